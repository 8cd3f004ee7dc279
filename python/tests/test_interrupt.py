"""Ctrl-C: SIGINT to a process in a long solve, hint, stats or check raises
KeyboardInterrupt there at once: within a bound of the CPU time the
process spends after the signal (work, not the clock: a busy machine
stretches the wall time, not the work)."""
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

LONG = {
    "solve": "winnable.solve('outlast', winnable.deal('outlast', rows=100,"
             " cols=100))",
    "hint": "winnable.hint('outlast', winnable.deal('outlast', rows=100,"
            " cols=100))",
    "stats": "winnable.stats('outlast', 50, rows=100, cols=100, threads=2)",
    "accordion": "winnable.solve('accordion', winnable.deal('accordion',"
                 " cards=10000))",
    "check": "winnable.check('outlast', winnable.deal_text('outlast',"
             " rows=100, cols=100), 'Case #1: 0\\n', max_memory=0)",
}


def cpu_seconds(pid):
    """User and system CPU seconds process pid has used so far."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.parametrize("call", sorted(LONG))
def test_ctrl_c_interrupts(call):
    code = ("import sys, winnable\nsys.stdout.write('go\\n')\n"
            "sys.stdout.flush()\n" + LONG[call] + "\nprint('finished')\n")
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    # a call that ignores the signal runs for minutes: end it, and fail
    guard = threading.Timer(300, p.kill)
    guard.start()
    try:
        assert p.stdout.readline() == "go\n"
        time.sleep(0.3)  # into the search
        assert p.poll() is None, "the call ended before the signal"
        before = cpu_seconds(p.pid)
        p.send_signal(signal.SIGINT)
        out, err = p.stdout.read(), p.stderr.read()
        _, _, usage = os.wait4(p.pid, 0)
        p.returncode = 0  # reaped here: Popen must not wait for it again
    finally:
        guard.cancel()
        p.stdout.close()
        p.stderr.close()
    after = usage.ru_utime + usage.ru_stime - before
    assert "KeyboardInterrupt" in err and "finished" not in out
    # typically 0.01-0.1 s of CPU, whatever the machine's load; a call
    # that ignores the signal spends tens of seconds
    assert after < 2.0, "KeyboardInterrupt after %.2f s of CPU" % after
