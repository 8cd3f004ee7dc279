"""Notebook drawings: instances, results and stats have _repr_html_ (the
picture once: no _repr_svg_ beside it, which a notebook would store a
second time; svg() gives it alone); a won Accordion deal draws its whole
winning line, a labelled row per position, small enough for a notebook;
Stats rows suit a DataFrame."""
import re
import xml.dom.minidom

import winnable


def svg_ok(text):
    xml.dom.minidom.parseString(text)  # well-formed
    return text.startswith("<svg")


def test_instances_draw_themselves():
    for game in winnable.GAMES:
        inst = winnable.deal(game, rows=4, cols=5) if game == "outlast" \
            else winnable.deal(game)
        assert svg_ok(inst.svg())
        assert inst._repr_html_().count("<svg") == 1
        assert not hasattr(inst, "_repr_svg_")


def test_a_won_accordion_deal_shows_its_line():
    r = winnable.solve("accordion", "2S 2S 2C 2C", rule="rightmost")
    svg = r.svg()
    assert svg_ok(svg)
    # 4 + 3 + 2 + 1 cards: the deal and the row after each of the 3 moves
    assert svg.count("<use ") == 10
    for k, move in enumerate(["4&gt;3", "3&gt;2", "2&gt;1"], 1):
        assert ">%d. %s</text>" % (k, move) in svg
    html = r._repr_html_()
    assert "4&gt;3 3&gt;2 2&gt;1" in html and html.count("<svg") == 1
    assert not hasattr(r, "_repr_svg_")


def test_a_won_52_card_deal_is_a_small_picture():
    r = winnable.solve("accordion", winnable.deal("accordion", 1, 0))
    assert r.verdict == "win" and len(r.moves) == 51
    html = r._repr_html_()
    svg = r.svg()
    assert html.count("<svg") == 1 and svg_ok(svg)
    assert len(html) < 64 * 1024, len(html)  # 53 rows, 1,378 cards
    width, height = (float(x) for x in
                     re.match(r'<svg[^>]* width="([\d.]+)" height="([\d.]+)"',
                              svg).groups())
    assert width <= 1300 and height <= 1600, (width, height)
    assert ">51. " in svg and svg.count('stroke="#2a7"') == 51


def test_outlast_result_marks_the_winning_moves():
    r = winnable.solve("outlast", "1\n2 2\nX.\n.X\n")
    assert r.moves == ["1,1", "2,2"]
    assert r.svg().count("#2a7") == 2


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
