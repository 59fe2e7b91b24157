#!/usr/bin/env bash
# Shows, on this example, what routegen's plugins promise, failing on any difference:
#   1. a clean build runs one routegen command per spec and target, and one for the app spec,
#      and a build with no change runs none (see the note on the second build below);
#   2. touching one spec reruns only that spec's commands, and the app's, which reads every spec;
#   3. a spec error fails the build with 'path:line:column: error:' on the spec's line;
#   4. generate-routes writes the code into the package, and --check fails on missing and on
#      stale files, listing them, and on a spec error, showing its line, as neither is the other;
#   5. a template in a target's RouteGenTemplates folder replaces the built-in one of the same name
#      in that target's generated code, and touching it reruns only that target's commands.
#
# Each check prints '== N. what it checks' before it starts, then what it saw, and '   ok: …'
# after each result it verified; the first difference prints 'check-plugins: FAIL: …' and the
# output it came from, and exits 1.
#
# It builds in a scratch folder of its own, .build-plugin-checks (removed when it starts, and
# when all checks pass), so whatever `swift build` or `swift test` left in .build changes
# nothing, and it can run twice in a row. It leaves the example as it found it: the spec it
# edits gets back its bytes and its modification time, so .build does not rebuild. It will not
# start while Sources/Navigation/Generated or Sources/MatchingApp/Generated exists, since check 4
# writes there and removes what it wrote, nor while Sources/Navigation/RouteGenTemplates exists,
# since check 5 writes a template there and removes the folder. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-plugin-checks
generated=(Sources/Navigation/Generated Sources/MatchingApp/Generated)
for folder in "${generated[@]}"; do
    if [ -e "$folder" ]; then
        echo "check-plugins: $folder exists. Check 4 writes generate-routes' output there and removes it" \
            "afterwards; move that folder out of the example (or delete it, if it is only generated code)" \
            "and run again." >&2
        exit 1
    fi
done
templates=Sources/Navigation/RouteGenTemplates
if [ -e "$templates" ]; then
    echo "check-plugins: $templates exists. Check 5 writes a template there and removes the folder" \
        "afterwards; move that folder out of the example and run again." >&2
    exit 1
fi

log=$(mktemp)
home=Sources/Navigation/Home.routes.yaml
backup=$(mktemp)
cp -p "$home" "$backup"
cleanup() {
    local status=$?
    cp -p "$backup" "$home"
    rm -rf "${generated[@]}" "$templates"
    rm -f "$log" "$backup"
    if [ "$status" -eq 0 ]; then
        rm -rf "$scratch"
    else
        echo "check-plugins: the builds are kept in $PWD/$scratch" >&2
    fi
}
trap cleanup EXIT
rm -rf "$scratch"

fail() { echo "check-plugins: FAIL: $*" >&2; echo "--- output ---" >&2; cat "$log" >&2; exit 1; }

# Runs a SwiftPM command ("$@"), keeping its output in $log. SwiftPM itself has crashed here, once
# in many runs: `swift package ... generate-routes` died of a segmentation fault in swift-package,
# after it had built routegen and before the plugin ran it. A command that SwiftPM's own process
# does not survive (killed by a signal: exit status above 128) is shown and run once more; any
# other failure, routegen's crashes included (the plugin reports those, and exits 1), is the
# check's to judge.
swiftpm() {
    local status=0
    "$@" >"$log" 2>&1 || status=$?
    if [ "$status" -gt 128 ]; then
        echo "   note: '$*' was killed by signal $((status - 128)), SwiftPM's crash, not a result;" \
            "its first lines follow, and it runs once more" >&2
        head -n 40 "$log" | sed 's/^/   | /' >&2
        status=0
        "$@" >"$log" 2>&1 || status=$?
    fi
    return "$status"
}

# Builds in the scratch folder, keeping the output in $log; prints the routegen commands that ran.
build() {
    swiftpm swift build --scratch-path "$scratch" "$@" || return 1
    grep -oE "Generating ([A-Za-z]* navigation from [A-Za-z]*\.routes\.yaml|the [A-Za-z]* app's navigation from [A-Za-z]*\.app\.yaml) in [A-Za-z]*" "$log" | sort || true
}

