#!/usr/bin/env bash
# Shows, on this example, what routegen's plugins promise, failing on any difference:
#   1. a build runs one routegen command per spec and target, and a build with no change runs none;
#   2. touching one spec reruns only that spec's commands;
#   3. a spec error fails the build with 'path:line:column: error:' on the spec's line;
#   4. generate-routes writes the code into the package and --check passes only when it is current.
# Run from anywhere; it leaves the example as it found it.
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
home=Sources/Navigation/Home.routes.yaml
backup=$(mktemp)
cp "$home" "$backup"
cleanup() {
    cp "$backup" "$home"
    rm -rf Sources/Navigation/Generated Sources/MatchingApp/Generated
    rm -f "$log" "$backup"
}
trap cleanup EXIT

fail() { echo "check-plugins: FAIL: $*" >&2; echo "--- build output ---" >&2; cat "$log" >&2; exit 1; }

# Builds, keeping the output in $log; prints and returns the routegen commands that ran.
build() {
    swift build "$@" >"$log" 2>&1 || return 1
    grep -o 'Generating [A-Za-z]* navigation from [A-Za-z]*\.routes\.yaml in [A-Za-z]*' "$log" | sort || true
}

echo "== 1. a build runs each spec's command once per target using it"
ran=$(build) || fail "the build failed"
echo "$ran"
[ "$(echo "$ran" | grep -c .)" -eq 6 ] || fail "expected 6 commands (3 specs x Navigation, MatchingApp)"

# SwiftPM 6.3 relinks the routegen tool on the first build after a clean one, and so reruns
# every command once; from then on, a build with no change runs none.
build >/dev/null || fail "the second build failed"
ran=$(build) || fail "the no-change build failed"
[ -z "$ran" ] || fail "a build with no change ran: $ran"
echo "== a build with no change ran no routegen command"

echo "== 2. touching Home.routes.yaml reruns only Home's commands"
touch "$home"
ran=$(build) || fail "the build after touch failed"
echo "$ran"
[ "$ran" = "$(printf '%s\n' 'Generating Home navigation from Home.routes.yaml in MatchingApp' 'Generating Home navigation from Home.routes.yaml in Navigation')" ] \
    || fail "expected exactly Home's two commands"

echo "== 3. a spec error fails the build on the spec's line"
printf 'screens:\n  user:\n    params: { user: "User<" }\n' >"$home"
if build >/dev/null; then fail "a bad spec built"; fi
grep -E "Sources/Navigation/Home\.routes\.yaml:3:[0-9]+: error: " "$log" || fail "no diagnostic on Home.routes.yaml:3"
cp "$backup" "$home"

echo "== 4. generate-routes writes into the package; --check fails while stale, passes once current"
if swift package --allow-writing-to-package-directory generate-routes --target Navigation --check >"$log" 2>&1; then
    fail "--check passed with no generated files"
fi
grep "are out of date" "$log" || fail "--check did not say the files are out of date"
swift package --allow-writing-to-package-directory generate-routes --target Navigation --target MatchingApp >"$log" 2>&1 \
    || fail "generate-routes failed"
ls Sources/Navigation/Generated Sources/MatchingApp/Generated/Navigation
swift package --allow-writing-to-package-directory generate-routes --check >"$log" 2>&1 || fail "--check failed on current files"
echo "== --check passes on current files"
echo "check-plugins: all checks passed"
