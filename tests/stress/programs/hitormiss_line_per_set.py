# hitormiss_line_per_set.py: buggy (Python). A SPOJ HITOMISS solution
# whose simulation is right but whose reader takes each set from one
# line: "n" on the first line, then a line "p v1 ... v52" per set. Right
# on the sample and on any input laid out so; wrong (a crash, RE) when a
# set is broken over lines or shares one, as the statement allows
# ("parse by tokens; whitespace and line breaks vary").
import sys
from collections import deque

STALL = 676


def play(p, deck):
    hands = [deque(deck)] + [deque() for _ in range(p - 1)]
    count = [1] * p
    last = [0] * p
    discarded = quiet = 0
    while discarded < 52 and quiet < STALL:
        passed = [0] * p
        hit = False
        for i in range(p):
            if not hands[i]:
                continue
            top = hands[i].popleft()
            if top == count[i]:
                hit = True
                last[i] = top
                if i + 1 < p:
                    passed[i + 1] = top
                else:
                    discarded += 1
            else:
                hands[i].append(top)
            count[i] = count[i] % 13 + 1
        for i in range(1, p):
            if passed[i]:
                hands[i].append(passed[i])
        quiet = 0 if hit else quiet + 1
    return last if discarded == 52 else None


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    out = []
    for k in range(1, n + 1):
        tokens = [int(t) for t in lines[k].split()]   # the bug
        p, deck = tokens[0], tokens[1:53]
        if len(deck) != 52:
            raise ValueError("set %d: %d values on its line" % (k, len(deck)))
        last = play(p, deck)
        out.append("Case %d: %s" % (k, " ".join(map(str, last))
                                    if last else "unwinnable"))
    print("\n".join(out))


main()
