# Sourced by the tests/bench/*/run.sh scripts: the build and source folders,
# the two programs, and line() that prints one result as scripts/bench reads
# it. Usage inside a script: source "$(dirname "${BASH_SOURCE[0]}")/../common.sh" "$@"
build=$(cd "${1:?usage: run.sh BUILD_DIR}" && pwd)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
game=$build/src/app/hardtack cli=$build/src/cli/hardtack-cli
line() { # bench value unit target ok details
    printf '{"bench":"%s","value":%s,"unit":"%s","target":"%s","ok":%s,"details":"%s"}\n' "$@"
}
