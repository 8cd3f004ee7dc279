"""rules.py: our Accordion family rules against PySolFC's own game code.

Usage: rules.py TREE WINNABLE GAME_ID RULE DEALS LIMIT ROWS MIN-MAX SEED

TREE holds PySolFC's pysollib/ and pysol_cards' pysol_cards/ (see
headless.py); GAME_ID is PySolFC's game and RULE the preset of
`winnable accordion --rule` that plays it. Three checks, each driven
only by PySolFC's rule code: a row stack's canMoveCards and
acceptsCards say which moves are legal (a drag from one pile onto
another), the stack's own moveMove plays one (for Bayan removing both
piles, for the others covering one and closing the gap with the game's
fillEmptyStacks), and the game's isGameWon says when the game is won.

(a) Replay: PySolFC deals its games #1..#DEALS (its shuffle, startGame
    and talon); winnable solves the same rows (`accordion --rule RULE
    --moves --max-states LIMIT`, 0 for no limit, with PySolFC's goal
    card for Accordion's Revenge), and every winning line it prints is
    played through PySolFC: every move legal, the game not won before
    the last move and won after it. Deals left unknown are counted.
(b) Moves: in every position the brute force of (c) reaches (won ones
    apart), the moves PySolFC accepts are exactly those `winnable hint
    accordion --rule RULE` lists.
(c) Verdicts: ROWS small rows, MIN..MAX cards each (3 <= MIN, MAX <=
    16; cards drawn by Python's random with SEED from the deck or, for
    half the rows, from the 16 cards of 4 ranks; for Accordion's
    Revenge each row once with each of its cards as the goal), are
    decided by a depth-first search that knows no rule but PySolFC's
    legality and won test; `winnable accordion --rule RULE` must give
    the same verdict on each.

A row of k < 52 cards is played on PySolFC's own 52-pile table: the k
cards are dealt by the game's talon, and the 52 - k others lie on the
foundation from the start, so the won test, which counts the
foundation's cards, means for k cards what it means for 52.

Prints one line of figures per check; every disagreement is printed
with the row, the position, the move and both answers, and the exit
status is 1 if there was any.
"""
import random
import subprocess
import sys


def parse_move(text):
    j, i = text.split(">")
    return int(j), int(i)


class Table:
    """One PySolFC game of the family, played through its own code."""

    def __init__(self, game_id):
        self.game = headless.make_game(game_id)
        g = self.game
        self.rows = list(g.s.rows)
        self.found = g.s.foundations[0]
        self.byname = {headless.token(c): c for c in g.cards}
        # a pile's position is its row stack's id + 1 (legal, play)
        assert [r.id for r in self.rows] == list(range(len(self.rows)))

    def clear(self):
        for s in self.game.allstacks:
            s.cards = []

    def deal(self, number):
        """PySolFC's game NUMBER; returns its row line as winnable reads
        it (with ' # goal XX' for Accordion's Revenge)."""
        self.clear()
        headless.start(self.game, str(number))
        return self.line()

    def set_row(self, names, goal):
        """The row NAMES dealt by the game's talon (k >= 3 cards), the
        rest of the deck on the foundation; GOAL for Accordion's
        Revenge."""
        g = self.game
        self.clear()
        row = [self.byname[n] for n in names]
        rest = [c for c in g.cards if c not in row]
        for c in reversed(row):           # the talon deals its last card
            c.showBack()
            g.s.talon.addCard(c, update=0)
        for c in rest:
            self.found.addCard(c, update=0)
        g.random = headless.construct_random("1")
        g.startGame()                     # (draws a goal: replaced below)
        while g.s.talon.cards:
            g.s.talon.dealCards()
        if goal is not None:
            g.finalrank, g.finalsuit = (self.byname[goal].rank,
                                        self.byname[goal].suit)
        g.moves.current = []
        assert [self.rows[i].cards for i in range(len(row))] == \
            [[c] for c in row]

    def line(self):
        text = " ".join(headless.token(r.cards[-1])
                        for r in self.rows if r.cards)
        if getattr(self.game, "finalrank", -1) != -1:
            goal = headless.Card(0, 0, self.game.finalsuit,
                                 self.game.finalrank, game=self.game)
            text += " # goal " + headless.token(goal)
        return text

    def won(self):
        return bool(self.game.isGameWon())

    def legal(self, onto_empty=False):
        """Every drag PySolFC accepts from a pile onto a pile, as
        winnable writes a move: (j, i), positions counted from 1. Only
        piles are tried as targets unless ONTO_EMPTY: the row stacks
        refuse an empty target (acceptsCards' first test), which
        rows_check sees on every starting row."""
        out = []
        rows = self.rows if onto_empty else [r for r in self.rows
                                             if r.cards]
        for src in rows:
            cards = src.cards[-1:]
            if not cards or not src.canMoveCards(cards):
                continue
            for dst in rows:
                if dst is not src and dst.acceptsCards(src, cards):
                    out.append((src.id + 1, dst.id + 1))
        return out

    def foundation_takes(self):
        """Piles whose top the foundation accepts, dragged alone."""
        return [a + 1 for a, src in enumerate(self.rows)
                if src.cards and src.canMoveCards(src.cards[-1:]) and
                self.found.acceptsCards(src, src.cards[-1:])]

    def play(self, j, i):
        """Drag pile j onto pile i as PySolFC's OpenStack.dragMove does."""
        src, dst = self.rows[j - 1], self.rows[i - 1]
        src.moveMove(1, dst, frames=-2)
        self.game.moves.current = []      # no undo history kept

    def snapshot(self):
        return ([list(s.cards) for s in self.rows], list(self.found.cards))

    def restore(self, snap):
        for s, cards in zip(self.rows, snap[0]):
            s.cards = list(cards)
        self.found.cards = list(snap[1])

    def key(self):
        return tuple(r.cards[-1].id if r.cards else -1 for r in self.rows)


