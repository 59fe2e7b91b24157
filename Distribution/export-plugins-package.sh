#!/usr/bin/env bash
# Writes the routegen-plugins package (Distribution/routegen-plugins) as it is published: the
# plugins' and the runtime's sources as files instead of symlinks into this repository, and the
# prebuilt routegen as either a release URL with its checksum or a local bundle.
#
#   Distribution/export-plugins-package.sh --output <folder> --url <zip URL> --checksum <checksum>
#   Distribution/export-plugins-package.sh --output <folder> --bundle <routegen.artifactbundle.zip>
#
# The first is a release (CONTRIBUTING.md: "Releasing the prebuilt tool"): <folder> is a clone of the routegen-plugins
# repository, whose files it replaces (all but .git), ready to commit and tag. The second copies
# a bundle built here into the package, for testing before a release. <folder> must be empty, new,
# or hold an earlier export.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."

fail() { echo "export-plugins-package: $*" >&2; exit 1; }
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$caller/$1" ;; esac; }

output="" url="" checksum="" bundle=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output=$(absolute "$2"); shift 2 ;;
        --url) url=$2; shift 2 ;;
        --checksum) checksum=$2; shift 2 ;;
        --bundle) bundle=$(absolute "$2"); shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) fail "unknown argument '$1' (see --help)" ;;
    esac
done
[ -n "$output" ] || fail "--output is required (see --help)"
if [ -n "$bundle" ]; then
    [ -z "$url$checksum" ] || fail "give --bundle, or --url and --checksum, not both"
    [ -f "$bundle" ] || fail "no bundle at $bundle: run Distribution/build-artifactbundle.sh first"
else
    [[ "$url" == https://*.zip ]] || fail "--url must be the https URL of the uploaded routegen.artifactbundle.zip"
    [[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || fail "--checksum must be the 64 hex digits swift package compute-checksum printed"
fi

source=Distribution/routegen-plugins
if [ -e "$output" ] && [ -n "$(ls -A "$output")" ] && ! grep -qs 'name: "routegen-plugins"' "$output/Package.swift"; then
    fail "$output holds something else than a routegen-plugins package; give an empty or new folder"
fi
mkdir -p "$output"
find "$output" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
for item in Package.swift README.md Plugins Sources; do
    cp -RL "$source/$item" "$output/"
done

local_line='.binaryTarget(name: "routegen", path: "routegen.artifactbundle.zip"),'
grep -qF "$local_line" "$output/Package.swift" || fail "$source/Package.swift no longer has the line: $local_line"
if [ -n "$bundle" ]; then
    cp "$bundle" "$output/routegen.artifactbundle.zip"
else
    release_line=".binaryTarget(name: \"routegen\", url: \"$url\", checksum: \"$checksum\"),"
    manifest=$(cat "$output/Package.swift")
    printf '%s\n' "${manifest/"$local_line"/"$release_line"}" >"$output/Package.swift"
    grep -qF "$release_line" "$output/Package.swift" || fail "could not write the release URL into $output/Package.swift"
fi
echo "export-plugins-package: wrote $output"
