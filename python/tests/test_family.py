"""The Accordion family from Python: rule names and knobs as keyword
options of solve, iter_solve, hint, check_line and check, typed and
checked as the command line checks them, each proof replayed by the
library's checker under the rules it was found under."""
import pytest

import winnable

RELAXED_ONLY = "4D 9C 7C 5D 6C 2D 4S AC 6S"   # classic: lost
REVENGE = "TD JC 9C 7D AS 2S 9D 2D 2C"
BAYAN = "3S 5H JD 6H KH JS 9C TH 8S 9S"


def test_relaxed_wins_what_classic_loses():
    won = winnable.solve("accordion", RELAXED_ONLY, rule="relaxed")
    assert won.verdict == "win"
    assert any(int(m.split(">")[0]) < int(m.split(">")[1])
               for m in won.moves)  # a pile moved right
    assert winnable.check_line(RELAXED_ONLY, won.moves, rule="relaxed") \
        == (True, "")
    assert not winnable.check_line(RELAXED_ONLY, won.moves)[0]
    assert winnable.solve("accordion", RELAXED_ONLY).verdict == "loss"


def test_revenge_goal_decides():
    assert winnable.solve("accordion", REVENGE, rule="revenge",
                          goal="9C").verdict == "win"
    assert winnable.solve("accordion", REVENGE, rule="revenge",
                          goal="JC").verdict == "loss"
    with pytest.raises(ValueError, match="goal"):
        winnable.solve("accordion", REVENGE, rule="revenge")


def test_bayan_pairs_empty_the_row():
    won = winnable.solve("accordion", BAYAN, rule="bayan")
    assert won.verdict == "win" and len(won.moves) == 5  # 10 cards, pairs
    assert winnable.check_line(BAYAN, won.moves, rule="bayan") == (True, "")
    assert winnable.check_line(BAYAN, won.moves, left=[1, 3], right="1,3",
                               pairs=True) == (True, "")


def test_knobs_spelt_either_way_and_presets_by_knobs():
    deals = winnable.deal_text("accordion", 5, 0, 25, cards=9)
    by_name = [r.verdict for r in winnable.iter_solve(
        "accordion", deals, rule="relaxed")]
    by_knobs = [r.verdict for r in winnable.iter_solve(
        "accordion", deals, right=[1, 3])]
    by_text = [r.verdict for r in winnable.iter_solve(
        "accordion", deals, left="1,3", right="1,3", match="rank,suit")]
    assert by_name == by_knobs == by_text
    assert "win" in by_name and "loss" in by_name
    custom = winnable.solve("accordion", "AS 2H 3C 4D 5S", left=[1],
                            match=["red-black"], win_piles=2)
    assert custom.verdict == "win" and len(custom.moves) == 3


def test_hint_under_rules():
    hints = winnable.hint("accordion", RELAXED_ONLY, rule="relaxed")
    assert hints["1>4"] == "win"
    assert "1>4" not in winnable.hint("accordion", RELAXED_ONLY)
    after = winnable.hint("accordion", BAYAN, rule="bayan", after="3>6")
    assert after and "win" in after.values()


def test_check_judges_under_the_rule(tmp_path):
    deals = "\n".join([RELAXED_ONLY, REVENGE]) + "\n"
    out = "".join("%s\n%s\n" % (r.answer, " ".join(r.moves))
                  if r.moves else r.answer + "\n"
                  for r in winnable.iter_solve("accordion", deals,
                                               rule="relaxed"))
    assert winnable.check("accordion", deals, out.encode(),
                          rule="relaxed").ok
    assert winnable.check("accordion", deals, out.encode()).code == 1


# bad rule keywords and what they raise: also refused by Position
# (test_position_family.py) with the same errors
BAD_RULES = [
    ({"rule": "relaxd"}, ValueError),
    ({"rule": "rightmost", "left": [1]}, ValueError),
    ({"left": [0]}, ValueError),
    ({"right": [17]}, ValueError),
    ({"left": "1;3"}, ValueError),
    ({"left": [True]}, TypeError),
    ({"left": []}, ValueError),             # no move distance: no game
    ({"match": ["colour"]}, ValueError),
    ({"match": []}, ValueError),
    ({"win_piles": -1}, ValueError),
    ({"win_piles": "2"}, TypeError),
    ({"pairs": 1}, TypeError),
    ({"goal": "1X", "rule": "revenge"}, ValueError),
    ({"goal": 12}, TypeError),
    ({"rule": "bayan", "goal": "QS"}, ValueError),
    ({"rule": "revenge"}, ValueError),      # no goal
]


@pytest.mark.parametrize("options,error", BAD_RULES)
def test_bad_rules(options, error):
    with pytest.raises(error):
        winnable.solve("accordion", "AS 2S", **options)


def test_knobs_are_accordion_only():
    with pytest.raises(ValueError, match="accordion"):
        winnable.solve("stacks", "1\n2 1\n1 2\n1\n1 1\n1\n", rule="relaxed")


def test_stats_under_rules():
    run = winnable.stats("accordion", 30, seed=4, cards=9, rule="relaxed")
    by_solve = [r.verdict for r in winnable.iter_solve(
        "accordion", winnable.deal_text("accordion", 4, 0, 30, cards=9),
        rule="relaxed")]
    assert run.wins == by_solve.count("win") > 0
    assert winnable.stats("accordion", 30, seed=4, cards=9).wins \
        < run.wins  # relaxed wins more than classic
    with pytest.raises(ValueError, match="goal"):
        winnable.stats("accordion", 3, rule="revenge")
