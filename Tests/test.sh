#!/usr/bin/env bash
# routegen's tests, all of them: the README's test command, and what .ci/run runs.
#   1. routegen's own package: the generator, the CLI, the runtime, the plugins' logic, and the
#      reference output compared with what routegen generates from Specs/.
#   2. The generated-code harness (Tests/GeneratedCode, a package of its own): the reference
#      output compiled warning-free and driven.
# Arguments are passed to both `swift test` runs (e.g. --filter RouterTests).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== routegen: swift test $*"
swift test "$@"

echo "== generated code (Tests/GeneratedCode): swift test $*"
swift test --package-path Tests/GeneratedCode "$@"
