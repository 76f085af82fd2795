#!/usr/bin/env bash
# The AI's games, for checking that a speed-up changes no decision (docs/AI.md:
# the balance tables were measured with this AI). Plays AI against AI on every
# scenario in scenarios/*.json, seeds 1–3 (08, the big one, seed 1 only), and
# writes each `play --json` result without its timings (aiTimeMs), one file
# per game, to OUTDIR. Compare two runs with `diff -r OLD NEW`.
# Usage: tests/bench/ai/samegames.sh CLI OUTDIR
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
cli=$1
out=$2
mkdir -p "$out"
for scen in "$here"/scenarios/*.json; do
    name=$(basename "$scen" .json)
    seeds="1 2 3"
    [[ $name == 08-* ]] && seeds=1
    for seed in $seeds; do
        "$cli" play "$scen" --union ai --confederate ai --seed "$seed" --json \
            | python3 -c 'import json, sys
r = json.load(sys.stdin)
r.pop("aiTimeMs", None)
print(json.dumps(r, indent=1, sort_keys=True, ensure_ascii=False))' >"$out/$name-$seed.json"
    done
done
echo "$(ls "$out" | wc -l) games in $out"
