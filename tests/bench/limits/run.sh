#!/usr/bin/env bash
# The documented maxima hold (issue 28 item 4; FORMATS.md "Common rules"):
# on the largest battle allowed (tests/bench/limits/largest.py: a map of
# limits::maxMapSide hexes a side, limits::maxUnits units),
#   largest-map-open  the game opens it in the window and saves a sharp
#                     screenshot (`hardtack FILE --screenshot`): wall time,
#                     target <= 5 s, and peak memory (/usr/bin/time -v),
#                     target <= 500 MB (both in one line: the time is the value);
#   largest-turn      one game turn between the two computer players headless
#                     (`hardtack-cli play FILE`), wall time of turn 6, when
#                     the armies are locked together (turn 1 must hold too),
#                     target <= 10 s;
#   long-names        a screenshot of a shipped battle whose every unit has a
#                     name of the largest length allowed, against the same
#                     battle as shipped: target at most 1.5x its time.
# Usage: tests/bench/limits/run.sh BUILD_DIR   (prints three JSON lines)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh" "$@"
if [[ ! -x $game || ! -x $cli || ! -x /usr/bin/time ]]; then
    echo "limits/run.sh: needs $game, $cli and /usr/bin/time (Debian package time)" >&2
    line largest-map-open 0 ms "<= 5000 ms, <= 500 MB" false "not built"
    line largest-turn 0 ms "<= 10000 ms" false "not built"
    line long-names 0 x "<= 1.5x" false "not built"
    exit 1
fi
export QT_QPA_PLATFORM=offscreen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/tests/bench/limits/largest.py" "$tmp/largest" >/dev/null
scenario=$tmp/largest/scenario.json
"$cli" validate "$scenario" >/dev/null

# timed COMMAND...: runs it under /usr/bin/time -v; sets ms and kb.
timed() {
    local start end
    start=$(date +%s%N)
    /usr/bin/time -v -o "$tmp/time.txt" "$@" >/dev/null 2>"$tmp/err.txt" || { cat "$tmp/err.txt" >&2; return 1; }
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$tmp/time.txt")
}

"$game" "$here/scenarios/02-buford-holds-the-ridge.json" --screenshot "$tmp/warm.png" >/dev/null 2>&1 || true
timed "$game" "$scenario" --screenshot "$tmp/largest.png"
mb=$(((kb + 512) / 1024))
ok=false; ((ms <= 5000 && mb <= 500)) && ok=true
line largest-map-open "$ms" ms "<= 5000 ms, <= 500 MB" $ok "hardtack on $(basename "$(dirname "$scenario")") ($(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("%dx%d map, %d units" % (d["width"], d["height"], len(json.load(open(sys.argv[2]))["units"])))' "$tmp/largest/map.json" "$scenario")) --screenshot: $ms ms, peak $mb MB"

# The armies meet on turn 4; turn 6 is the thick of it: its time is that of
# six turns less that of five (the same game, the same seed).
play() { timed "$cli" play "$scenario" --union ai --confederate ai --turns "$1" --seed 1; }
play 1; first=$ms
play 5; five=$ms
play 6; six=$ms peak=$(((kb + 512) / 1024))
turn=$((six - five))
ok=false; ((turn <= 10000 && first <= 10000)) && ok=true
line largest-turn "$turn" ms "<= 10000 ms" $ok "turn 6 of hardtack-cli play (computer against computer, seed 1): 6 turns $six ms less 5 turns $five ms; turn 1 alone $first ms; peak $peak MB"

# Long names: 08 Antietam with every unit's and leader's name at the maximum.
python3 - "$here/scenarios/08-antietam.json" "$tmp/long.json" "$here/src/core/jsonio.h" <<'PY'
import json, os, re, sys
src, out, header = sys.argv[1:4]
n = int(re.search(r"constexpr int maxNameLength = (\d+);", open(header).read()).group(1))
d = json.load(open(src))
d["map"] = os.path.join(os.path.dirname(os.path.abspath(src)), d["map"])
for u in d["units"]:
    u["name"] = (u["name"] + " " + "W" * n)[:n]
for f in d["formations"]:
    f["name"] = (f["name"] + " " + "W" * n)[:n]
    if f.get("leader"):
        f["leader"]["name"] = (f["leader"]["name"] + " " + "W" * n)[:n]
json.dump(d, open(out, "w"))
PY
best() { # the best of 3 wall times of a screenshot of FILE, in ms
    local b=999999
    for i in 1 2 3; do
        timed "$game" "$1" --screenshot "$tmp/shot.png"
        ((ms < b)) && b=$ms
    done
    echo $b
}
plain=$(best "$here/scenarios/08-antietam.json")
long=$(best "$tmp/long.json")
ratio=$(python3 -c "print('%.2f' % ($long / max(1, $plain)))")
ok=$(python3 -c "print('true' if $long <= 1.5 * $plain else 'false')")
line long-names "$ratio" x "<= 1.5x" $ok "08 Antietam screenshot with every name at the maximum length: $long ms against $plain ms (best of 3)"