# Runs generate-routes with the given arguments against the scratch folder, keeping the output in $log.
generate_routes() {
    swiftpm swift package --scratch-path "$scratch" --allow-writing-to-package-directory generate-routes "$@"
}

# The number of non-empty lines of $1.
count() { printf '%s' "$1" | grep -c . || true; }

# Writes a Home spec with an invalid type on line 3 (the cleanup restores the real one).
break_home_spec() { printf 'screens:\n  user:\n    params: { user: "User<" }\n' >"$home"; }

# Fails with $1 unless $log shows a diagnostic on line 3 of the broken Home spec.
expect_home_spec_diagnostic() {
    grep -E "Sources/Navigation/Home\.routes\.yaml:3:[0-9]+: error: " "$log" || fail "$1"
}

# Fails with $1 unless $log says that Navigation's generated files are out of date.
expect_out_of_date() {
    grep "The generated files of target 'Navigation' in Sources/Navigation/Generated are out of date" "$log" \
        || fail "$1"
}

echo "== 1. a clean build runs each spec's command once per target using it, and the app's once"
ran=$(build) || fail "the first build failed"
echo "$ran"
[ "$(count "$ran")" -eq 7 ] || fail "expected 7 commands (3 specs x Navigation, MatchingApp, and Matching.app.yaml), got $(count "$ran")"

# SwiftPM (6.3.1) plans the second build after a clean one again (a clean build never records
# its "PackageStructure" step), as it does after a file is added to or removed from a target.
# Planning builds the plugins' tools with a database of its own, plugin-tools.db, which finds
# routegen-tool rewritten by the main build and relinks it; the main build then finds it
# rewritten too and relinks it again, and every command that runs it reruns. A plugin running
# a system binary is not affected. That is SwiftPM's doing, not routegen's: the second build may
# rerun all 7 commands, only when it relinked routegen; after it, a build with no change runs none.
ran=$(build) || fail "the second build failed"
relinks=$(grep -c 'Linking routegen-tool' "$log" || true)
echo "   the second build ran $(count "$ran") routegen commands (SwiftPM planned it again:" \
    "$(grep -q 'Planning build' "$log" && echo yes || echo no), relinked routegen-tool $relinks times)"
if [ "$(count "$ran")" -ne 0 ]; then
    [ "$relinks" -gt 0 ] || fail "the second build ran routegen commands with routegen unchanged: $ran"
    [ "$(count "$ran")" -eq 7 ] || fail "the second build reran some of the commands only: $ran"
fi
ran=$(build) || fail "the third build failed"
[ -z "$ran" ] || fail "a build with no change ran: $ran"
echo "   ok: the third build, with no change, ran 0 routegen commands"

