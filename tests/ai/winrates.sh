#!/usr/bin/env bash
# Issue 10 acceptance 1: the AI against each baseline on the mirror battle,
# 20 seeded games on each side. Usage: tests/ai/winrates.sh CLI [SCENARIO] [GAMES_PER_SIDE]
set -euo pipefail
cli=${1:?hardtack-cli}
scenario=${2:-$(dirname "$0")/../data/ai/mirror.json}
n=${3:-20}
for opp in greedy scripted passive; do
    for seed in $(seq 1 "$n"); do
        "$cli" play "$scenario" --union ai --confederate "$opp" --seed "$seed" --json | python3 -c "
import json,sys; d=json.load(sys.stdin); print('$opp', 'union', $seed, d['winner'], d['vp']['union'], d['vp']['confederate'], d['refused']['union'])"
        "$cli" play "$scenario" --union "$opp" --confederate ai --seed "$seed" --json | python3 -c "
import json,sys; d=json.load(sys.stdin); print('$opp', 'confederate', $seed, d['winner'], d['vp']['confederate'], d['vp']['union'], d['refused']['confederate'])"
    done
done
