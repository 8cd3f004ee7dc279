"""The README's Python section runs as written: its >>> lines are a
doctest (WINNABLE_README names the file; else the repository's)."""
import doctest
import os

import pytest

README = os.environ.get("WINNABLE_README") or os.path.join(
    os.path.dirname(__file__), "..", "..", "README.md")


@pytest.mark.skipif(not os.path.exists(README), reason="no README.md here")
def test_readme_python_section():
    failed, attempted = doctest.testfile(README, module_relative=False,
                                         report=True)
    assert attempted >= 10 and failed == 0
