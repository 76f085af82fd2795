#!/usr/bin/env bash
# Installs a build into a temporary prefix (cmake --install) and checks the
# install tree as a packager and a player meet it: both programs, the data,
# the desktop entry and AppStream metainfo (valid per desktop-file-validate and
# appstreamcli), the hicolor icon; then runs the installed programs from
# there: --version, validate on every installed file, and the game's first
# frame on its default scenario.
# Usage: tests/install/check-install.sh BUILD_DIR VERSION
set -euo pipefail
build=${1:?usage: check-install.sh BUILD_DIR VERSION}
version=${2:?usage: check-install.sh BUILD_DIR VERSION}
id=io.github.hardtack.Hardtack
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/hardtack bin/hardtack-cli; do
    [[ -x $prefix/$f ]] || fail "$f not installed"
done
for f in share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
         share/icons/hicolor/scalable/apps/hardtack.svg \
         share/hardtack/scenarios/01-mcphersons-ridge.json share/hardtack/maps/mcphersons-ridge.json \
         share/hardtack/docs/schemas/hardtack-scenario.schema.json share/hardtack/docs/schemas/common.schema.json; do
    [[ -f $prefix/$f ]] || fail "$f not installed"
done

command -v desktop-file-validate >/dev/null || fail "desktop-file-validate missing (Debian: desktop-file-utils)"
command -v appstreamcli >/dev/null || fail "appstreamcli missing (Debian: appstream)"
desktop-file-validate "$prefix/share/applications/$id.desktop" || fail "desktop entry invalid"
appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" >"$prefix/appstream.txt" 2>&1 \
    || { cat "$prefix/appstream.txt" >&2; fail "metainfo invalid"; }

# From elsewhere than the source or build tree.
cd "$prefix"
export QT_QPA_PLATFORM=offscreen
[[ $(bin/hardtack-cli --version) == "hardtack-cli $version" ]] || fail "hardtack-cli --version: $(bin/hardtack-cli --version)"
[[ $(bin/hardtack --version) == "Hardtack $version" ]] || fail "hardtack --version: $(bin/hardtack --version)"
mapfile -t data < <(find share/hardtack -name '*.json' -not -name '*.schema.json' | sort)
((${#data[@]} >= 3)) || fail "only ${#data[@]} data files installed"
bin/hardtack-cli validate "${data[@]}" >/dev/null || fail "installed data does not validate"
bin/hardtack --screenshot "$prefix/first-frame.png" || fail "the installed game did not start"
[[ -s $prefix/first-frame.png ]] || fail "no first frame"
echo "check-install: ok (${#data[@]} data files, $prefix)"
