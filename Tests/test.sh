#!/usr/bin/env bash
# routegen's tests, all of them: the README's test command, and what .ci/run runs.
#   1. routegen's own package: the generator, the CLI, the runtime, the plugins' logic, and the
#      reference output compared with what routegen generates from Specs/.
#   2. The generated-code harness (Tests/GeneratedCode, a package of its own): the reference
#      output compiled warning-free and driven, under a package's default settings and under a
#      new Xcode 26 app target's (ROUTEGEN_HARNESS_SETTINGS, see its Package.swift).
# Arguments are passed to both `swift test` runs (e.g. --filter RouterTests).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== routegen: swift test $*"
swift test "$@"

# The harness compiles and runs the generated code twice: with a SwiftPM package's default
# settings, then with a new Xcode 26 app target's (default MainActor isolation, Approachable
# Concurrency), where the build plugin puts the live clients and the app shell.
for settings in package xcode26; do
    echo "== generated code (Tests/GeneratedCode, $settings settings): swift test $*"
    ROUTEGEN_HARNESS_SETTINGS=$settings swift test --package-path Tests/GeneratedCode "$@"
done
