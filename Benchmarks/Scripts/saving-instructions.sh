#!/usr/bin/env bash
# Instructions per save of the synthetic app of 100 features (issue 24, goal 2), counted by
# callgrind, which gives the same count whatever else runs on the machine: one feature's moved
# state saved alone, the app with 0, 1, 10 and 100 features moved as routegen saves it (features
# at their root left out), and the same app as routegen saved it before (every feature written).
#
#   Benchmarks/Scripts/saving-instructions.sh                 # 100 saves of each
#   SAVES=20 Benchmarks/Scripts/saving-instructions.sh
#   BINARY=/path/to/saving-instructions Benchmarks/Scripts/saving-instructions.sh   # another build
#
# It builds `saving-instructions` in release (the app is generated in that build by
# LinkAppPlugin), then runs it under `valgrind --tool=callgrind --toggle-collect='*measureSaves*'`:
# only `measureSaves`, which saves `SAVES` times, is counted, not the warm-up save before it.
# Each save is `SavedState.data(of:)`: the JSON, and the check that it reads back.
set -euo pipefail
cd "$(dirname "$0")/.."

saves=${SAVES:-100}
if [ -z "${BINARY:-}" ]; then
    swift build -c release --product saving-instructions >&2
    BINARY="$(swift build -c release --show-bin-path)/saving-instructions"
fi
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Instructions per save of `$1` with `$2` features moved.
count() {
    valgrind --tool=callgrind --callgrind-out-file="$scratch/out" --toggle-collect='*measureSaves*' \
        "$BINARY" "$1" "$2" "$saves" >"$scratch/stdout" 2>"$scratch/stderr" \
        || { cat "$scratch/stdout" "$scratch/stderr" >&2; exit 1; }
    awk -v saves="$saves" '/^totals:/ { printf "%.0f", $2 / saves }' "$scratch/out"
}

feature=$(count feature 0)
echo "One feature's moved state saved alone: $feature instructions"
echo
echo "| features moved (of 100) | routegen (instructions per save) | before: every feature written | routegen / one feature | before / routegen |"
echo "|---|---|---|---|---|"
for moved in 0 1 10 100; do
    ours=$(count app "$moved")
    before=$(count every-feature "$moved")
    awk -v moved="$moved" -v ours="$ours" -v before="$before" -v feature="$feature" 'BEGIN {
        printf "| %d | %d | %d | %.2f | %.1f |\n", moved, ours, before, ours / feature, before / ours
    }'
done
