#!/usr/bin/env bash
# routegen's CLI against its floor, in one run (issue 13). The floor, `routegen-floor`, is the
# physical minimum of the job: libyaml's event API over the same specs, and as many bytes written
# into as many files. On shared, noisy machines the ratio routegen / floor measured in the same
# run is the figure that holds; absolute times are printed beside it.
#
# What it measures, with hyperfine, the commands of a size interleaved (one run each per round):
#   - the synthetic app of 10, 100 and 1000 features of 30 screens: floor, routegen into an
#     emptied folder (cold), the floor reading everything back (--check), and routegen finding
#     everything up to date;
#   - doc text throughput: one spec of 20 MB of docs, routegen and the floor, cold;
#   - peak RSS (/usr/bin/time -f %M) of cold runs: 100×30 and the docs spec.
# It prints the medians, the ratios and the growth, then the rows of Benchmarks/README.md's table
# ready to paste: the figures measured now in the column --column names ("after" by default),
# the other columns as the README has them.
#
# Specs and outputs live in a temporary folder in /dev/shm when it is a tmpfs: with no fsync,
# routegen's writes and the floor's only reach the page cache either way, and a RAM folder keeps
# the other engineers' builds (dirty-page throttling, journal commits) out of the figures.
#
# usage: Benchmarks/Scripts/floor-ratio.sh [--column <name>] [--routegen <binary>]
#                                          [--dynamic] [--folder <folder>] [--keep]
#   --routegen <binary>  measure this routegen instead of building one (release, at the repo root,
#                        scratch path .build-release-bench, with the Swift runtime linked in
#                        statically as the prebuilt tool ships: Distribution/build-artifactbundle.sh)
#   --dynamic            build it with the Swift runtime linked dynamically instead, as
#                        `swift build -c release` does (about 5 ms more to start)
#   --folder <folder>    make the temporary folder there instead (e.g. /tmp, to write to disk)
#   --keep               keep the temporary folder (specs, outputs, hyperfine's JSON) and say where
set -euo pipefail

column=after
routegen=""
static_stdlib=(--static-swift-stdlib)
keep=0
parent=""
while [ $# -gt 0 ]; do
    case "$1" in
        --column) column="${2:?--column needs a column name, e.g. after}"; shift 2 ;;
        --routegen) routegen="${2:?--routegen needs a path}"; shift 2 ;;
        --dynamic) static_stdlib=(); shift ;;
        --folder) parent="${2:?--folder needs a path}"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "floor-ratio.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "$0")/../.." && pwd)"
benchmarks="$root/Benchmarks"
started=$SECONDS

# hyperfine and GNU time, from Debian's packages when missing.
missing=()
command -v hyperfine >/dev/null 2>&1 || missing+=(hyperfine)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "== installing ${missing[*]}"
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${missing[@]}" >/dev/null
fi

# Release builds, in scratch folders of their own (.build-* is gitignored).
routegen_given="$routegen"
if [ -z "$routegen" ]; then
    echo "== building routegen (release)"
    (cd "$root" && swift build -c release --product routegen "${static_stdlib[@]}" --scratch-path .build-release-bench 2>&1 | tail -1)
    routegen="$root/.build-release-bench/release/routegen"
fi
echo "== building routegen-floor and synthetic-app (release)"
for product in routegen-floor synthetic-app; do
    (cd "$benchmarks" && swift build -c release --product "$product" --scratch-path .build-release-bench 2>&1 | tail -1)
done
floor="$benchmarks/.build-release-bench/release/routegen-floor"
synthetic="$benchmarks/.build-release-bench/release/synthetic-app"

if [ -z "$parent" ]; then
    if [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ]; then parent=/dev/shm; else parent="${TMPDIR:-/tmp}"; fi
fi
work="$(mktemp -d "$parent/routegen-floor-ratio.XXXXXX")"
if [ "$keep" = 1 ]; then echo "== keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work/json"
facts="$work/facts.txt"  # key value, one a line, for the table
log="$work/hyperfine.log"

# The number of regular files in a folder and their bytes in all.
count_files() { find "$1" -type f -printf '%s\n' | awk '{ bytes += $1 } END { print NR + 0, bytes + 0 }'; }

# A cold routegen run of `$1` into `$2` (emptied first) under /usr/bin/time; prints the peak RSS in KiB.
peak_rss() {
    rm -rf "$2"
    /usr/bin/time -f %M -o "$work/rss.txt" "$routegen" "$1" -o "$2" -q
    cat "$work/rss.txt"
}

