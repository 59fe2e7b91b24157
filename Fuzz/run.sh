#!/usr/bin/env bash
# Builds routegen's libFuzzer targets and runs each for a fixed budget, one worker each.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]   fuzz each target for SECONDS (default 60)
#   Fuzz/run.sh merge [TARGET...]       shrink Fuzz/Corpus/<Target> to what adds coverage
#                                       beyond the seeds, taking in what runs found
#
# TARGET is SpecFuzzer, TemplateFuzzer, LinkFuzzer or RestorationFuzzer (default all four). Everything a run writes, the seeds,
# the units it finds, crash artefacts and logs, goes under .build-fuzz/work (gitignored);
# only `merge` writes into the repository, to Fuzz/Corpus/. Environment: FUZZ_MAX_LEN
# (default 16384), FUZZ_TIMEOUT (seconds one input may take, default 10), FUZZ_ARGS (more
# libFuzzer flags), FUZZ_CONFIGURATION (debug, the default, or release).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build-fuzz"
work="$scratch/work"
configuration=${FUZZ_CONFIGURATION:-debug}
max_len=${FUZZ_MAX_LEN:-16384}
timeout=${FUZZ_TIMEOUT:-10}

mode=fuzz
budget=60
if [[ ${1:-} == merge ]]; then
    mode=merge
    shift
elif [[ ${1:-} =~ ^[0-9]+$ ]]; then
    budget=$1
    shift
fi
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(SpecFuzzer TemplateFuzzer LinkFuzzer RestorationFuzzer)

# Swift's ASan runtime reports leaks of the Swift runtime's own caches, and keeps every
# allocation's stack; neither helps here, and both cost most of the time of an execution.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=5:quarantine_size_mb=64}

build() {
    mkdir -p "$work/logs"
    echo "== building the fuzz targets ($configuration, -sanitize=fuzzer,address)"
    # swiftc keeps only the last -sanitize flag, so SwiftPM's `--sanitize=fuzzer
    # --sanitize=address` would build targets without coverage or without ASan. The combined
    # flag comes last and wins; --sanitize=fuzzer stays so that SwiftPM lets libFuzzer's main
    # be the program's. gold warns once per ASan helper symbol; that says nothing of routegen.
    local status=0
    swift build --package-path "$root/Fuzz" -c "$configuration" --sanitize=fuzzer \
        -Xswiftc -sanitize=fuzzer,address --scratch-path "$scratch" > "$work/logs/build.log" 2>&1 || status=$?
    grep -v "warning: Cannot export local symbol" "$work/logs/build.log" | grep -v "^\[" || true
    [[ $status -eq 0 ]] || { echo "error: the build failed" >&2; exit 1; }
    local target
    for target in "${targets[@]}"; do
        [[ -x "$scratch/$configuration/$target" ]] || { echo "error: $target did not build" >&2; exit 1; }
    done
}

# Fills $work/seeds/<target> anew: specs and bad specs, or the built-in templates.
seed() {
    local target=$1 folder="$work/seeds/$1" file
    rm -rf "$folder"
    mkdir -p "$folder"
    case $target in
    SpecFuzzer)
        while IFS= read -r -d '' file; do
            cp "$file" "$folder/$(basename "$(dirname "$file")")-$(basename "$file")"
        done < <(find "$root/Specs" -name '*.yaml' -print0)
        python3 "$root/Fuzz/extract-bad-specs.py" "$folder" \
            "$root"/Tests/RouteGenCoreTests/Diagnostics/*.swift > /dev/null
        ;;
    TemplateFuzzer)
        cp "$root"/Sources/RouteGenCore/Rendering/BuiltinTemplates/*.mustache "$folder/"
        ;;
    LinkFuzzer|RestorationFuzzer)
        # Their seeds are the committed corpus: deep hosted links, long repeated segments,
        # hostile hosts and saved states (Fuzz/Corpus/<Target>, written by seed-corpus.py).
        ;;
    esac
}

# Runs one target for the budget; prints libFuzzer's final figures.
fuzz() {
    local target=$1 log="$work/logs/$1.log" status=0
    local grown="$work/corpus/$target" artifacts="$work/artifacts/$target/"
    mkdir -p "$grown" "$artifacts" "$work/logs" "$root/Fuzz/Corpus/$target"
    seed "$target"
    echo "== $target for ${budget}s (log: $log, artefacts: $artifacts)"
    # New units go to the first folder, the grown corpus; the committed corpus and the seeds
    # are only read.
    "$scratch/$configuration/$target" "$grown" "$root/Fuzz/Corpus/$target" "$work/seeds/$target" \
        -max_total_time="$budget" -max_len="$max_len" -timeout="$timeout" -rss_limit_mb=4096 \
        -report_slow_units=2 -print_final_stats=1 -artifact_prefix="$artifacts" -dict="$root/Fuzz/$target.dict" \
        ${FUZZ_ARGS:-} > "$log" 2>&1 || status=$?
    grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)" "$log" | tail -2 || true
    grep -E "^stat::" "$log" || true
    grep -E "Slowest unit|ERROR:|Test unit written|invariant broken|Fatal error" "$log" || true
    [[ $status -eq 0 ]] || echo "$target stopped with status $status: see $log and $artifacts"
    return $status
}

# Keeps in Fuzz/Corpus/<target> only the units, committed or found, that add coverage beyond
# the seeds.
merge() {
    local target=$1 base="$work/merge/$1" committed="$root/Fuzz/Corpus/$1"
    seed "$target"
    rm -rf "$base"
    mkdir -p "$base" "$committed" "$work/corpus/$target"
    echo "== merging $target"
    # Edges only (no hit counts), so that the committed corpus stays small.
    local flags=(-merge=1 -use_counters=0 -max_len="$max_len")
    "$scratch/$configuration/$target" "${flags[@]}" "$base" "$work/seeds/$target" > "$work/logs/$target-merge.log" 2>&1
    ls "$base" | sort > "$work/merge/$target-seeds.txt"
    "$scratch/$configuration/$target" "${flags[@]}" "$base" "$committed" "$work/corpus/$target" >> "$work/logs/$target-merge.log" 2>&1
    rm -rf "$committed"
    mkdir -p "$committed"
    ls "$base" | sort | comm -23 - "$work/merge/$target-seeds.txt" | while IFS= read -r name; do
        cp "$base/$name" "$committed/"
    done
    echo "$target: $(ls "$committed" | wc -l) units, $(du -sk "$committed" | cut -f1) KiB in Fuzz/Corpus/$target"
}

build
failed=0
for target in "${targets[@]}"; do
    if [[ $mode == merge ]]; then
        merge "$target"
    else
        fuzz "$target" || failed=1
    fi
done
exit $failed
