#!/usr/bin/env python3
"""input_read.py: how fast `winnable` reads big inputs from a file and
through a pipe (`cat FILE | winnable ...`), the two ways its reader
refills (one read(2) of what has arrived). Prints, for each binary, the
least CPU time (user + sys of winnable alone) and the least wall time of
RUNS runs, binaries taken in turn so load hits them alike. Figures
only; never fails.

usage: bench/input_read.py [--runs N] WINNABLE... -- GAME [OPTIONS] FILE
  e.g. build/winnable deal accordion --count 1000000 --cards 10 > /tmp/a10
       nice -n 10 bench/input_read.py old/winnable build/winnable -- \\
           accordion /tmp/a10
"""
import os
import subprocess
import sys
import time


def run_once(binary, args, path, pipe):
    """(cpu, wall) seconds of one run of binary on path."""
    t0 = time.perf_counter()
    if pipe:
        cat = subprocess.Popen(["cat", path], stdout=subprocess.PIPE)
        p = subprocess.Popen([binary, *args], stdin=cat.stdout,
                             stdout=subprocess.DEVNULL)
        cat.stdout.close()
    else:
        p = subprocess.Popen([binary, *args, path], stdout=subprocess.DEVNULL)
    _, _, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    if pipe:
        cat.wait()
    return ru.ru_utime + ru.ru_stime, wall


def main(argv):
    runs = 10
    if argv[:1] == ["--runs"]:
        runs, argv = int(argv[1]), argv[2:]
    if "--" not in argv or len(argv) < argv.index("--") + 3:
        sys.exit(__doc__)
    cut = argv.index("--")
    binaries, args, path = argv[:cut], argv[cut + 1:-1], argv[-1]
    for pipe in (False, True):
        best = {b: [float("inf")] * 2 for b in binaries}
        for _ in range(runs):
            for b in binaries:
                cpu, wall = run_once(b, args, path, pipe)
                best[b] = [min(best[b][0], cpu), min(best[b][1], wall)]
        for b in binaries:
            print(f"{'pipe' if pipe else 'file'} {' '.join(args)} "
                  f"{os.path.basename(path)} {b}: least cpu "
                  f"{best[b][0] * 1e3:.1f} ms, least wall "
                  f"{best[b][1] * 1e3:.1f} ms ({runs} runs)")


if __name__ == "__main__":
    main(sys.argv[1:])
