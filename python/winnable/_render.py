"""Drawing instances and results as SVG and HTML for notebooks.

Cards are drawn as the web page of `winnable show --html` draws them: a
white rounded card with its rank and a suit symbol, red for hearts and
diamonds; an Outlasting board is a grid of X cells; Stacks a row of
columns, top card first; a Hit or Miss deck its 52 ranks. Everything
here is pure text: no pandas, no IPython needed.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, Sequence, Tuple

_SUIT = {"S": ("\u2660", "#111"), "H": ("\u2665", "#c00"),
         "D": ("\u2666", "#c00"), "C": ("\u2663", "#111")}
_W, _H, _GAP = 34, 48, 4  # a Stacks card, and the gaps of every picture


class _Size:
    """How big cards are drawn: a deal's, or a line's (each card a
    <symbol> placed with <use>, so that the 1,378 cards of a won 52-card
    deal stay small). The symbols' ids name the size: notebooks put
    every picture in one page, where ids are shared."""

    def __init__(self, tag: str, width: int, height: int, font: int,
                 step: int) -> None:
        self.tag, self.width, self.height = tag, width, height
        self.font, self.step = font, step


_DEAL = _Size("d", 34, 48, 15, 38)
_LINE = _Size("l", 20, 26, 10, 22)
_LABEL = 64  # the width of a line's move labels


def _id(card: str, size: _Size) -> str:
    """The symbol's id: letters and digits only (a card may be any text)."""
    return "wn-%s-%s" % (size.tag, "".join("%02x" % ord(ch) if not ch.isalnum()
                                           or not ch.isascii() else ch
                                           for ch in card))


def _symbol(card: str, size: _Size) -> str:
    """The <symbol> of one card: its rank, and its suit below."""
    rank, suit = card[:-1], card[-1:]
    symbol, colour = _SUIT.get(suit, (suit, "#111"))
    middle, line = size.width // 2, size.font + 1
    return ('<symbol id="%s"><rect x=".5" y=".5" width="%d" '
            'height="%d" rx="3" fill="#fff" stroke="#666"/><text x="%d" '
            'y="%d" font-size="%d" text-anchor="middle" fill="%s">%s'
            '<tspan x="%d" dy="%d">%s</tspan></text></symbol>'
            % (_id(card, size), size.width - 1, size.height - 1,
               middle, line + 1, size.font, colour, escape(rank), middle,
               line + size.height // 6, symbol))


def _svg(width: float, height: float, body: Iterable[str]) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" '
            'viewBox="0 0 %g %g" font-family="sans-serif">%s</svg>'
            % (width, height, width, height, "".join(body)))


def cards_svg(rows: Sequence[Sequence[str]], size: _Size = _DEAL,
              labels: Sequence[str] = (), marked: Sequence[int] = ()) -> str:
    """Rows of cards, one above the other; with labels, each row after
    its label (the move that made it) and the card at marked[i]
    (0-based; -1 none) ringed: the pile the move put it on."""
    left = _LABEL if labels else 0
    width = left + max((len(r) for r in rows), default=1) * size.step
    body = ["<defs>%s</defs>" % "".join(
        _symbol(c, size) for c in sorted({c for r in rows for c in r}))]
    for i, row in enumerate(rows):
        parts = ['<text y="%d" font-size="11" fill="#333">%s</text>'
                 % (size.height * 2 // 3, escape(labels[i]))] if labels else []
        parts += ['<use href="#%s" x="%d"/>' % (_id(c, size), left + k * size.step)
                  for k, c in enumerate(row)]
        if i < len(marked) and marked[i] >= 0:
            parts.append('<rect x="%d" y="-1" width="%d" height="%d" rx="4" '
                         'fill="none" stroke="#2a7" stroke-width="2"/>'
                         % (left + marked[i] * size.step - 1, size.width + 1,
                            size.height + 1))
        body.append('<g transform="translate(%d,%d)">%s</g>'
                    % (_GAP, _GAP + i * (size.height + _GAP), "".join(parts)))
    return _svg(width + 2 * _GAP, len(rows) * (size.height + _GAP) + _GAP,
                body)


def rows_svg(rows: Sequence[Sequence[str]]) -> str:
    """Rows of cards, one above the other, full size (a deal)."""
    return cards_svg(rows)


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
    """The line of a won deal as cards_svg draws it: the deal, then the
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
    return cards_svg(rows, _LINE, labels, marked)


def table(pairs: Iterable[Tuple[str, object]]) -> str:
    return "<table>%s</table>" % "".join(
        "<tr><th style='text-align:left'>%s</th><td>%s</td></tr>"
        % (escape(str(k)), escape(str(v))) for k, v in pairs)
