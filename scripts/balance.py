#!/usr/bin/env python3
"""Balance check (issue 14): plays a scenario N times computer against
computer and prints each side's wins, draws and the VP difference.

    python3 scripts/balance.py SCENARIO [--games 40] [--first-seed 1] [--jobs 1] [--player ai] [--turns K] [--cli PATH]

Seeds are FIRST..FIRST+N-1 (default 1..N); --jobs plays that many games at
once (keep it at 2 or below on a shared machine); the player (default ai, the computer opponent; or greedy,
scripted, passive) plays both sides. The figures go to docs/SCENARIOS.md
with the player used. The long soak (tests/soak/tst_soak.cpp with
HARDTACK_SOAK_GAMES=40 and HARDTACK_SOAK_SCENARIOS=NN) plays the same games
with the invariants checked and prints the same tally.
"""
import argparse
import concurrent.futures
import json
import statistics
import subprocess
import sys

sys.dont_write_bytecode = True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("scenario")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--player", default="ai", choices=["ai", "greedy", "scripted", "passive"])
    ap.add_argument("--turns", type=int)
    ap.add_argument("--cli", default="build/default/src/cli/hardtack-cli")
    a = ap.parse_args()
    wins = {"union": 0, "confederate": 0, None: 0}
    diffs, levels = [], {}
    def play(seed):
        cmd = [a.cli, "play", a.scenario, "--union", a.player, "--confederate", a.player,
               "--seed", str(seed), "--json"]
        if a.turns:
            cmd += ["--turns", str(a.turns)]
        return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)

    seeds = range(a.first_seed, a.first_seed + a.games)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        games = list(pool.map(play, seeds))
    for d in games:
        wins[d["winner"]] += 1
        diffs.append(d["vp"]["union"] - d["vp"]["confederate"])
        lv = d["result"]["union"]
        levels[lv] = levels.get(lv, 0) + 1
    n = a.games
    print(f"{a.scenario}: {n} games, seeds {a.first_seed}..{a.first_seed + n - 1} ({a.player} v {a.player}{', --turns %d' % a.turns if a.turns else ''}): "
          f"Union {wins['union']} ({100 * wins['union'] / n:.0f}%), Confederate {wins['confederate']} "
          f"({100 * wins['confederate'] / n:.0f}%), draws {wins[None]}; VP difference (Union - Confederate) "
          f"median {statistics.median(diffs):.0f}, range {min(diffs)}..{max(diffs)}; Union results {levels}")


if __name__ == "__main__":
    main()
