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


def _svg(width: float, height: float, body: Iterable[str]) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" '
            'viewBox="0 0 %g %g" font-family="sans-serif">%s</svg>'
            % (width, height, width, height, "".join(body)))


def rows_svg(rows: Sequence[Sequence[str]]) -> str:
    """Rows of cards, one above the other (an Accordion line)."""
    width = max((len(r) for r in rows), default=0) * (_W + _GAP) + _GAP
    return _svg(max(width, _W), len(rows) * (_H + _GAP) + _GAP,
                (_card(_GAP + k * (_W + _GAP), _GAP + i * (_H + _GAP), c)
                 for i, row in enumerate(rows) for k, c in enumerate(row)))


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


def accordion_line(cards: Sequence[str], moves: Sequence[str]
                   ) -> List[List[str]]:
    """The rows of pile tops from the deal through each move 'from>to'."""
    row = list(cards)
    rows = [list(row)]
    for move in moves:
        source, target = (int(x) for x in move.split(">"))
        row[target - 1] = row[source - 1]
        del row[source - 1]
        rows.append(list(row))
    return rows


def table(pairs: Iterable[Tuple[str, object]]) -> str:
    return "<table>%s</table>" % "".join(
        "<tr><th style='text-align:left'>%s</th><td>%s</td></tr>"
        % (escape(str(k)), escape(str(v))) for k, v in pairs)
