"""Position, played as python-chess's Board: legal_moves (the library's
own), push, pop, is_won, hint and best_move; Accordion cross-checked
against hint()'s moves and check_line, Stack Management against the
contest checker, on seeded random walks."""
import random

import pytest

import winnable


@pytest.mark.parametrize("rule", ["any", "rightmost"])
def test_random_walks_agree_with_hint_and_check_line(rule):
    rng = random.Random(49)
    for index in range(40):
        deal = winnable.deal("accordion", 7, index, cards=rng.randint(2, 14))
        p = winnable.Position(deal, rule=rule)
        while True:
            # every legal move, in the same order as the solver's hint
            assert p.legal_moves == list(winnable.hint(
                "accordion", deal, rule=rule, after=p.move_stack)), p
            if p.is_game_over():
                break
            p.push(rng.choice(p.legal_moves))
        ok, why = winnable.check_line(deal, p.move_stack, rule)
        assert ok == p.is_won(), (p, why)
        played = list(p.move_stack)
        while p.move_stack:  # pop takes back to the deal
            assert p.pop() == played.pop()
        assert str(p) == deal.data["cards"]


def test_playing_the_proof_wins_and_hint_says_so():
    deal = winnable.deal("accordion", 1, 0)
    proof = winnable.solve("accordion", deal).moves
    p = winnable.Position(deal)
    for move in proof:
        assert p.hint()[move] == "win"
        assert p.best_move() is not None
        p.push(move)
    assert p.is_won() and p.is_game_over() and p.legal_moves == []
    assert p.peek() == proof[-1] and len(p.move_stack) == 51
    q = p.copy()
    q.pop()
    assert len(q.piles) == 2 and p.is_won()


def test_bad_moves_and_deals_are_refused():
    p = winnable.Position("2S 2S 2C 2C", rule="rightmost")
    assert p.legal_moves == ["4>1", "4>3"]
    for bad in ["3>2", "4>2", "5>4", "x", "4 > 3"]:
        with pytest.raises(ValueError, match="illegal move"):
            p.push(bad)
    with pytest.raises(TypeError):
        p.push((4, 3))
    assert p.piles == ["2S", "2S", "2C", "2C"] and p.move_stack == []
    with pytest.raises(IndexError):
        p.pop()
    with pytest.raises(ValueError, match="1:4"):
        winnable.Position("2S 1H")
    with pytest.raises(ValueError, match="rule"):
        winnable.Position("2S 2H", rule="leftmost")
    with pytest.raises(ValueError, match="accordion, stacks"):
        winnable.Position(winnable.deal("hitormiss"))
    lost = winnable.Position("AS 2H")
    assert lost.is_game_over() and not lost.is_won()
    assert lost.best_move() is None


def test_stacks_walks_agree_with_the_checker():
    """Stack Management: random walks, the moves hint() lists; where a
    walk ends, the contest checker, given the walk as a proof, accepts
    it exactly when the position says won, and else names the first
    stack still holding cards as the position holds it."""
    rng = random.Random(49)
    won = lost = 0
    for index in range(60):  # 3 suits: walks win; 4: mostly lost deals
        inst = winnable.deal("stacks", 3, index, stacks=4, cards=3 + index % 2,
                             suits=3 + index % 2)
        p = winnable.Position(inst)
        assert p.game == "stacks" and p.stacks == [list(s) for s in
                                                   inst.data["stacks"]]
        while not p.is_game_over():
            p.push(rng.choice(p.legal_moves))
        got = winnable.check("stacks", inst, "Case #1: POSSIBLE\n%s\n"
                             % " ".join(p.move_stack))
        if p.is_won():
            won += 1
            assert got.status == "ok", got
        elif "expected IMPOSSIBLE" not in got.reason:  # a winnable one
            first = next(k for k, s in enumerate(p.stacks, 1) if len(s) > 1)
            assert "stack %d still holds %d cards" % (
                first, len(p.stacks[first - 1])) in got.reason, (got, p)
            lost += 1
        while p.move_stack:
            p.pop()
        assert p.stacks == [list(s) for s in inst.data["stacks"]]
        proof = winnable.solve("stacks", inst)
        if proof.verdict == "win":
            q = winnable.Position(inst)
            for move in proof.moves:
                assert q.hint()[move] == "win"
                q.push(move)
            assert q.is_won()
    assert won and lost, (won, lost)


def test_stacks_refusals():
    inst = winnable.deal("stacks", 1, 0, stacks=4, cards=4, suits=3)
    p = winnable.Position(inst)
    with pytest.raises(ValueError, match="illegal move"):
        p.push("r1")
    with pytest.raises(ValueError, match="stacks"):
        winnable.Position(inst, game="accordion")
    assert winnable.Position(str(inst), game="stacks") == p


def test_a_deal_line_is_read_as_the_library_reads_it():
    # a comment (as `deal accordion --rule revenge --pysol` ends its
    # lines) is no pile, '10S' and '2s' are the cards TS and 2S
    p = winnable.Position("2S 3S # goal 4H")
    assert p.piles == ["2S", "3S"] and p.legal_moves == ["2>1"]
    p.push("2>1")
    assert p.is_won() and p.is_game_over()
    q = winnable.Position("10S 10H 2s")
    assert q.piles == ["TS", "TH", "2S"] and str(q) == "TS TH 2S"
    assert q.legal_moves == ["2>1"]
    q.push("2>1")
    assert q.piles == ["TH", "2S"]
    assert winnable.Position("# a comment\n2S 2S\n").piles == ["2S", "2S"]


def test_what_a_position_is_made_of():
    # bytes as other functions take them; not a number or two instances
    assert winnable.Position(b"2S 2S").piles == ["2S", "2S"]
    with pytest.raises(TypeError, match="not int"):
        winnable.Position(3)
    two = winnable.deal_text("stacks", count=2)
    with pytest.raises(ValueError, match="one instance, found 2"):
        winnable.Position(two, game="stacks")
    one = winnable.deal_text("stacks")
    assert winnable.Position(one.encode(), game="stacks").stacks == \
        winnable.Position(one, game="stacks").stacks
