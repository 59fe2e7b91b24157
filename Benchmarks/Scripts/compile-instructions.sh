#!/usr/bin/env bash
# Instructions the compiler spends on the code routegen generates, counted by callgrind, which
# repeat exactly whatever else runs on the machine (compile-generated.sh gives the seconds, which
# move by ±8% from run to run on a shared machine). A synthetic app of 3 features × 30 screens
# (synthetic_app.py, as compile-generated.sh writes it) is generated, and growing sets of its
# files are each compiled by one batch-mode swift-frontend with every file a primary (swiftc
# -j1, the flags compile-generated.sh uses; the emit-module job is left out):
#
#   route   the Route files alone
#   state   + the NavigationState files
#   router  + the Router files (they need the states)
#   client  + the view-building client files, with the NavigationStack files beside them as
#           inputs that are not primaries (a client builds the stacks its modals host, and a
#           stack reads its client, so neither compiles without the other)
#   all     + the NavigationStack files as primaries: the whole output
#
# The counts include the frontend's own work (loading modules), the same whatever the files; the
# module cache is filled before the first count, so that no set pays for building Clang modules.
# It prints each set's instructions, what each kind adds, and the ratios issue 24 names
# (all/route; NavigationState/route, with --links).
#
# Usage: Benchmarks/Scripts/compile-instructions.sh [--links] [FEATURES [SCREENS]]   (default 3 30)
# Environment: ROUTEGEN_SCRATCH (routegen's build folder, default .build-router),
#              BENCH_WORK (the benchmark's folder, default .build-compile-bench; its Dependencies
#              are shared with compile-generated.sh, the app goes to BENCH_WORK/Instructions),
#              SETS (the sets to count, default "route state router client all"),
#              KEEP=1 (keep callgrind's output in BENCH_WORK/Instructions/out/SET, for
#              callgrind_annotate --inclusive=yes).
set -euo pipefail
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

sets=${SETS:-route state router client all}
default_features=3
app_folder=Instructions
# shellcheck source=compile-setup.sh
source "$(dirname "$0")/compile-setup.sh"

route_files=("$generated"/*Route.swift)
state_files=("$generated"/*NavigationState.swift)
router_files=("$generated"/*Router.swift)
client_files=("$generated"/*ViewBuildingClient.swift)
stack_files=("$generated"/*NavigationStack.swift)
declare -A files_of inputs_of count
files_of[route]="${route_files[*]}"
files_of[state]="${files_of[route]} ${state_files[*]}"
files_of[router]="${files_of[state]} ${router_files[*]}"
files_of[client]="${files_of[router]} ${client_files[*]}"
inputs_of[client]="${stack_files[*]}"
files_of[all]="${files_of[client]} ${stack_files[*]}"

# Counts the instructions of the one frontend job that compiles FILES as primaries, with the
# files of inputs_of[NAME] beside them as inputs that are not primaries.
instructions() {
    local name=$1
    shift
    local out
    out=$(new_output_folder "$app/out" "$name")
    local inputs
    read -ra inputs <<< "${inputs_of[$name]:-}"
    local job
    job=$(cd "$out" && swiftc -### "${module_flags[@]}" -j1 -c "$@" "${inputs[@]}" | grep -m1 -- ' -frontend -c ')
    local words command=()
    read -ra words <<< "$job"
    # The driver makes every file a primary: the inputs lose their -primary-file and their -o.
    local i skip
    for ((i = 0; i < ${#words[@]}; i++)); do
        skip=0
        for input in "${inputs[@]}"; do
            if [ "${words[i]}" = -primary-file ] && [ "${words[i + 1]}" = "$input" ]; then
                skip=1
            elif [ "${words[i]}" = -o ] && [ "${words[i + 1]}" = "$(basename "$input" .swift).o" ]; then
                skip=2
            fi
        done
        if [ "$skip" = 2 ]; then
            i=$((i + 1))
        elif [ "$skip" = 0 ]; then
            command+=("${words[i]}")
        fi
    done
    (cd "$out" && valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" "${command[@]}" \
        > "$out/log" 2>&1) || { cat "$out/log" >&2; echo "error: the $name set does not compile" >&2; exit 1; }
    awk '/^totals:/ { print $2 }' "$out/callgrind.out"
    [ "${KEEP:-0}" = 1 ] || rm -f "$out"/*.o "$out/callgrind.out"
}

# The first compilation to import a module fills the module cache (BENCH_WORK/ModuleCache) with
# the Clang modules it needs, which on a new BENCH_WORK cost more than the Swift code itself: an
# uncounted type-check of the whole output first, so that every counted set finds them built.
echo "== filling the module cache (not counted)"
# shellcheck disable=SC2086 # the file lists split on spaces; generated paths have none
(cd "$app" && swiftc "${module_flags[@]}" -typecheck ${files_of[all]} > /dev/null)

echo "== counting instructions: $sets"
for set in $sets; do
    # shellcheck disable=SC2086 # the file lists split on spaces; generated paths have none
    count[$set]=$(instructions "$set" ${files_of[$set]})
    printf '   %-6s %s\n' "$set" "${count[$set]}"
done

echo
echo "== $features features × $screens ${shape[1]:-screens}${shape[1]:+ (shape)}${links:+ with links}, $(swiftc --version 2>&1 | head -1)"
awk -v route="${count[route]:-0}" -v state="${count[state]:-0}" -v router="${count[router]:-0}" \
    -v client="${count[client]:-0}" -v all="${count[all]:-0}" 'BEGIN {
    g = 1e9
    if (route) printf "%-42s %8.3f G\n", "route: Route files", route / g
    if (state) printf "%-42s %8.3f G\n", "state: Route + NavigationState files", state / g
    if (router) printf "%-42s %8.3f G\n", "router: + Router files", router / g
    if (client) printf "%-42s %8.3f G\n", "client: + ViewBuildingClient files", client / g
    if (all) printf "%-42s %8.3f G\n", "all: the whole output", all / g
    if (route && state) printf "%-42s %8.3f G\n", "NavigationState files add", (state - route) / g
    if (state && router) printf "%-42s %8.3f G\n", "Router files add", (router - state) / g
    if (router && client) printf "%-42s %8.3f G\n", "ViewBuildingClient files add", (client - router) / g
    if (client && all) printf "%-42s %8.3f G\n", "NavigationStack files add", (all - client) / g
    if (route && all) printf "%-42s %8.3f G\n", "all but the Route files", (all - route) / g
    if (route && all) printf "ratio all/route: %.2f (target: at most 2)\n", all / route
    if (route && state) printf "ratio NavigationState/Route: %.2f (target: at most 1.5 with links)\n", (state - route) / route
}'
