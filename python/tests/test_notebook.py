"""Notebook drawings: instances, results and stats have _repr_html_ (and
_repr_svg_ where a picture fits); a won Accordion deal draws its whole
winning line, a row per position; Stats rows suit a DataFrame."""
import xml.dom.minidom

import winnable


def svg_ok(text):
    xml.dom.minidom.parseString(text)  # well-formed
    return text.startswith("<svg")


def test_instances_draw_themselves():
    for game in winnable.GAMES:
        inst = winnable.deal(game, rows=4, cols=5) if game == "outlast" \
            else winnable.deal(game)
        assert svg_ok(inst._repr_svg_())
        assert "<svg" in inst._repr_html_()


def test_a_won_accordion_deal_shows_its_line():
    r = winnable.solve("accordion", "2S 2S 2C 2C", rule="rightmost")
    svg = r._repr_svg_()
    assert svg_ok(svg)
    # 4 + 3 + 2 + 1 cards: the deal and the row after each of the 3 moves
    assert svg.count("<rect") == 10
    html = r._repr_html_()
    assert "4&gt;3 3&gt;2 2&gt;1" in html and "<svg" in html


def test_outlast_result_marks_the_winning_moves():
    r = winnable.solve("outlast", "1\n2 2\nX.\n.X\n")
    assert r.moves == ["1,1", "2,2"]
    assert r._repr_svg_().count("#2a7") == 2


def test_stats_object():
    s = winnable.stats("accordion", 100, cards=12, threads=2)
    low, high = s.interval
    assert 0 <= low <= s.rate <= high <= 1
    assert s.instances == s.wins + s.losses + s.unknowns == len(s.rows)
    assert set(s.rows[0]) == {"index", "verdict", "states", "seconds"}
    assert "95% interval" in s._repr_html_()
    try:
        import pandas
    except ImportError:
        return
    assert len(pandas.DataFrame(s.rows)) == 100


def test_typed_package():
    import os
    assert os.path.exists(os.path.join(os.path.dirname(winnable.__file__),
                                       "py.typed"))
    assert winnable.solve.__annotations__["return"] in ("Result",
                                                        winnable.Result)
