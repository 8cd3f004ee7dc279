"""Position under the Accordion family's rules (issue 50): every preset
and knob settings played by random walks on a few hundred seeded deals
each, every step checked against rules written here from docs/rules.md
(the distances, the match, covering moves or pairs, the win), each walk
against the library's own replay (check_line: accordion_replay_rules)
and a sample of steps against hint()'s move list; the rows Bayan's
pairs clear; solving from a position; the rule keywords checked and
refused as solve() checks and refuses them; copies, equality and repr;
the program's hint on the same positions."""
import os
import random
import subprocess

import pytest

import winnable
from test_family import BAD_RULES

BIN = os.environ.get("WINNABLE_BIN", "winnable")
BAYAN = "3S 5H JD 6H KH JS 9C TH 8S 9S"
BAYAN_CLEARED = ["3>6", "2>3", "3>6", "1>4", "1>2"]

# (rule keywords, the rules written out: left and right distances,
# match words, win_piles, pairs; the goal is the keywords')
CLASSIC = ([1, 3], [], ["rank", "suit"], 1, False)
GAMES = [
    ({"rule": "any"}, CLASSIC),
    ({"rule": "rightmost"}, CLASSIC),
    ({"rule": "relaxed"}, ([1, 3], [1, 3], ["rank", "suit"], 1, False)),
    ({"rule": "23-skidoo"}, ([2, 3], [], ["rank", "suit"], 2, False)),
    ({"rule": "revenge"}, CLASSIC),     # goal: a card of each deal
    ({"rule": "bayan"}, ([1, 3], [1, 3], ["rank", "suit"], 0, True)),
    ({"left": [1], "right": "2", "match": ["red-black"], "win_piles": 2},
     ([1], [2], ["red-black"], 2, False)),
    ({"rule": "relaxed", "left": "2", "match": "suit", "pairs": True},
     ([2], [1, 3], ["suit"], 0, True)),
    ({"left": [1, 5], "match": ["any"], "pairs": True},
     ([1, 5], [], ["any"], 0, True)),
]
IDS = ["any", "rightmost", "relaxed", "23-skidoo", "revenge", "bayan",
       "knobs", "relaxed-knobs", "pairs-any"]


def matches(words, a, b):
    red = {"H", "D"}
    return (("rank" in words and a[:-1] == b[:-1])
            or ("suit" in words and a[-1] == b[-1])
            or ("red-black" in words and (a[-1] in red) != (b[-1] in red))
            or "any" in words)


def won(rules, goal, piles):
    """The win of docs/rules.md."""
    _, _, _, win_piles, _ = rules
    if goal is not None:
        return piles == [goal]
    return len(piles) <= win_piles


def legal(keywords, rules, goal, piles):
    """The legal moves, by 'from' then 'to'; none once won."""
    left, right, words, _, _ = rules
    if won(rules, goal, piles):
        return []
    n = len(piles)
    froms = [n] if keywords.get("rule") == "rightmost" else range(1, n + 1)
    moves = []
    for j in froms:
        targets = sorted([j - d for d in left if j - d >= 1]
                         + [j + d for d in right if j + d <= n])
        moves += ["%d>%d" % (j, i) for i in targets
                  if matches(words, piles[j - 1], piles[i - 1])]
    return moves


def play(rules, piles, move):
    j, i = (int(x) for x in move.split(">"))
    row = list(piles)
    if rules[4]:  # pairs: both leave
        for k in sorted((i, j), reverse=True):
            del row[k - 1]
    else:
        row[i - 1] = row[j - 1]
        del row[j - 1]
    return row


