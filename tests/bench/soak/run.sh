#!/usr/bin/env bash
# The long soak (issue 15): 200 computer-vs-computer games over every shipped
# scenario (tests/soak/tst_soak.cpp: seeds 1..25 each for eight scenarios),
# the invariants checked after every phase and every save replayed.
# The grand battle (over 200 units, minutes a game) is capped at
# HARDTACK_SOAK_GRAND_TURNS turns (default here 3); the others play to the end.
# Prints one JSON line: value = invariant violations (and failed replays), target 0.
# Usage: tests/bench/soak/run.sh BUILD_DIR   [HARDTACK_SOAK_GAMES=N to change 200]
#        [HARDTACK_SOAK_LOG=FILE to keep the log of every game]
set -euo pipefail
build=$(cd "${1:?usage: run.sh BUILD_DIR}" && pwd)
soak=$build/tests/soak/tst_soak
games=${HARDTACK_SOAK_GAMES:-200}
line() { # value ok details
    printf '{"bench":"soak","value":%s,"unit":"violations","target":"0 in %s games","ok":%s,"details":"%s"}\n' \
        "$1" "$games" "$2" "$3"
}
if [[ ! -x $soak ]]; then
    echo "soak/run.sh: needs $soak" >&2
    line 1 false "not built"
    exit 1
fi
# HARDTACK_SOAK_LOG=FILE keeps tst_soak's output (every game and its result).
if [[ -n ${HARDTACK_SOAK_LOG:-} ]]; then
    log=$HARDTACK_SOAK_LOG
else
    log=$(mktemp)
    trap 'rm -f "$log"' EXIT
fi
start=$(date +%s)
status=0
QTEST_FUNCTION_TIMEOUT=86400000 HARDTACK_SOAK_GAMES=$games HARDTACK_SOAK_GRAND_TURNS=${HARDTACK_SOAK_GRAND_TURNS:-3} "$soak" >"$log" 2>&1 || status=$?
secs=$(($(date +%s) - start))
summary=$(grep -o 'soak: [0-9]* games.*violations' "$log" | sed 's/^soak: //' || true)
if ((status == 0)) && [[ -n $summary ]]; then
    line 0 true "$summary, ${secs} s; grand battle capped at ${HARDTACK_SOAK_GRAND_TURNS:-3} turns"
else
    failure=$(grep -m1 -o 'FAIL!.*' "$log" | tr -d '"\\' | cut -c1-200 || true)
    line 1 false "${failure:-tst_soak exit $status} after ${secs} s"
    exit 1
fi
