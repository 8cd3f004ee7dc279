#!/usr/bin/env python3
"""lossrate_table.py DIR: the validation table of issue 38 from the JSON
summaries in DIR (plain-K-*.json from plain stats runs, tilt-K-L-*.json
from bench/runs/lossrate_validate.sh), as Markdown rows."""
import glob, json, math, os, re, sys

def wilson(k, n, z=1.959963984540054):
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (c - h) / d, (c + h) / d

rows = []
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    j = json.load(open(f))
    k = j["options"]["cards"]
    n = j["instances"]
    if "tilt" in j["options"]:
        rows.append((k, float(j["options"]["tilt"]), n, j["losses"],
                     j["loss_rate"], j["loss_ci_low"], j["loss_ci_high"],
                     j["ess"], j["loss_ess"], j["max_loss_weight_share"],
                     j["unknowns"], j["mean_weight"]))
    else:
        lo, hi = wilson(j["losses"], n)
        rows.append((k, -1, n, j["losses"], j["losses"] / n, lo, hi,
                     n, j["losses"], 0, j["unknowns"], 1))
print("| K | lambda | deals | losses | loss rate | 95% CI | ESS | loss ESS "
      "| largest loss share | mean weight | unknowns |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
for r in sorted(rows):
    lam = "plain" if r[1] < 0 else "%g" % r[1]
    print("| %d | %s | %d | %d | %.3g | %.3g to %.3g | %.0f | %.1f | %s "
          "| %.3g | %d |"
          % (r[0], lam, r[2], r[3], r[4], r[5], r[6], r[7], r[8],
             "-" if r[1] < 0 else "%.3f" % r[9], r[11], r[10]))
