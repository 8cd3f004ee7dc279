"""headless.py: PySolFC's own game code run without a toolkit.

Import this module after putting TREE on sys.path, TREE holding
PySolFC's pysollib/ and pysol_cards' pysol_cards/ (git archives of the
release tags, as tests/pysol/oracle.sh and rules.sh make them). At
import it stubs the toolkit (pysollib.pysoltk and the solver dialog)
and registers the games of pysollib/games/pushpin.py and hitormiss.py.

make_game() builds a game as PySolFC's Game.create does, with the
game class's own createGame: the real row stacks, talon and
foundation, the real Game.moveMove and its atomic moves. Only what
draws is stubbed: cards have a canvas item that ignores every call,
stacks update no text, the options read as off (0) but those given
(no sound samples), the canvas and images have sizes and nothing
else.
"""
import sys
import types


class _Dummy:
    """Answers every call and attribute with another dummy."""

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Dummy()

    def __getattr__(self, name):
        return _Dummy()


def _stub_gui():
    for name in ("pysollib.pysoltk", "pysollib.ui.tktile.solverdialog"):
        mod = types.ModuleType(name)
        mod.__getattr__ = lambda attr: _Dummy
        sys.modules[name] = mod


_stub_gui()
import pysollib.games.hitormiss  # noqa: E402,F401 (registers the games)
import pysollib.games.pushpin  # noqa: E402,F401
from pysollib.acard import AbstractCard  # noqa: E402
from pysollib.gamedb import GAME_DB  # noqa: E402
from pysollib.pysolrandom import construct_random  # noqa: E402
from pysollib.util import RANKS, SUITS  # noqa: E402


class Card(AbstractCard):
    """PySolFC's card model; its canvas item ignores every call."""

    def __init__(self, *args, **kwargs):
        AbstractCard.__init__(self, *args, **kwargs)
        self.item = _Dummy()

    def showFace(self, unhide=1):
        self.face_up = 1

    def showBack(self, unhide=1):
        self.face_up = 0


class _Options:
    """PySolFC's options as a game reads them: off (0) but those given."""

    def __init__(self, **given):
        self.__dict__.update(given)

    def __getattr__(self, name):
        return 0


def make_game(game_id, deal_all=False):
    """Game GAME_ID built by its class's own createGame, cards made."""
    gi = GAME_DB.get(game_id)
    game = gi.gameclass(gi)
    ns = types.SimpleNamespace
    game.app = ns(opt=_Options(accordion_deal_all=deal_all,
                               sound_samples={}),
                  images=ns(CARDW=71, CARDH=96,
                            CARD_XOFFSET=0, CARD_YOFFSET=0),
                  getFont=lambda *args: ("helvetica", 12), audio=None)
    game.canvas = ns(xmargin=0, ymargin=0)
    game.preview = 2                      # no texts to update
    game.texts = ns()
    game.createGame()
    game._createCard = lambda id, deck, suit, rank, x, y: Card(
        id, deck, suit, rank, game=game, x=x, y=y)
    game.cards = game.createCards()
    for stack in game.allstacks:          # its texts are drawn, not kept
        stack.updateText = lambda *args, **kwargs: None
    return game


def token(card):
    """A card as winnable writes it: rank (T for 10) and suit."""
    rank = RANKS[card.rank]
    return ("T" if rank == "10" else rank[0]) + SUITS[card.suit][0]


def start(game, number):
    """Deal PySolFC's game NUMBER (a string; "ms" numbers too): the
    game's own shuffle and startGame, then the talon clicked until it is
    empty, as a player deals the rest of an Accordion row."""
    game.random = construct_random(number)
    game.shuffle()
    game.startGame()
    while game.s.talon.cards:
        game.s.talon.dealCards()
