#!/usr/bin/env python3
"""Acceptance 2 of issue #13: plays seeded AI-vs-AI wars with hardtack-cli
campaign and prints the tally: wins per side, victory reasons, the turn the
wars ended, land and naval battles, and the time a war took.

    scripts/campaign-balance.py [--cli build/default/src/cli/hardtack-cli]
        [--file scenarios/campaign/1861.json] [--seeds 1-100] [--jobs 2] [--json]

Every war must end with a winner and a reason, with every score of its
history in [0, 1000]; the exit code is 1 if one does not (or the CLI fails).
Standard library only."""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def seeds_of(text):
    out = []
    for part in text.split(","):
        if "-" in part:
            lo, hi = part.split("-")
            out.extend(range(int(lo), int(hi) + 1))
        else:
            out.append(int(part))
    return out


def play(cli, file, seed):
    """One war; its wall time and its CPU time (user + system, from wait4:
    on a shared machine the CPU time is the figure to compare)."""
    start = time.monotonic()
    p = subprocess.Popen([cli, "campaign", file, "--union", "ai", "--confederate", "ai", "--seed", str(seed), "--json"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out = p.stdout.read()
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    elapsed = time.monotonic() - start
    cpu = usage.ru_utime + usage.ru_stime
    if p.returncode != 0:
        return {"seed": seed, "error": err.strip(), "seconds": elapsed, "cpu": cpu}
    war = json.loads(out)
    war["seed"] = seed
    war["seconds"] = elapsed
    war["cpu"] = cpu
    return war


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cli", default=os.path.join(ROOT, "build/default/src/cli/hardtack-cli"))
    ap.add_argument("--file", default=os.path.join(ROOT, "scenarios/campaign/1861.json"))
    ap.add_argument("--seeds", default="1-100")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true", help="print every war's summary as JSON lines too")
    args = ap.parse_args()

    seeds = seeds_of(args.seeds)
    wall = time.monotonic()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        wars = list(pool.map(lambda s: play(args.cli, args.file, s), seeds))
    wall = time.monotonic() - wall

    bad = []
    wins = {"union": 0, "confederate": 0}
    reasons = {}
    turns, seconds, cpu, land, naval = [], [], [], [], []
    for w in wars:
        if "error" in w:
            bad.append("seed %d: %s" % (w["seed"], w["error"]))
            continue
        if args.json:
            print(json.dumps({k: w[k] for k in ("seed", "winner", "reason", "turn", "campaign", "scores", "battles")}))
        if w.get("winner") not in wins or not w.get("reason"):
            bad.append("seed %d: no winner or reason" % w["seed"])
            continue
        for h in w["history"]:
            for k in ("unionMorale", "confederateMorale", "opinion"):
                if not 0 <= h[k] <= 1000:
                    bad.append("seed %d: %s %s in turn %d" % (w["seed"], k, h[k], h["turn"]))
        wins[w["winner"]] += 1
        key = (w["winner"], w["reason"])
        reasons[key] = reasons.get(key, 0) + 1
        turns.append(w["turn"])
        seconds.append(w["seconds"])
        cpu.append(w["cpu"])
        land.append(w["battles"]["land"])
        naval.append(w["battles"]["naval"])

    n = sum(wins.values())
    print("%d wars (%s, seeds %s), %d ended with a winner and a reason" % (len(wars), os.path.relpath(args.file, ROOT), args.seeds, n))
    if n:
        for side in ("union", "confederate"):
            print("  %-12s %3d wins (%.0f%%)" % (side, wins[side], 100.0 * wins[side] / n))
        print("  by reason:")
        for (side, reason), count in sorted(reasons.items()):
            print("    %-12s %-13s %3d" % (side, reason, count))
        print("  turn the war ended: median %g, min %d, max %d" % (statistics.median(turns), min(turns), max(turns)))
        print("  battles per war: land median %g, naval median %g" % (statistics.median(land), statistics.median(naval)))
        print("  CPU seconds per war: median %.2f, max %.2f" % (statistics.median(cpu), max(cpu)))
        print("  wall seconds per war: median %.2f, max %.2f (wall %.1f s for all, %d jobs)"
              % (statistics.median(seconds), max(seconds), wall, args.jobs))
    for b in bad:
        print("BAD: " + b)
    try:
        print("  load average: %.2f %.2f %.2f" % os.getloadavg())
    except OSError:
        pass
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