@pytest.mark.parametrize("keywords,rules", GAMES, ids=IDS)
def test_random_walks_follow_the_rules_and_the_replay(keywords, rules):
    rng = random.Random(50)
    won_walks = lost_walks = 0
    for index in range(300):
        deal = winnable.deal("accordion", 50, index, cards=rng.randint(2, 16))
        cards = deal.data["cards"].split()
        kw = dict(keywords)
        goal = None
        if kw.get("rule") == "revenge":
            goal = kw["goal"] = rng.choice(cards)
        p = winnable.Position(deal, **kw)
        sample = index < 30  # hint()'s list at every step of these walks
        while True:
            assert p.legal_moves == legal(kw, rules, goal, p.piles), p
            if sample:
                assert p.legal_moves == list(winnable.hint(
                    "accordion", deal, after=p.move_stack, max_states=1,
                    **kw)), p
            assert p.is_won() == won(rules, goal, p.piles), p
            if p.is_game_over():
                break
            move = rng.choice(p.legal_moves)
            want = play(rules, p.piles, move)
            p.push(move)
            assert p.piles == want, (p, move)
        ok, why = winnable.check_line(deal, p.move_stack, **kw)
        assert ok == p.is_won(), (p, why)
        assert p.status == ("won" if ok else "lost")
        if not ok:  # a legal line that ends where the position says
            assert why.startswith("%d piles left" % len(p.piles)), why
            lost_walks += 1
        else:
            won_walks += 1
        played = list(p.move_stack)
        while p.move_stack:
            assert p.pop() == played.pop()
        assert p.piles == cards
    assert won_walks and lost_walks, (won_walks, lost_walks)


def test_bayan_clears_the_row():
    p = winnable.Position(BAYAN, rule="bayan")
    for move in BAYAN_CLEARED:
        assert p.hint()[move] == "win"
        p.push(move)
    assert p.piles == [] and str(p) == "" and p.is_won()
    assert p.status == "won" and not p.is_lost() and p.legal_moves == []
    assert p.hint() == {} and p.best_move() is None
    r = p.solve()
    assert (r.verdict, r.moves) == ("win", [])
    assert r.answer == winnable.solve("accordion", "AS", rule="bayan",
                                      win_piles=1).answer
    assert winnable.check_line(BAYAN, p.move_stack, rule="bayan") == \
        (True, "")
    with pytest.raises(ValueError, match="won"):
        p.push("1>2")
    assert winnable.hint("accordion", BAYAN, rule="bayan",
                         after=BAYAN_CLEARED) == {}
    assert "<svg" in p._repr_html_() and ">won<" in p._repr_html_()


def test_a_won_row_takes_no_move():
    # won at two piles with 2>1 still matching: the game is over
    p = winnable.Position("4S 4D", left=[1], match=["rank"], win_piles=2)
    assert p.is_won() and p.legal_moves == [] and p.hint() == {}
    q = winnable.Position("4S 4D 4C", left=[1], match=["rank"], win_piles=2)
    assert q.legal_moves == ["2>1", "3>2"] and q.status == "open"
    q.push("3>2")
    assert q.is_won() and q.legal_moves == []
    # revenge: one pile wins on the goal card only
    for goal, status in (("9C", "lost"), ("9D", "won")):
        r = winnable.Position("9C 9D", rule="revenge", goal=goal)
        assert r.legal_moves == ["2>1"] and r.status == "open"
        r.push("2>1")
        assert r.piles == ["9D"] and r.status == status


@pytest.mark.parametrize("keywords", [k for k, _ in GAMES
                                      if k.get("rule") != "revenge"],
                         ids=[i for i in IDS if i != "revenge"])
def test_solve_and_hint_from_the_position(keywords):
    """solve() from the row played to, its proof replayed from there;
    the hint of the position agrees with it."""
    rng = random.Random(7)
    for index in range(25):
        deal = winnable.deal("accordion", 51, index, cards=rng.randint(6, 14))
        p = winnable.Position(deal, **keywords)
        for _ in range(rng.randint(0, 3)):
            if p.legal_moves:
                p.push(rng.choice(p.legal_moves))
        r = p.solve()
        values = p.hint()
        assert r.verdict == ("win" if p.is_won() or "win" in values.values()
                             else "loss"), (p, r, values)
        if r.verdict == "win" and p.piles:
            assert winnable.check_line(str(p), r.moves, **keywords) == \
                (True, "")
            q = p.copy()
            for move in r.moves:
                q.push(move)
            assert q.is_won() and len(q.move_stack) == \
                len(p.move_stack) + len(r.moves)


