#!/usr/bin/env bash
# Builds a release routegen that needs nothing installed, and packs it as an artifact bundle for
# the prebuilt plugins package (Distribution/routegen-plugins, CONTRIBUTING.md: "Releasing the prebuilt tool").
#
#   Distribution/build-artifactbundle.sh [--output <folder>] [--merge <routegen.artifactbundle.zip>]...
#
# On Linux it builds for the machine's architecture with the Swift runtime linked in
# (--static-swift-stdlib) and libyaml's static library (libyaml.a, from libyaml-dev),
# so the binary needs only glibc, libstdc++, libgcc_s and libm. The other Linux architecture
# needs a Swift SDK for it, which this script does not install: it says so and skips it. On a
# Mac it builds one universal (arm64 and x86_64) binary against a universal libyaml.a, and the
# Swift runtime of the OS. --merge adds the variants of a bundle built on another machine, so
# that one release bundle holds Linux and macOS.
#
# It writes into the output folder (default .build-bundle/dist):
#   routegen.artifactbundle/                info.json and one folder per variant,
#     routegen-<version>-linux-x86_64/bin/routegen    e.g.
#   routegen.artifactbundle.zip             what a release uploads
#   routegen.artifactbundle.zip.checksum    its `swift package compute-checksum`, for the manifest
# The version is RouteGenVersion.current. It builds in .build-bundle, apart from .build.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
repo=$PWD

# Paths given on the command line are relative to where the script was run from.
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$caller/$1" ;; esac; }
output=$repo/.build-bundle/dist
merges=()
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output=$(absolute "$2"); shift 2 ;;
        --merge) merges+=("$(absolute "$2")"); shift 2 ;;
        -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-artifactbundle: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
done

fail() { echo "build-artifactbundle: $*" >&2; exit 1; }

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/RouteGenCore/Configuration/RouteGenVersion.swift)
[ -n "$version" ] || fail "no version found in Sources/RouteGenCore/Configuration/RouteGenVersion.swift"
scratch=.build-bundle
bundle=$output/routegen.artifactbundle

# SwiftPM reads libyaml's flags from pkg-config (yaml-0.1) and passes its library folder first,
# where the linker prefers libyaml.so to libyaml.a. This private yaml-0.1.pc points at a folder
# holding only libyaml.a, so every `-lyaml` (SwiftPM's and the one the CYAML module map adds)
# links the static library. The source build is not changed.
static_pkg_config() {
    local archive=$1 folder
    [ -f "$archive" ] || fail "no static libyaml at $archive: install libyaml-dev (Linux) or libyaml (Homebrew), or set LIBYAML_STATIC to a libyaml.a"
    # A fixed folder: a new one each run would change the flags and so rebuild every target.
    folder=$repo/$scratch/static-libyaml
    rm -rf "$folder"
    mkdir -p "$folder/lib"
    ln -s "$archive" "$folder/lib/libyaml.a"
    printf 'Name: LibYAML\nDescription: libyaml, static library only\nVersion: %s\nCflags: %s\nLibs: -L%s -lyaml\n' \
        "$(pkg-config --modversion yaml-0.1)" "$(pkg-config --cflags yaml-0.1)" "$folder/lib" >"$folder/yaml-0.1.pc"
    echo "$folder"
}

# The triples SwiftPM matches a variant folder's binary against, by the folder's platform.
triples_of() {
    case "$1" in
        linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
        linux-aarch64) echo '"aarch64-unknown-linux-gnu"' ;;
        macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) fail "unknown variant platform '$1'" ;;
    esac
}

rm -rf "$bundle" "$bundle.zip" "$bundle.zip.checksum"
mkdir -p "$bundle"

