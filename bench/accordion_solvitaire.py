#!/usr/bin/env python3
"""accordion_solvitaire.py: one Accordion variant decided by winnable and
by Solvitaire (github:thecharlieblake/Solvitaire), deal by deal, each
deal in a process of its own on each side. Prints one line of figures
for the variant: deals, verdicts that agree or disagree, deals either
side left unknown (killed at the cap), and each side's CPU seconds (user
+ system of its process) in total and median, with Solvitaire's over
winnable's. Figures only; never fails. bench/accordion_solvitaire.sh
calls it once per variant.

usage: accordion_solvitaire.py SOLVITAIRE WINNABLE DEALS SEC MOVES POLICIES
                               NAME [WINNABLE_OPTION...]
  DEALS     deal lines of card tokens ("AH 8S TD"), as `winnable deal`
            prints them; '#' lines and blank lines are skipped
  SEC       CPU seconds per deal and side (whole seconds): stopped there,
            a deal is unknown on that side
  MOVES     Solvitaire's move distances, comma-separated: L1,L3,R1,R3
  POLICIES  Solvitaire's accordion build policies, comma-separated:
            same-rank,same-suit,red-black,any-suit
  NAME      the variant's name on the line printed
  WINNABLE_OPTION...  given to `winnable accordion` before the deal file

Solvitaire reads its rules and each deal as JSON (its --custom-rules and
input files): the rules name the row size, so each row length gets a
rules file of its own; a card token's rank T is "10" there. Each deal
that disagrees or is unknown on either side gets a line on stderr: both
verdicts and the deal.
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile

HEADER = ("variant", "deals", "agree", "disagree", "unk_w", "unk_s",
          "wins", "w_cpu_s", "w_med_ms", "s_cpu_s", "s_med_ms", "s/w")
ROW = "%-16s %5s %5s %8s %5s %5s %5s %8s %8s %8s %8s %6s"


def solvitaire_rules(size, moves, policies):
    """Solvitaire's custom rules: a row of 'size' piles and nothing else."""
    return {"foundations": {"present": False},
            "tableau piles": {"count": 0},
            "accordion": {"size": size, "moves": moves,
                          "build policies": policies}}


def solvitaire_deal(tokens):
    """Solvitaire's deal: the row left to right, rank T written 10."""
    return {"accordion": [("10" + t[1:]) if t[0] in "Tt" else t
                          for t in tokens]}


def run(argv, sec):
    """(stdout, cpu seconds) of argv; stdout None if stopped at the cap.

    The cap is CPU time (RLIMIT_CPU: SIGXCPU at sec, SIGKILL a second
    later), so a loaded machine stops no deal earlier than a quiet one;
    a wall clock of 20 times sec catches a process that sleeps."""
    def cap():
        s = max(1, int(sec + 0.5))
        resource.setrlimit(resource.RLIMIT_CPU, (s, s + 1))

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, preexec_fn=cap,
                         stderr=subprocess.DEVNULL, text=True)
    try:
        out, _ = p.communicate(timeout=20 * sec)
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        out = None
    if p.returncode < 0:
        out = None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime -
                                                 before.ru_stime)
    return out, cpu


def winnable_verdict(out):
    """win / loss / unknown from `winnable accordion --json` output."""
    if out is None:
        return "unknown"
    try:
        return json.loads(out.splitlines()[0]).get("verdict", "unknown")
    except (ValueError, IndexError):
        return "unknown"


def solvitaire_verdict(out):
    """win / loss / unknown from Solvitaire's 'Solution Type:' line."""
    for line in (out or "").splitlines():
        if line.startswith("Solution Type: "):
            kind = line.split(": ", 1)[1].strip()
            return {"solved": "win", "unsolvable": "loss"}.get(kind,
                                                               "unknown")
    return "unknown"


def deal_lines(path):
    with open(path) as f:
        for line in f:
            tokens = line.split()
            if tokens and not tokens[0].startswith("#"):
                yield tokens


def compare(args, tmp):
    sol, win, deals, sec, moves, policies, name = args[:7]
    wopts = args[7:]
    sec = float(sec)
    moves, policies = moves.split(","), policies.split(",")
    rules_paths = {}
    tally = dict(deals=0, agree=0, disagree=0, unk_w=0, unk_s=0, wins=0)
    wcpu, scpu = [], []
    for tokens in deal_lines(deals):
        n = len(tokens)
        if n not in rules_paths:
            rules_paths[n] = os.path.join(tmp, "rules%d.json" % n)
            with open(rules_paths[n], "w") as f:
                json.dump(solvitaire_rules(n, moves, policies), f)
        with open(os.path.join(tmp, "deal.json"), "w") as f:
            json.dump(solvitaire_deal(tokens), f)
        with open(os.path.join(tmp, "deal.txt"), "w") as f:
            f.write(" ".join(tokens) + "\n")
        out, c = run([win, "accordion", "--json", *wopts,
                      os.path.join(tmp, "deal.txt")], sec)
        wv = winnable_verdict(out)
        wcpu.append(c)
        out, c = run([sol, "--custom-rules", rules_paths[n],
                      os.path.join(tmp, "deal.json")], sec)
        sv = solvitaire_verdict(out)
        scpu.append(c)
        tally["deals"] += 1
        if wv == "unknown" or sv == "unknown":
            tally["unk_w"] += wv == "unknown"
            tally["unk_s"] += sv == "unknown"
            print("unknown %s: winnable %s, solvitaire %s: %s"
                  % (name, wv, sv, " ".join(tokens)), file=sys.stderr)
        elif wv == sv:
            tally["agree"] += 1
            tally["wins"] += wv == "win"
        else:
            tally["disagree"] += 1
            print("disagree %s: winnable %s, solvitaire %s: %s"
                  % (name, wv, sv, " ".join(tokens)), file=sys.stderr)
    return tally, wcpu, scpu


def main(argv):
    if argv[:1] == ["--header"]:
        print(ROW % HEADER)
        return 0
    if len(argv) < 7:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        t, wcpu, scpu = compare(argv, tmp)
    if not t["deals"]:
        print("%s: no deals" % argv[6])
        return 0
    ratio = sum(scpu) / sum(wcpu) if sum(wcpu) > 0 else float("nan")
    ratio = ("%.1f" if ratio >= 1 else "%.3f") % ratio
    print(ROW % (argv[6], t["deals"], t["agree"], t["disagree"], t["unk_w"],
                 t["unk_s"], t["wins"], "%.2f" % sum(wcpu),
                 "%.1f" % (1000 * statistics.median(wcpu)),
                 "%.2f" % sum(scpu),
                 "%.1f" % (1000 * statistics.median(scpu)), ratio))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
