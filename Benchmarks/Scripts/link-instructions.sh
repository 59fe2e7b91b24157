#!/usr/bin/env bash
# Instructions per link of routegen's link matching and of routing-kit's TrieRouter on the same
# synthetic link app (issue 24), counted by callgrind, which gives the same count whatever else
# runs on the machine.
#
#   Benchmarks/Scripts/link-instructions.sh                 # 1,000 links of each kind, every size
#   LINKS=100 SIZES="100 1000" Benchmarks/Scripts/link-instructions.sh
#   BINARY=/path/to/link-instructions Benchmarks/Scripts/link-instructions.sh   # another build
#
# It builds `link-instructions` in release (the apps of 100, 1,000 and, when SIZES holds 10000,
# 10,000 templates are generated in that build by LinkAppPlugin), then, for each size, kind of link (matching,
# non-matching, unknown first segment) and side, runs it under
# `valgrind --tool=callgrind --toggle-collect='*measureLinks*'`: only `measureLinks`, which
# matches the links once each, is counted; the warm-up before it (one link of each kind, which
# builds routegen's indexes and routing-kit's trie) and the check after it (both sides give the
# same link for every link) are not. It prints instructions per link, routegen beside routing-kit.
set -euo pipefail
cd "$(dirname "$0")/.."

links=${LINKS:-1000}
sizes=${SIZES:-100 1000 10000}
kinds="matching non-matching unknown-first-segment"

# The app of 10,000 templates is built only when asked for (Package.swift).
case " $sizes " in *" 10000 "*) export ROUTEGEN_LINK_APP_10000=1 ;; esac
if [ -z "${BINARY:-}" ]; then
    swift build -c release --product link-instructions >&2
    BINARY="$(swift build -c release --show-bin-path)/link-instructions"
fi
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Instructions of `measureLinks` over `links` links.
count() {
    valgrind --tool=callgrind --callgrind-out-file="$scratch/out" --toggle-collect='*measureLinks*' \
        "$BINARY" "$1" "$2" "$3" "$links" >"$scratch/stdout" 2>"$scratch/stderr" \
        || { cat "$scratch/stdout" "$scratch/stderr" >&2; exit 1; }
    awk '/^totals:/ { print $2 }' "$scratch/out"
}

echo "| templates | links | routegen (instructions per link) | routing-kit TrieRouter | routegen / routing-kit |"
echo "|---|---|---|---|---|"
for size in $sizes; do
    for kind in $kinds; do
        ours=$(count "$size" routegen "$kind")
        theirs=$(count "$size" routing-kit "$kind")
        awk -v size="$size" -v kind="$kind" -v ours="$ours" -v theirs="$theirs" -v links="$links" 'BEGIN {
            printf "| %s | %s | %.0f | %.0f | %.2f |\n", size, kind, ours / links, theirs / links, ours / theirs
        }'
    done
done
