"""Ctrl-C: SIGINT to a process in a long solve, hint, stats or check raises
KeyboardInterrupt there, also when the module was first imported off the
main thread; a stats() interrupted keeps the deals it decided."""
import signal
import subprocess
import sys
import threading
import time

import pytest

# Each call runs far longer than BOUND when nothing stops it (solve and
# stats of a 100 x 100 board: more than 45 s; 60,000 Accordion cards
# about a minute): a call that ignored the signal would run past BOUND.
LONG = {
    "solve": "winnable.solve('outlast', winnable.deal('outlast', rows=100,"
             " cols=100))",
    "hint": "winnable.hint('outlast', winnable.deal('outlast', rows=100,"
            " cols=100))",
    "stats": "winnable.stats('outlast', 50, rows=100, cols=100, threads=2)",
    "accordion": "winnable.solve('accordion', winnable.deal('accordion',"
                 " cards=60000))",
    "check": "winnable.check('outlast', winnable.deal_text('outlast',"
             " rows=100, cols=100), 'Case #1: 0\\n', max_memory=0)",
}
# The signal is answered in 0.03-0.2 s on a quiet machine (the poll runs
# every 20 ms of search); BOUND leaves a hundred times that for a loaded
# one, and stays well below the calls' own length.
BOUND = 20.0
# The module imported by another thread first: signals still reach the
# searches run from the main thread.
OFF_MAIN = ("import threading\nt = threading.Thread(target=lambda: "
            "__import__('winnable'))\nt.start()\nt.join()\n")


def interrupt(code):
    """Run code in a child, SIGINT it once it prints 'go' (and 0.3 s
    more, into the search); (stdout, stderr, seconds to the end)."""
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    assert p.stdout.readline() == "go\n"
    time.sleep(0.3)
    assert p.poll() is None, "the call ended before the signal"
    sent = time.monotonic()
    p.send_signal(signal.SIGINT)
    try:
        out, err = p.communicate(timeout=3 * BOUND)
    finally:
        p.kill()
    return out, err, time.monotonic() - sent


@pytest.mark.parametrize("call,where", [(c, "main") for c in sorted(LONG)]
                         + [("solve", "off_main"), ("stats", "off_main")])
def test_ctrl_c_interrupts(call, where):
    code = ((OFF_MAIN if where == "off_main" else "")
            + "import sys, winnable\nsys.stdout.write('go\\n')\n"
            "sys.stdout.flush()\n" + LONG[call] + "\nprint('finished')\n")
    out, err, waited = interrupt(code)
    assert "KeyboardInterrupt" in err and "finished" not in out
    assert waited < BOUND, "KeyboardInterrupt after %.2f s" % waited


def test_interrupted_stats_keeps_the_deals_decided():
    code = '''
import sys, winnable
said = []
def progress(k):
    if not said:
        print("go", flush=True)
        said.append(k)
try:
    winnable.stats("accordion", 10**8, cards=24, threads=2,
                   progress=progress)
except winnable.Interrupted as e:
    s = e.stats
    assert isinstance(e, KeyboardInterrupt)
    assert 0 < s.instances < s.requested == 10**8 and not s.complete
    assert s.instances == len(s.rows) == s.wins + s.losses + s.unknowns
    index = [r["index"] for r in s.rows]
    assert index == sorted(set(index))
    for r in s.rows[:: max(1, len(s.rows) // 20)]:  # real decisions
        deal = winnable.deal("accordion", 1, r["index"], cards=24)
        assert winnable.solve("accordion", deal).verdict == r["verdict"], r
    print("kept", s.instances, repr(s))
'''
    out, err, waited = interrupt(code)
    assert "kept" in out, err
    assert "interrupted after" in out