echo "== 2. touching Home.routes.yaml reruns only Home's commands and the app's"
touch "$home"
ran=$(build) || fail "the build after touch failed"
echo "$ran"
[ "$ran" = "$(printf '%s\n' 'Generating Home navigation from Home.routes.yaml in MatchingApp' 'Generating Home navigation from Home.routes.yaml in Navigation' "Generating the Matching app's navigation from Matching.app.yaml in MatchingApp")" ] \
    || fail "expected exactly Home's two commands and the app's"
echo "   ok: only Home's two commands and the app's ran"

echo "== 3. a spec error fails the build on the spec's line"
break_home_spec
if build >/dev/null; then fail "a bad spec built"; fi
expect_home_spec_diagnostic "no diagnostic on Home.routes.yaml:3"
cp -p "$backup" "$home"
echo "   ok: the build failed with the diagnostic above"

echo "== 4. generate-routes writes into the package; --check fails on missing files, stale files and spec errors"
if generate_routes --target Navigation --check; then fail "--check passed with no generated files"; fi
grep -q "Generated/HomeRoute.swift: error: generated file would be created" "$log" \
    || fail "--check did not list the missing files"
# Without a Generated folder at all, the advice is for a target that may use the build plugin.
grep "Target 'Navigation' has no Sources/Navigation/Generated to check. A target that applies the build plugin" "$log" \
    || fail "--check did not tell a target without generated files how to proceed"
echo "   ok: --check fails on missing files, saying what a build-plugin target and a committing one do"

generate_routes || fail "generate-routes failed"
ls "${generated[0]}" "${generated[1]}/Navigation"
generate_routes --check || fail "--check failed on current files"
echo "   ok: --check passes on current files"

sed -i.orig 's/doc: The grid of users\./doc: The grid of users, newest first./' "$home" && rm -f "$home.orig"
cmp -s "$home" "$backup" && fail "the edit of $home changed nothing"
if generate_routes --target Navigation --check; then fail "--check passed on stale files"; fi
stale=$(grep -o '[A-Za-z]*\.swift: error: generated file would be updated' "$log" | sort || true)
echo "$stale"
[ -n "$stale" ] || fail "--check did not list the stale files"
if echo "$stale" | grep -v '^Home'; then fail "--check listed files of features whose spec did not change"; fi
expect_out_of_date "--check did not say the files are out of date"
generate_routes || fail "generate-routes failed after the edit"
generate_routes --check || fail "--check failed on regenerated files"
echo "   ok: --check fails on stale files, and passes once they are regenerated"

break_home_spec
if generate_routes --target Navigation --check; then fail "--check passed on a bad spec"; fi
expect_home_spec_diagnostic "--check showed no diagnostic on Home.routes.yaml:3"
grep "routegen --check failed for target 'Navigation' (exit status 1): a spec or the routegen.yaml it reads has errors" "$log" \
    || fail "--check did not report the spec error as an error"
if grep "out of date" "$log"; then fail "--check called a spec error stale files"; fi
echo "   ok: --check reports a spec error as an error, not as stale files"

echo "== 5. a template in Navigation's RouteGenTemplates folder replaces the built-in one there only"
cp -p "$backup" "$home"
rm -rf "${generated[@]}"
marker="// check-plugins: rendered from Sources/Navigation/RouteGenTemplates"
mkdir "$templates"
{ cat ../../Templates/NavigationStack.swift.mustache; echo "$marker"; } >"$templates/NavigationStack.swift.mustache"
# Adding a file to a target makes SwiftPM plan the build again, which reruns every command once
# (see the note on the second build above): build until that is over, then measure.
ran=$(build) || fail "the build with a template failed"
if grep -i "unhandled" "$log"; then fail "SwiftPM called the template an unhandled file"; fi
settling="$(count "$ran")"
ran=$(build) || fail "the build after the build with a template failed"
settling="$settling, then $(count "$ran")"
if [ "$(count "$ran")" -ne 0 ]; then
    ran=$(build) || fail "the third build with a template failed"
    [ -z "$ran" ] || fail "a build with no change ran: $ran"
    settling="$settling, then 0"
fi
echo "   the builds after adding the template ran $settling routegen commands"
stack=$(find "$scratch/plugins/outputs" -path '*/Navigation/*' -name HomeNavigationStack.swift)
[ "$(count "$stack")" -eq 1 ] || fail "expected one HomeNavigationStack.swift of Navigation, found: $stack"
grep -qxF "$marker" "$stack" || fail "$stack was not rendered from $templates"
echo "$stack ends with: $(tail -n 1 "$stack")"

touch "$templates/NavigationStack.swift.mustache"
ran=$(build) || fail "the build after touching the template failed"
echo "$ran"
[ "$ran" = "$(printf '%s\n' 'Generating Home navigation from Home.routes.yaml in Navigation' \
    'Generating Settings navigation from Settings.routes.yaml in Navigation' \
    'Generating UserDetail navigation from UserDetail.routes.yaml in Navigation')" ] \
    || fail "expected exactly Navigation's three commands"
echo "   ok: touching the template reran Navigation's 3 commands, and none of MatchingApp's"

generate_routes --target Navigation || fail "generate-routes failed with a template"
grep -qxF "$marker" "${generated[0]}/HomeNavigationStack.swift" \
    || fail "generate-routes did not render ${generated[0]}/HomeNavigationStack.swift from $templates"
rm -rf "${generated[@]}"
echo "   ok: generate-routes renders from the template too"
echo "check-plugins: all checks passed"
