#!/usr/bin/env bash
# Instructions of one cold routegen run over the synthetic app of 100 features × 30 screens, into
# an empty folder on tmpfs, counted by callgrind (issue 24, goal 3). The count repeats exactly
# whatever else runs on the machine, so it is the figure to choose changes by; floor-ratio.sh
# gives the times.
#
#   Benchmarks/Scripts/generation-instructions.sh                # builds routegen as users do
#   ROUTEGEN=/path/to/routegen Benchmarks/Scripts/generation-instructions.sh
#   FEATURES=1000 KEEP=1 Benchmarks/Scripts/generation-instructions.sh
#
# routegen is built the way users get it from source: `swift build -c release` at the repository
# root (scratch path .build-release), the Swift runtime linked dynamically. valgrind 3.19 dies
# at exit on these binaries (libdispatch hands sigsuspend a read-only mask that valgrind edits in
# place), so sigsuspend-shim.c is built and preloaded; and its DWARF reader gives up on the
# DWARF 5 that clang writes for routegen's C targets (CMallocCache), so it runs a copy of the
# binary without debug information (`objcopy --strip-debug`: functions keep their names, from
# the symbol table, but not their lines). With KEEP=1 the callgrind output stays
# (callgrind_annotate --inclusive=yes it); the script prints the total and the folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scripts="$root/Benchmarks/Scripts"
features=${FEATURES:-100}
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

if [ -z "${ROUTEGEN:-}" ]; then
    (cd "$root" && swift build -c release --product routegen --scratch-path .build-release >&2)
    ROUTEGEN="$root/.build-release/release/routegen"
fi
if [ -z "${SYNTHETIC:-}" ]; then
    (cd "$root/Benchmarks" && swift build -c release --product synthetic-app --scratch-path .build-release-bench >&2)
    SYNTHETIC="$root/Benchmarks/.build-release-bench/release/synthetic-app"
fi

parent=/dev/shm
[ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] || parent="${TMPDIR:-/tmp}"
work="$(mktemp -d "$parent/routegen-instructions.XXXXXX")"
if [ "${KEEP:-0}" = 1 ]; then echo "== keeping $work" >&2; else trap 'rm -rf "$work"' EXIT; fi

gcc -O2 -shared -fPIC -o "$work/sigsuspend-shim.so" "$scripts/sigsuspend-shim.c"
"$SYNTHETIC" --features "$features" -o "$work/specs"
objcopy --strip-debug "$ROUTEGEN" "$work/routegen"
LD_PRELOAD="$work/sigsuspend-shim.so" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
    "$work/routegen" "$work/specs" -o "$work/out" -q \
    >"$work/stdout" 2>"$work/stderr" || { cat "$work/stdout" "$work/stderr" >&2; exit 1; }
echo "files written: $(find "$work/out" -type f | wc -l)"
# %.0f, not %d: mawk prints 2147483647 for any count past 2^31 (a run of 1,000 features).
awk '/^totals:/ { printf "instructions: %.0f (%.1f M)\n", $2, $2 / 1e6 }' "$work/callgrind.out"
