"""Drawing instances and results as SVG and HTML for notebooks.

Cards are drawn as the web page of `winnable show --html` draws them: a
white rounded card with its rank and a suit symbol, red for hearts and
diamonds; an Outlasting board is a grid of X cells; Stacks a row of
columns, top card first; a Hit or Miss deck its 52 ranks. Everything
here is pure text: no pandas, no IPython needed.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, List, Sequence, Tuple

_SUIT = {"S": ("\u2660", "#111"), "H": ("\u2665", "#c00"),
         "D": ("\u2666", "#c00"), "C": ("\u2663", "#111")}
_W, _H, _GAP = 34, 48, 4
# A row of a line: small cards, each drawn once as a <symbol> and placed
# with <use>, so that the 1,378 cards of a won 52-card deal stay small.
_LW, _LH, _LSTEP, _LABEL = 20, 26, 22, 64


def _card(x: float, y: float, card: str) -> str:
    rank, suit = card[:-1], card[-1:]
    symbol, colour = _SUIT.get(suit, (suit, "#111"))
    return ('<g transform="translate(%g,%g)"><rect width="%d" height="%d" '
            'rx="4" fill="#fff" stroke="#555"/><text x="%d" y="20" '
            'font-size="14" text-anchor="middle" fill="%s">%s</text>'
            '<text x="%d" y="40" font-size="16" text-anchor="middle" '
            'fill="%s">%s</text></g>'
            % (x, y, _W, _H, _W // 2, colour, escape(rank), _W // 2, colour,
               symbol))


def _small_card(card: str) -> str:
    """The <symbol> of one card of a line, id 'wn-' + the card."""
    rank, suit = card[:-1], card[-1:]
    symbol, colour = _SUIT.get(suit, (suit, "#111"))
    return ('<symbol id="wn-%s"><rect x=".5" y=".5" width="%d" height="%d" '
            'rx="3" fill="#fff" stroke="#777"/><text x="%d" y="11" '
            'font-size="10" text-anchor="middle" fill="%s">%s<tspan x="%d" '
            'dy="11">%s</tspan></text></symbol>'
            % (escape(card), _LW - 1, _LH - 1, _LW // 2, colour,
               escape(rank), _LW // 2, symbol))


def _svg(width: float, height: float, body: Iterable[str]) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" '
            'viewBox="0 0 %g %g" font-family="sans-serif">%s</svg>'
            % (width, height, width, height, "".join(body)))


def rows_svg(rows: Sequence[Sequence[str]]) -> str:
    """Rows of cards, one above the other, full size (a deal)."""
    width = max((len(r) for r in rows), default=0) * (_W + _GAP) + _GAP
    return _svg(max(width, _W), len(rows) * (_H + _GAP) + _GAP,
                (_card(_GAP + k * (_W + _GAP), _GAP + i * (_H + _GAP), c)
                 for i, row in enumerate(rows) for k, c in enumerate(row)))


def line_svg(rows: Sequence[Sequence[str]], labels: Sequence[str],
             marked: Sequence[int]) -> str:
    """An Accordion line: row i of small cards after its label (the
    move that made it), the card at marked[i] (0-based; -1 none) ringed:
    the pile the move put it on."""
    width = _LABEL + max((len(r) for r in rows), default=1) * _LSTEP
    body = ["<defs>%s</defs>" % "".join(
        _small_card(c) for c in sorted({c for r in rows for c in r}))]
    for i, (row, label, mark) in enumerate(zip(rows, labels, marked)):
        cards = "".join('<use href="#wn-%s" x="%d"/>'
                        % (escape(c), _LABEL + k * _LSTEP)
                        for k, c in enumerate(row))
        ring = ('<rect x="%d" y="-1" width="%d" height="%d" rx="4" '
                'fill="none" stroke="#2a7" stroke-width="2"/>'
                % (_LABEL + mark * _LSTEP - 1, _LW + 1, _LH + 1)
                if mark >= 0 else "")
        body.append('<g transform="translate(2,%d)"><text y="17" '
                    'font-size="11" fill="#333">%s</text>%s%s</g>'
                    % (2 + i * (_LH + 3), escape(label), cards, ring))
    return _svg(width + 4, len(rows) * (_LH + 3) + 4, body)
def board_svg(rows: Sequence[str], marks: Iterable[Tuple[int, int]] = ()
              ) -> str:
    """An Outlasting board; marked cells (1-based) are the winning moves."""
    cell = 16 if len(rows) * len(rows[0]) > 400 else 24
    marked = set(marks)
    body = []
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            fill = ("#2a7" if (r + 1, c + 1) in marked else
                    "#345" if ch == "X" else "#eee")
            body.append('<rect x="%d" y="%d" width="%d" height="%d" '
                        'fill="%s" stroke="#fff"/>'
                        % (c * cell, r * cell, cell, cell, fill))
    return _svg(len(rows[0]) * cell, len(rows) * cell, body)


def stacks_svg(stacks: Sequence[Sequence[Tuple[int, int]]]) -> str:
    """Stacks as columns of (value, suit) cards, the top card at the top."""
    depth = max((len(s) for s in stacks), default=0)
    body = []
    for i, stack in enumerate(stacks):
        for k, (value, suit) in enumerate(stack):
            x, y = _GAP + i * (_W + _GAP), _GAP + k * 22
            body.append('<g transform="translate(%d,%d)"><rect width="%d" '
                        'height="20" rx="3" fill="#fff" stroke="#555"/>'
                        '<text x="%d" y="14" font-size="11" '
                        'text-anchor="middle">%d/%d</text></g>'
                        % (x, y, _W, _W // 2, value, suit))
    return _svg(len(stacks) * (_W + _GAP) + _GAP, depth * 22 + 2 * _GAP, body)


def ranks_svg(ranks: Sequence[int]) -> str:
    """A Hit or Miss deck: its 52 ranks in four rows of 13."""
    names = {1: "A", 11: "J", 12: "Q", 13: "K"}
    return rows_svg([[names.get(r, str(r)) + " " for r in ranks[i:i + 13]]
                     for i in range(0, len(ranks), 13)])


def accordion_line(cards: Sequence[str], moves: Sequence[str]) -> str:
    """The line of a won deal as line_svg draws it: the deal, then the
    row of pile tops after each move 'from>to', labelled 'k. from>to'."""
    row = list(cards)
    rows, labels, marked = [list(row)], ["deal"], [-1]
    for k, move in enumerate(moves, 1):
        source, target = (int(x) for x in move.split(">"))
        row[target - 1] = row[source - 1]
        del row[source - 1]
        rows.append(list(row))
        labels.append("%d. %s" % (k, move))
        marked.append(target - 1)
    return line_svg(rows, labels, marked)


def table(pairs: Iterable[Tuple[str, object]]) -> str:
    return "<table>%s</table>" % "".join(
        "<tr><th style='text-align:left'>%s</th><td>%s</td></tr>"
        % (escape(str(k)), escape(str(v))) for k, v in pairs)
