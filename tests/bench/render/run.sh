#!/usr/bin/env bash
# The render benchmark: Hardtack's `hardtack-cli render --hex-width 32` against
# Tiled's tmxrasterizer on the same 200×200 battlefield (1,000 units, the loader's limit; Tiled
# gets a terrain layer and counter tiles on 5% of the hexes), run side by side,
# alternating, several times each. Target: Hardtack's median time at most half
# of Tiled's, and its peak memory under 300 MB.
# Usage: tests/bench/render/run.sh BUILD_DIR   (prints one JSON line)
set -euo pipefail
build=${1:?usage: run.sh BUILD_DIR}
build=$(cd "$build" && pwd)
runs=${HARDTACK_BENCH_RUNS:-5}
gen=$build/tests/bench/render/render_inputs
cli=$build/src/cli/hardtack-cli

result() { # value tiled ok details
    printf '{"bench":"render","value":%s,"unit":"s","target":"<= 0.5 x tiled (%s s), peak < 300 MB","ok":%s,"details":"%s"}\n' \
        "$1" "$2" "$3" "$4"
}
if [[ ! -x $gen || ! -x $cli ]]; then
    echo "run.sh: build hardtack-cli and render_inputs in $build first" >&2
    result 0 0 false "not built"
    exit 1
fi
if ! command -v tmxrasterizer >/dev/null; then
    echo "run.sh: tmxrasterizer not found (Debian package tiled)" >&2
    result 0 0 false "tmxrasterizer missing"
    exit 1
fi
if [[ ! -x /usr/bin/time ]]; then
    if [[ $(id -u) == 0 ]]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q time >/dev/null 2>&1 || true
    fi
    if [[ ! -x /usr/bin/time ]]; then
        echo "run.sh: /usr/bin/time not found (Debian package time)" >&2
        result 0 0 false "/usr/bin/time missing"
        exit 1
    fi
fi

export QT_QPA_PLATFORM=offscreen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$gen" "$tmp" >/dev/null 2>&1

# Runs a command once; prints "NANOSECONDS PEAK_KB".
measure() {
    local start end
    start=$(date +%s%N)
    /usr/bin/time -v -o "$tmp/time.txt" "$@" >/dev/null 2>"$tmp/stderr.txt" || {
        cat "$tmp/stderr.txt" >&2
        return 1
    }
    end=$(date +%s%N)
    local kb
    kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$tmp/time.txt")
    echo "$((end - start)) $kb"
}

tiled=() hardtack=() peak=0
# One warm-up run each (page cache, font cache), then alternate.
measure tmxrasterizer "$tmp/tiled/map.tmx" "$tmp/tiled.png" >/dev/null
measure "$cli" render "$tmp/scenario.json" --out "$tmp/hardtack.png" --hex-width 32 >/dev/null
for ((i = 0; i < runs; ++i)); do
    read -r t _ < <(measure tmxrasterizer "$tmp/tiled/map.tmx" "$tmp/tiled.png")
    tiled+=("$t")
    read -r h kb < <(measure "$cli" render "$tmp/scenario.json" --out "$tmp/hardtack.png" --hex-width 32)
    hardtack+=("$h")
    ((kb > peak)) && peak=$kb
done

python3 - "$peak" "${tiled[*]}" "${hardtack[*]}" <<'PY'
import json, statistics, sys
peak_mb = int(sys.argv[1]) / 1024
tiled = statistics.median(int(x) for x in sys.argv[2].split()) / 1e9
hardtack = statistics.median(int(x) for x in sys.argv[3].split()) / 1e9
ok = hardtack <= 0.5 * tiled and peak_mb < 300
print(json.dumps({"bench": "render", "value": round(hardtack, 3), "unit": "s",
                  "target": "<= 0.5 x tiled (%.3f s), peak < 300 MB" % tiled, "ok": ok,
                  "details": "tiled %.3f s, hardtack %.3f s, peak %.0f MB (medians of %d runs each)"
                             % (tiled, hardtack, peak_mb, len(sys.argv[3].split()))},
                 separators=(",", ":")))
PY
