#!/usr/bin/env python3
"""interactive.py WINNABLE [pipe|pty]: answers come as soon as an
instance's last line has arrived, before the input ends.

Drives the real program as a front end would: writes one instance,
waits (with a timeout, so a regression fails instead of hanging) for
its answer while standard input stays open, then writes the next one.
'pipe' runs every solving command and hint on pipes (stdin and stdout
both pipes, so both the reading and the flushing of answers count);
one instance is written in two pieces, split inside its line, so a
line that arrives over two reads is tested too, and a malformed line
must end the run at once (exit 2, file:line:col) with the input open. 'pty' runs Accordion
and Hit or Miss on a pseudo-terminal, as a player pasting a line does.
Exit 0 when all pass, 1 naming each failure.
"""
import os
import pty
import re
import select
import subprocess
import sys
import termios
import time

TIMEOUT = 10.0  # seconds for one answer; a fixed program answers in ms
BIN = sys.argv[1]
MODE = sys.argv[2] if len(sys.argv) > 2 else "pipe"
failures = []


def deal(*args):
    return subprocess.run([BIN, "deal", *args], check=True,
                          capture_output=True).stdout


def lines(data):
    return data.decode().splitlines(keepends=True)


class Program:
    """The running program: bytes it printed on self.out, not yet read,
    wait in self.buf; a terminal turns line ends into CR LF."""

    def read_lines(self, n):
        """The next n lines, or None when they do not come in time."""
        end = time.monotonic() + TIMEOUT
        while self.buf.count(b"\n") < n:
            left = end - time.monotonic()
            if left <= 0 or not select.select([self.out], [], [], left)[0]:
                return None
            try:
                chunk = os.read(self.out, 65536)
            except OSError:  # a terminal whose program has ended
                chunk = b""
            if not chunk:
                return None
            self.buf += chunk.replace(b"\r", b"")
        got = self.buf.split(b"\n")
        self.buf = b"\n".join(got[n:])
        return [g.decode() + "\n" for g in got[:n]]


class Pipe(Program):
    """The program on pipes, as a front end drives it."""

    def __init__(self, args):
        self.p = subprocess.Popen([BIN, *args], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE)
        self.out = self.p.stdout.fileno()
        self.buf = b""

    def send(self, data):
        self.p.stdin.write(data)
        self.p.stdin.flush()

    def close(self):
        self.p.stdin.close()
        rest = self.p.stdout.read()
        self.p.wait(timeout=TIMEOUT)
        return self.buf + rest, self.p.returncode


class Pty(Program):
    """The program on a pseudo-terminal (echo off), as a player sees it."""

    def __init__(self, args):
        self.pid, self.out = pty.fork()
        if self.pid == 0:
            os.execv(BIN, [BIN, *args])
        attrs = termios.tcgetattr(self.out)  # before anything is typed
        attrs[3] &= ~termios.ECHO
        termios.tcsetattr(self.out, termios.TCSANOW, attrs)
        self.buf = b""

    def send(self, data):
        os.write(self.out, data)

    def close(self):
        os.write(self.out, b"\x04")  # ^D: the end of input at a terminal
        end = time.monotonic() + TIMEOUT
        while True:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > end:  # still waiting for input: end it
                os.kill(self.pid, 9)
                _, status = os.waitpid(self.pid, 0)
                break
            if select.select([self.out], [], [], 0.05)[0]:
                try:
                    self.buf += os.read(self.out, 65536)
                except OSError:
                    pass
        os.close(self.out)
        rest = self.buf.replace(b"\r", b"")
        return rest, os.waitstatus_to_exitcode(status)


def timeless(text):
    """text without the --json timings, which differ from run to run."""
    return re.sub(r'"seconds":[0-9.]+', '"seconds":_', text)


def session(name, args, steps, expect_all, split=False):
    """steps: (bytes to send, answer lines then expected). The answers
    joined must equal expect_all (the program's answer to the whole
    input, run once from a file), so the order and text are right too."""
    global TIMEOUT
    proc = (Pty if MODE == "pty" else Pipe)(args)
    seen = []
    try:
        for k, (data, nlines) in enumerate(steps):
            if split and k == 0 and len(data) > 8:
                cut = len(data) // 2  # inside the first line
                proc.send(data[:cut])
                time.sleep(0.05)
                proc.send(data[cut:])
            else:
                proc.send(data)
            got = proc.read_lines(nlines) if nlines else []
            if got is None:
                failures.append(f"{name}: no answer to step {k + 1} within "
                                f"{TIMEOUT:.0f} s with the input still open")
                TIMEOUT = 1.0  # broken: the other cases need not wait long
                return
            seen += got
    finally:
        rest, status = proc.close()
    if status != 0:
        failures.append(f"{name}: exit status {status}")
    if timeless("".join(seen) + rest.decode()) != timeless(expect_all):
        failures.append(f"{name}: answers {''.join(seen)!r} + {rest!r}, "
                        f"expected {expect_all!r}")