@pytest.mark.parametrize("options,error", BAD_RULES)
def test_bad_rules_as_solve_refuses_them(options, error):
    with pytest.raises(error) as by_solve:
        winnable.solve("accordion", "AS 2S", **options)
    with pytest.raises(error) as by_position:
        winnable.Position("AS 2S", **options)
    assert str(by_position.value) == str(by_solve.value)


def test_rules_are_accordion_only_and_keywords_only():
    inst = winnable.deal("stacks", 1, 0, stacks=4, cards=4, suits=3)
    with pytest.raises(ValueError, match="options of accordion"):
        winnable.Position(inst, rule="bayan")
    with pytest.raises(ValueError, match="options of accordion"):
        winnable.Position(inst, left=[1])
    with pytest.raises(TypeError):
        winnable.Position("AS 2S", "any", [1])  # knobs are keywords
    with pytest.raises(ValueError, match="Accordion"):
        winnable.Position(inst).solve()


def test_copies_equality_and_repr_keep_the_rules():
    p = winnable.Position(BAYAN, rule="bayan")
    p.push("3>6")
    q = p.copy()
    assert q == p and hash(q) == hash(p) and q.move_stack == ["3>6"]
    q.push("2>3")
    assert q != p and p.piles == "3S 5H 6H KH 9C TH 8S 9S".split()
    assert q.pop() == "2>3" and q == p
    # a preset and its knobs are the same game; other rules are not
    relaxed = winnable.Position("AS 2S 3H", rule="relaxed")
    assert relaxed == winnable.Position("AS 2S 3H", right=[1, 3])
    assert hash(relaxed) == hash(winnable.Position("AS 2S 3H", right="1,3"))
    assert relaxed != winnable.Position("AS 2S 3H")
    assert winnable.Position("AS 2S") == winnable.Position("AS 2S",
                                                           left=[1, 3])
    assert winnable.Position("AS 2S") != winnable.Position(
        "AS 2S", rule="rightmost")
    r = winnable.Position("TD JC 9C", rule="revenge", goal="9C")
    assert repr(r) == ("Position('TD JC 9C', rule='revenge', goal='9C', "
                       "game='accordion', moves='')")
    assert r != winnable.Position("TD JC 9C", rule="revenge", goal="JC")
    assert repr(p) == ("Position('%s', rule='bayan', game='accordion', "
                       "moves='3>6')" % BAYAN)
    html = r._repr_html_()
    assert ">revenge<" in html and ">9C<" in html and ">open<" in html


def cli_hint(deal, after, *args):
    out = subprocess.run([BIN, "hint", "accordion", "--after",
                          " ".join(after), *args], input=deal + "\n",
                         capture_output=True, text=True, check=True).stdout
    return dict(w.split(":") for w in out.split())


@pytest.mark.parametrize("deal,after,keywords,args", [
    (BAYAN, BAYAN_CLEARED, {"rule": "bayan"}, ["--rule", "bayan"]),
    (BAYAN, BAYAN_CLEARED[:2], {"rule": "bayan"}, ["--rule", "bayan"]),
    ("4S 4D 4C", ["3>2"], {"left": [1], "match": ["rank"], "win_piles": 2},
     ["--left", "1", "--match", "rank", "--win-piles", "2"]),
    ("4D 9C 7C 5D 6C 2D 4S AC 6S", ["1>4"], {"rule": "relaxed"},
     ["--rule", "relaxed"]),
])
def test_the_program_hints_the_same_positions(deal, after, keywords, args):
    p = winnable.Position(deal, **keywords)
    for move in after:
        p.push(move)
    assert p.hint() == cli_hint(deal, after, *args)


def test_a_position_is_one_row():
    with pytest.raises(ValueError, match="contest input"):
        winnable.Position("2\n2S 2S\n", rule="relaxed")
    with pytest.raises(ValueError, match="found 2 rows"):
        winnable.Position("2S 2S\n3S 3S\n", rule="bayan")
    with pytest.raises(ValueError, match="1:4"):
        winnable.Position("2S 1H", rule="bayan")
