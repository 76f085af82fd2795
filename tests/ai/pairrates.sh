#!/usr/bin/env bash
# Issue 29 item 5: player A against player B on a mirror battle, N seeded
# games with A as the Union and N with A as the Confederacy; a win is the
# scenario's victory result (minor or major). Prints one line a game, then
# the totals (columns: player side seed result VP VP-of-opponent refused
# median-ms max-ms). Seeds FIRST to FIRST+N-1 (default 1 to 20).
# Usage: tests/ai/pairrates.sh CLI A B [SCENARIO] [N] [JOBS] [FIRST]
set -euo pipefail
cli=${1:?hardtack-cli}
a=${2:?player A}
b=${3:?player B}
scenario=${4:-$(dirname "$0")/../data/ai/mirror.json}
n=${5:-20}
jobs=${6:-2}
first=${7:-1}
game() { # seed side
    local seed=$1 side=$2 u c
    if [ "$side" = union ]; then u=$a; c=$b; else u=$b; c=$a; fi
    "$cli" play "$scenario" --union "$u" --confederate "$c" --seed "$seed" --json | python3 -c "
import json,sys; d=json.load(sys.stdin); s='$side'; o='confederate' if s=='union' else 'union'
w=d['winner']; r='win' if w==s else ('loss' if w==o else 'draw')
print('$a', s, $seed, r, d['vp'][s], d['vp'][o], d['refused'][s], d['aiTimeMs'][s]['median'], d['aiTimeMs'][s]['max'])"
}
export -f game; export cli a b scenario
games=$(for seed in $(seq "$first" $((first + n - 1))); do echo "$seed union"; echo "$seed confederate"; done \
    | xargs -P "$jobs" -L 1 bash -c 'game "$0" "$1"' | sort -k2,2 -k3,3n)
echo "$games"
echo "$games" | awk -v a="$a" -v b="$b" '{g[$2]++; if ($4=="win") w[$2]++; if ($4=="draw") d[$2]++; if ($4=="loss") l[$2]++; va[$2]+=$5; vb[$2]+=$6; ref+=$7}
        END { for (s in g) printf "%s vs %s as %s: %d games, %d wins, %d draws, %d losses, mean VP %.0f - %.0f\n", a, b, s, g[s], w[s], d[s], l[s], va[s]/g[s], vb[s]/g[s];
              printf "%s vs %s both: %d games, %d wins (%.1f%%), %d draws, %d losses, refused %d\n", a, b, g["union"]+g["confederate"], w["union"]+w["confederate"], 100*(w["union"]+w["confederate"])/(g["union"]+g["confederate"]), d["union"]+d["confederate"], l["union"]+l["confederate"], ref }'