def whole(args, data):
    return subprocess.run([BIN, *args], input=data, check=True,
                          capture_output=True).stdout.decode()


def per_line(name, args, data, split=False):
    """One instance a line, one answer line each."""
    steps = [(ln.encode(), 1) for ln in lines(data)]
    session(name, args, steps, whole(args, data), split)


def contest(name, args, head, cases, answer_lines=1):
    """A contest input: head (the count line, and whatever comes before
    the first case), then each case's lines."""
    data = head + b"".join(cases)
    steps = [(head, 0)] + [(c, answer_lines) for c in cases]
    session(name, args, steps, whole(args, data))


def split_cases(data, first, sizes):
    """data's lines: 'first' of them the head, then cases of sizes[k]."""
    ls = [ln.encode() for ln in lines(data)]
    head = b"".join(ls[:first])
    cases, at = [], first
    for s in sizes:
        cases.append(b"".join(ls[at:at + s]))
        at += s
    assert at == len(ls)
    return head, cases


def bad_line(deal_line):
    """A malformed line after a good one, input still open: the answer
    to the first, then at once the file:line:col message and exit 2."""
    global TIMEOUT
    p = subprocess.Popen([BIN, "accordion"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        p.stdin.write(deal_line + b"2S 1X\n")
        p.stdin.flush()
        status = p.wait(timeout=TIMEOUT)  # no need to close the input
    except subprocess.TimeoutExpired:
        failures.append("bad line: still running with the input open")
        TIMEOUT = 1.0
        p.kill()
        p.wait()
        return
    out, err = p.stdout.read(), p.stderr.read()
    p.stdin.close()
    want = ('<stdin>:2:4: expected a card like 7H, found "1X"\n', 2)
    if out.decode() != whole(["accordion"], deal_line) or \
            (err.decode(), status) != want:
        failures.append(f"bad line: {out!r}, {err!r}, exit {status}")


def main():
    acc = deal("accordion", "--seed", "5", "--count", "3")
    hm = deal("hitormiss", "--seed", "2", "--count", "3")
    hm_decks = b"".join(  # the same decks as deck lines of cards
        " ".join("A23456789TJQK"[int(v) - 1] + "S"
                 for v in ln.split()[1:]).encode() + b"\n"
        for ln in lines(hm)[1:])
    if MODE == "pty":
        per_line("pty accordion", ["accordion"], acc)
        per_line("pty hitormiss", ["hitormiss"], hm_decks)
    else:
        per_line("accordion", ["accordion"], acc, split=True)
        bad_line(lines(acc)[0].encode())
        per_line("accordion --json", ["accordion", "--json"], acc)
        # deals decided two at a time: each answer still comes before
        # the next line is read (the jobs in flight print first)
        per_line("accordion --threads 2", ["accordion", "--threads", "2"],
                 acc, split=True)
        per_line("hint accordion", ["hint", "accordion"], acc)
        per_line("hitormiss deck lines", ["hitormiss"], hm_decks)
        per_line("hitormiss --json", ["hitormiss", "--json"], hm_decks)
        contest("accordion contest", ["accordion"], b"",
                [b"3\n2S 2S 2C\n", b"2\n2S 3D\n", b"1\nKH\n"])
        contest("accordion contest --threads 3",
                ["accordion", "--threads", "3"], b"",
                [b"3\n2S 2S 2C\n", b"2\n2S 3D\n", b"1\nKH\n"])
        head, cases = split_cases(hm, 1, [1, 1, 1])
        contest("hitormiss contest", ["hitormiss"], head, cases)
        contest("hitormiss contest --moves", ["hitormiss", "--moves"],
                head, cases, 2)
        ol = deal("outlast", "--seed", "4", "--count", "3", "--rows", "3",
                  "--cols", "4")
        head, cases = split_cases(ol, 1, [4, 4, 4])
        contest("outlast", ["outlast"], head, cases)
        contest("hint outlast", ["hint", "outlast"], head, cases)
        st = deal("stacks", "--seed", "6", "--count", "3")
        npre = int(st.split(b"\n", 1)[0])
        head, cases = split_cases(st, npre + 2, [2, 2, 2])
        contest("stacks", ["stacks"], head, cases)
        contest("hint stacks", ["hint", "stacks"], head, cases)
    for f in failures:
        print("FAIL", f)
    print(f"interactive ({MODE}): {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
