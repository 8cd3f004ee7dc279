"""oracle.py: deals printed by PySolFC's own code, for tests/pysol/oracle.sh.

Usage: oracle.py TREE GAME_ID DEAL_ALL NUMBER:COUNT...
TREE holds PySolFC's pysollib/ and pysol_cards' pysol_cards/ (git
archives of the release tags). Prints deals NUMBER .. NUMBER+COUNT-1
("ms" numbers stay "ms") of game GAME_ID for each range, one line each,
with PySolFC's option "deal all cards" (Accordion family) off for
DEAL_ALL 0 and on for 1 (the deal is the same: one more check), in the format
of `winnable deal accordion|hitormiss --pysol`: the cards as dealt, and
for Accordion's Revenge " # goal XX".

What runs is PySolFC's: construct_random (how a typed number becomes a
generator), Game.createCards, Game.shuffle with the game class's own
hooks, and for the Accordion family the class's own startGame, which
deals rows and, for Accordion's Revenge, draws the goal. Only the GUI is
stubbed: pysollib.pysoltk (headless.py), and the talon and row stacks,
which keep PySolFC's model (Stack.addCard appends, a move takes
cards[-n:]). (rules.py plays on the real stacks.)
"""
import sys
import types

token = None


class Card:
    def __init__(self, id, deck, suit, rank):
        self.id, self.deck, self.suit, self.rank = id, deck, suit, rank

    def showBack(self, unhide=1):
        pass


class Pile:
    """A stack as PySolFC's model keeps it: cards[-1] is the top."""

    def __init__(self):
        self.cards = []
        self.x = self.y = 0

    def addCard(self, card, unhide=1, update=1):
        self.cards.append(card)

    def dealRow(self, rows=None, flip=1, reverse=0, frames=-1, sound=False):
        # Stack.dealToStacks: one moveMove(1, talon, r) per row, in order
        for r in (reversed(rows) if reverse else rows):
            r.cards.append(self.cards.pop())
        return len(rows)


def make_game(game_id, deal_all):
    from pysollib.gamedb import GAME_DB
    gi = GAME_DB.get(game_id)
    game = gi.gameclass.__new__(gi.gameclass)
    game.gameinfo = gi
    game.preview = 2                      # no texts to update
    game.app = types.SimpleNamespace(
        opt=types.SimpleNamespace(accordion_deal_all=deal_all))
    game.s = types.SimpleNamespace(talon=Pile(), rows=[], foundations=[])
    game.startDealSample = lambda *a, **k: None
    game.updateText = lambda *a, **k: None
    game._createCard = lambda id, deck, suit, rank, x, y: Card(id, deck,
                                                                suit, rank)
    game.cards = game.createCards()
    return gi, game


def deal(game, gi, number):
    from pysollib.games.pushpin import PushPin_Talon
    from pysollib.pysolrandom import construct_random
    game.random = construct_random(number)
    game.s.talon.cards = []
    game.shuffle()
    talon = game.s.talon
    if "Hit or Miss" in gi.name:
        return " ".join(token(c) for c in reversed(talon.cards))
    game.s.rows = [Pile() for _ in range(52)]
    game.startGame()
    talon.game = game
    talon.dealRowAvail = talon.dealRow
    while talon.cards:                    # the player clicks the talon
        PushPin_Talon.dealCards(talon)
    line = " ".join(token(r.cards[0]) for r in game.s.rows)
    if hasattr(game, "finalrank"):
        goal = Card(0, 0, game.finalsuit, game.finalrank)
        line += " # goal " + token(goal)
    return line


def main():
    tree, game_id, deal_all = sys.argv[1:4]
    sys.path[:0] = [tree]
    global token
    from headless import token         # (stubs the toolkit, loads the games)
    gi, game = make_game(int(game_id), deal_all == "1")
    out = []
    for arg in sys.argv[4:]:
        number, count = arg.split(":")
        prefix = "ms" if number.startswith("ms") else ""
        n = int(number[len(prefix):])
        for k in range(int(count)):
            out.append(deal(game, gi, prefix + str(n + k)))
    print("\n".join(out))


main()