case "$(uname -s)" in
Linux)
    arch=$(uname -m)
    case "$arch" in
        x86_64) other=aarch64 ;;
        aarch64) other=x86_64 ;;
        *) fail "unsupported Linux architecture $arch" ;;
    esac
    pc=$(static_pkg_config "${LIBYAML_STATIC:-$(pkg-config --variable=libdir yaml-0.1)/libyaml.a}")
    flags=(-c release --product routegen --static-swift-stdlib --scratch-path "$scratch" --pkg-config-path "$pc")
    swift build "${flags[@]}"
    binary=$(swift build "${flags[@]}" --show-bin-path)/routegen
    # The promise of the bundle: nothing from libyaml or the Swift toolchain is loaded at run time.
    if readelf -d "$binary" | grep NEEDED | grep -E 'libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime|_FoundationICU'; then
        fail "$binary still needs the shared libraries above"
    fi
    variant=$bundle/routegen-$version-linux-$arch/bin
    mkdir -p "$variant"
    cp "$binary" "$variant/routegen"
    strip "$variant/routegen"
    echo "build-artifactbundle: skipping linux-$other: building it needs a Swift SDK for" \
        "$other-unknown-linux-gnu, and this script installs none (swift sdk list). Run this script" \
        "on an $other Linux machine and pass its zip here with --merge."
    ;;
Darwin)
    # Untested: written for a Mac with Xcode's Swift 6.2 or later. Homebrew's libyaml.a holds the
    # Mac's own architecture only; a universal build needs a universal one (lipo -create).
    archive=${LIBYAML_STATIC:-$(brew --prefix libyaml)/lib/libyaml.a}
    for needed in arm64 x86_64; do
        [[ " $(lipo -archs "$archive") " == *" $needed "* ]] \
            || fail "$archive has no $needed slice; set LIBYAML_STATIC to a universal libyaml.a"
    done
    pc=$(static_pkg_config "$archive")
    flags=(-c release --product routegen --arch arm64 --arch x86_64 --scratch-path "$scratch" --pkg-config-path "$pc")
    swift build "${flags[@]}"
    binary=$(swift build "${flags[@]}" --show-bin-path)/routegen
    if otool -L "$binary" | grep libyaml; then fail "$binary still links libyaml dynamically"; fi
    variant=$bundle/routegen-$version-macos/bin
    mkdir -p "$variant"
    cp "$binary" "$variant/routegen"
    strip -x "$variant/routegen"
    ;;
*) fail "unsupported system $(uname -s)" ;;
esac

for zip in ${merges[@]+"${merges[@]}"}; do
    unpacked=$(mktemp -d)
    unzip -q "$zip" -d "$unpacked"
    for folder in "$unpacked"/routegen.artifactbundle/routegen-*; do
        name=$(basename "$folder")
        case "$name" in
            "routegen-$version-"*) ;;
            *) fail "$zip holds $name, not version $version" ;;
        esac
        [ -e "$bundle/$name" ] || cp -R "$folder" "$bundle/$name"
    done
    rm -rf "$unpacked"
done

# info.json lists every variant folder the bundle holds.
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "routegen": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    separator=""
    for folder in "$bundle"/routegen-*; do
        name=$(basename "$folder")
        printf '%s        {\n          "path": "%s/bin/routegen",\n          "supportedTriples": [%s]\n        }' \
            "$separator" "$name" "$(triples_of "${name#routegen-"$version"-}")"
        separator=$',\n'
    done
    printf '\n      ]\n    }\n  }\n}\n'
} >"$bundle/info.json"

(cd "$output" && zip -qry routegen.artifactbundle.zip routegen.artifactbundle)
checksum=$(swift package --package-path "$repo" compute-checksum "$output/routegen.artifactbundle.zip")
echo "$checksum" >"$output/routegen.artifactbundle.zip.checksum"

echo "build-artifactbundle: routegen $version:"
for folder in "$bundle"/routegen-*; do echo "  $(basename "$folder")"; done
echo "  $bundle.zip ($(du -k "$output/routegen.artifactbundle.zip" | cut -f1) KiB zipped, $(du -sk "$bundle" | cut -f1) KiB unpacked)"
echo "  checksum $checksum"