# Runs hyperfine once per round, one run of each command a round, so that a change of load on the
# machine falls on every command alike. Arguments: a name for the JSON files, the round count,
# then hyperfine's arguments for the commands.
interleaved() {
    local name="$1" rounds="$2"
    shift 2
    for round in $(seq "$rounds"); do
        if ! hyperfine -N --runs 1 --style basic --export-json "$work/json/$name-$round.json" "$@" >>"$log" 2>&1; then
            tail -30 "$log" >&2
            echo "floor-ratio.sh: hyperfine failed for $name (round $round)" >&2
            exit 1
        fi
    done
}

# One size of the synthetic app: `$1` features, `$2` rounds.
measure_app() {
    local count="$1" rounds="$2"
    local specs="$work/specs$count" reference="$work/up$count" files bytes rss
    "$synthetic" --features "$count" -o "$specs"
    # The reference run is cold, and leaves the folder the up-to-date runs find up to date.
    rss="$(peak_rss "$specs" "$reference")"
    read -r files bytes < <(count_files "$reference")
    echo "app$count.spec_bytes $(cat "$specs"/*.routes.yaml | wc -c)" >>"$facts"
    echo "app$count.files $files" >>"$facts"
    echo "app$count.output_bytes $bytes" >>"$facts"
    echo "app$count.rss_kib $rss" >>"$facts"
    "$floor" "$specs" -o "$work/floor-up$count" --files "$files" --bytes "$bytes"
    touch "$work/stamp$count"
    echo "== ${count}×30: $files files, $bytes bytes out; $rounds rounds"
    interleaved "app$count" "$rounds" \
        -n floor-cold --prepare "rm -rf $work/floor-cold$count" \
        "$floor $specs -o $work/floor-cold$count --files $files --bytes $bytes" \
        -n routegen-cold --prepare "rm -rf $work/cold$count" \
        "$routegen $specs -o $work/cold$count -q" \
        -n floor-up-to-date --prepare "true" \
        "$floor $specs -o $work/floor-up$count --files $files --bytes $bytes --check" \
        -n routegen-up-to-date --prepare "true" \
        "$routegen $specs -o $reference -q"
    # The cold runs wrote what the reference run did, and the up-to-date runs wrote nothing.
    diff -r -q "$reference" "$work/cold$count" >/dev/null || { echo "floor-ratio.sh: cold output differs" >&2; exit 1; }
    if [ -n "$(find "$reference" -newer "$work/stamp$count" -print -quit)" ]; then
        echo "floor-ratio.sh: an up-to-date run rewrote files" >&2
        exit 1
    fi
}

measure_app 10 12
measure_app 100 8
measure_app 1000 3

# Doc text throughput: one spec of 20 MB of docs, cold.
docs="$work/docs"
"$synthetic" --docs-megabytes 20 -o "$docs"
rss="$(peak_rss "$docs" "$work/docs-reference")"
read -r files bytes < <(count_files "$work/docs-reference")
{
    echo "docs.spec_bytes $(cat "$docs"/*.routes.yaml | wc -c)"
    echo "docs.files $files"
    echo "docs.output_bytes $bytes"
    echo "docs.rss_kib $rss"
} >>"$facts"
echo "== 20 MB docs spec: $files files, $bytes bytes out; 2 rounds"
interleaved docs 2 \
    -n floor-cold --prepare "rm -rf $work/docs-floor" \
    "$floor $docs -o $work/docs-floor --files $files --bytes $bytes" \
    -n routegen-cold --prepare "rm -rf $work/docs-out" \
    "$routegen $docs -o $work/docs-out -q"

# Peak RSS of 100×30: the reference run's and two more cold runs', and the floor's.
echo "app100.rss_kib $(peak_rss "$work/specs100" "$work/rss100")" >>"$facts"
echo "app100.rss_kib $(peak_rss "$work/specs100" "$work/rss100")" >>"$facts"
read -r files bytes < <(count_files "$work/up100")
rm -rf "$work/floor-rss100"
/usr/bin/time -f %M -o "$work/rss.txt" "$floor" "$work/specs100" -o "$work/floor-rss100" --files "$files" --bytes "$bytes"
echo "app100.floor_rss_kib $(cat "$work/rss.txt")" >>"$facts"

{
    echo "machine $(nproc) cores, $(uname -sr), load average $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "routegen_commit $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo '+changes')"
    if [ -n "$routegen_given" ]; then echo "routegen_link given"
    elif [ ${#static_stdlib[@]} -gt 0 ]; then echo "routegen_link static Swift runtime"
    else echo "routegen_link dynamic Swift runtime"; fi
    echo "seconds $((SECONDS - started))"
    echo "folder $(stat -f -c %T "$work")"
} >>"$facts"
python3 "$benchmarks/Scripts/floor_ratio_table.py" --work "$work" --readme "$benchmarks/README.md" --column "$column"