def run_winnable(winnable, args, lines):
    res = subprocess.run([winnable] + args, input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    if res.returncode not in (0, 1):
        sys.exit("winnable %s exited %d: %s" % (" ".join(args),
                                               res.returncode, res.stderr))
    return res.stdout.splitlines()


def verdicts(winnable, rule, lines, moves=False, limit=0):
    """winnable's answers (and lines of moves) for LINES, in order."""
    out = run_winnable(winnable, ["accordion", "--rule", rule,
                                  "--max-states", str(limit)] +
                       (["--moves"] if moves else []), lines)
    answers, k = [], 0
    while k < len(out):
        verdict = {"winnable": "win", "unwinnable": "loss"}.get(out[k],
                                                                "unknown")
        line = None
        if verdict == "win" and moves:
            k += 1
            line = [parse_move(m) for m in out[k].split()]
        answers.append((verdict, line))
        k += 1
    assert len(answers) == len(lines), (len(answers), len(lines))
    return answers


class Checks:
    def __init__(self, table, winnable, rule):
        self.t, self.winnable, self.rule = table, winnable, rule
        self.failures = 0

    def fail(self, text):
        self.failures += 1
        if self.failures <= 20:
            print("DISAGREE " + text)

    def replay(self, deals, limit):
        """(a): every winning line of PySolFC's deals #1..#deals."""
        t = self.t
        if deals == 0:
            return
        rows = [t.deal(n) for n in range(1, deals + 1)]
        answers = verdicts(self.winnable, self.rule, rows, moves=True,
                           limit=limit)
        count = {"win": 0, "loss": 0, "unknown": 0}
        played = 0
        for n, (row, (verdict, line)) in enumerate(zip(rows, answers), 1):
            count[verdict] += 1
            if verdict != "win":
                continue
            t.deal(n)
            for k, (j, i) in enumerate(line):
                if t.won():
                    self.fail("(a) deal #%d: PySolFC's game is won before "
                              "move %d of ours (%d>%d)" % (n, k + 1, j, i))
                    break
                if (j, i) not in t.legal():
                    self.fail("(a) deal #%d: PySolFC refuses move %d of "
                              "ours, %d>%d, in %s" % (n, k + 1, j, i,
                                                      t.line()))
                    break
                t.play(j, i)
                played += 1
            else:
                if not t.won():
                    self.fail("(a) deal #%d: after our %d moves PySolFC's "
                              "game is not won: %s" % (n, len(line),
                                                       t.line()))
        print("(a) replay: %d PySolFC deals, %d won %d lost %d unknown; "
              "%d moves accepted" % (deals, count["win"], count["loss"],
                                     count["unknown"], played))

    def search(self, seen, positions):
        """PySolFC's verdict of the table's position: won if some line of
        moves PySolFC accepts reaches a position its isGameWon accepts.
        SEEN maps position keys to verdicts; POSITIONS collects (row,
        legal moves) of the positions not yet won."""
        t = self.t
        key = t.key()
        if key in seen:
            return seen[key]
        if t.won():
            seen[key] = True
            return True
        moves = t.legal()
        positions.append((t.line(), moves))
        result = False
        snap = t.snapshot()
        for j, i in moves:
            t.play(j, i)
            result = self.search(seen, positions)
            t.restore(snap)
            if result:
                break
        seen[key] = result
        return result

    def rows_check(self, rows, lo, hi, seed):
        """(c) PySolFC's brute force against our verdicts, and (b) the
        legal moves of every position it reached."""
        t, rng = self.t, random.Random(seed)
        deck = sorted(t.byname)
        lines, pysol, positions, total = [], [], [], 0
        foundation_moves = 0
        instances = []
        for _ in range(rows):
            pool = deck                   # or few ranks: more matches
            if rng.random() < 0.5:
                ranks = rng.sample(sorted({n[0] for n in deck}), 4)
                pool = [n for n in deck if n[0] in ranks]
            names = rng.sample(pool, rng.randint(lo, hi))
            goals = names if self.rule == "revenge" else [None]
            instances.extend((names, goal) for goal in goals)
        for names, goal in instances:
            t.set_row(names, goal)
            lines.append(t.line())
            if t.legal(onto_empty=True) != t.legal():
                self.fail("(b) PySolFC accepts a move onto an empty "
                          "stack: %s" % fmt(t.legal(onto_empty=True)))
            foundation_moves += len(t.foundation_takes())
            seen, reached = {}, []
            pysol.append(self.search(seen, reached))
            total += len(seen)
            positions.extend(reached)
        ours = verdicts(self.winnable, self.rule, lines)
        wins = 0
        for k, (line, mine, (theirs, _)) in enumerate(zip(lines, pysol,
                                                          ours)):
            wins += mine
            if theirs != ("win" if mine else "loss"):
                self.fail("(c) row %d: PySolFC's brute force says %s, "
                          "winnable %s: %s" % (k + 1, "win" if mine
                                               else "loss", theirs, line))
        print("(c) verdicts: %d rows of %d-%d cards, %d won, %d positions "
              "searched by PySolFC's rules" % (len(lines), lo, hi, wins,
                                               total))
        self.moves_check(positions)
        if foundation_moves:
            print("note: PySolFC's foundation accepts a pile's top dragged "
                  "alone: %d such drags in the %d starting rows (no move "
                  "of the rules; not counted above)" % (foundation_moves,
                                                        len(lines)))

    def moves_check(self, positions):
        """(b): PySolFC's legal moves against `winnable hint`'s."""
        hints = run_winnable(self.winnable, ["hint", "accordion", "--rule",
                                             self.rule],
                             [line for line, _ in positions])
        assert len(hints) == len(positions)
        total = 0
        for (line, theirs), hint in zip(positions, hints):
            mine = sorted(parse_move(h.split(":")[0]) for h in hint.split())
            total += len(theirs)
            if sorted(theirs) != mine:
                self.fail("(b) in %s PySolFC accepts %s, winnable lists %s"
                          % (line, fmt(theirs), fmt(mine)))
        print("(b) moves: %d positions, %d legal moves, the same on both "
              "sides unless said above" % (len(positions), total))


def fmt(moves):
    return " ".join("%d>%d" % m for m in sorted(moves)) or "none"


def main():
    global headless
    (tree, winnable, game_id, rule, deals, limit, rows, span,
     seed) = sys.argv[1:10]
    sys.path[:0] = [tree]
    import headless as module
    headless = module
    lo, hi = (int(x) for x in span.split("-"))
    checks = Checks(Table(int(game_id)), winnable, rule)
    checks.replay(int(deals), int(limit))
    checks.rows_check(int(rows), lo, hi, int(seed))
    if checks.failures:
        print("%d disagreements" % checks.failures)
    sys.exit(1 if checks.failures else 0)


headless = None
main()
