#!/usr/bin/env bash
# Checks the prebuilt routegen end to end on Linux, failing on any difference:
#   1. Distribution/build-artifactbundle.sh builds the bundle, and ldd shows no libyaml and nothing of
#      the Swift toolchain (libswift*, Foundation, Dispatch) in the binary;
#   2. the binary prints RouteGenVersion.current and, run on Specs/Matching with LD_LIBRARY_PATH
#      empty, writes exactly Tests/GeneratedCode/ReferenceOutput/Matching;
#   3. it does so again with libyaml's shared library and the toolchain's runtime folder hidden
#      (a private mount namespace; skipped, saying so, where unshare is not allowed);
#   4. a small app package whose target uses RouteGenPlugin from the exported routegen-plugins
#      package (Distribution/export-plugins-package.sh, with the local bundle) builds without building
#      routegen, and a program that uses the generated Route and Router runs;
#   5. generate-routes of that package writes a target's code with the prebuilt tool, --check
#      passes, and the written code compiles;
#   6. the same app package with the routegen package by path (the source-built tool) builds too,
#      and both first builds are timed, each from a clean scratch folder (--without-source-build,
#      as CI runs it, skips this one: the source path has checks of its own).
# It prints the bundle's size and the times. Everything but the bundle (.build-bundle/dist) is
# made in a temporary folder, removed at the end unless a check failed. Linux only.
#
# Each check prints '== N. what it checks' before it starts, and '   ok: …' for each result.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

source_build=yes
case "${1:-}" in
    "") ;;
    --without-source-build) source_build=no ;;
    *) echo "check-artifactbundle: unknown argument '$1' (the one option is --without-source-build)" >&2; exit 64 ;;
esac
[ "$(uname -s)" = Linux ] || { echo "check-artifactbundle: Linux only (the macOS bundle is untested)" >&2; exit 1; }

work=$(mktemp -d)
cleanup() {
    local status=$?
    if [ "$status" -eq 0 ]; then rm -rf "$work"; else echo "check-artifactbundle: kept $work" >&2; fi
}
trap cleanup EXIT
fail() { echo "check-artifactbundle: FAIL: $*" >&2; exit 1; }
ok() { echo "   ok: $*"; }
# Seconds since the epoch, to the millisecond.
now() { date +%s.%3N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/RouteGenCore/Configuration/RouteGenVersion.swift)
dist=$repo/.build-bundle/dist
zip=$dist/routegen.artifactbundle.zip
binary=$dist/routegen.artifactbundle/routegen-$version-linux-$(uname -m)/bin/routegen

echo "== 1. the bundle builds, and its binary links neither libyaml nor the Swift runtime"
start=$(now)
Distribution/build-artifactbundle.sh
bundle_seconds=$(elapsed "$start" "$(now)")
[ -x "$binary" ] || fail "no binary at $binary"
grep -q "\"path\": \"routegen-$version-linux-$(uname -m)/bin/routegen\"" "$dist/routegen.artifactbundle/info.json" \
    || fail "info.json does not list the binary"
unzip -Z1 "$zip" >"$work/zip-entries"
grep -qx "routegen.artifactbundle/info.json" "$work/zip-entries" || fail "the zip has no routegen.artifactbundle/info.json"
ok "info.json lists routegen-$version-linux-$(uname -m)/bin/routegen, and the zip holds the bundle"
ldd "$binary" | tee "$work/ldd"
if grep -Ei 'yaml|swift|foundation|dispatch|blocksruntime|icu|not found' "$work/ldd"; then
    fail "the binary needs the libraries above"
fi
ok "ldd: no libyaml, no libswift*, no Foundation, Dispatch or ICU"

echo "== 2. the binary runs without LD_LIBRARY_PATH and writes the reference output"
[ "$(LD_LIBRARY_PATH='' "$binary" --version)" = "$version" ] || fail "routegen --version does not print $version"
ok "routegen --version prints $version"
LD_LIBRARY_PATH='' "$binary" Specs/Matching -o "$work/matching" -q
diff -r -x .routegen-cache Tests/GeneratedCode/ReferenceOutput/Matching "$work/matching" || fail "the output of Specs/Matching differs from Tests/GeneratedCode/ReferenceOutput/Matching"
ok "Specs/Matching gives Tests/GeneratedCode/ReferenceOutput/Matching byte for byte"

echo "== 3. the same with libyaml.so and the Swift runtime hidden"
libyaml=$(readlink -f "$(pkg-config --variable=libdir yaml-0.1)/libyaml-0.so.2" || true)
runtime=$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/linux
if [ ! -f "$libyaml" ]; then
    echo "   skipped: no libyaml-0.so.2 here to hide"
elif ! unshare -m true 2>/dev/null; then
    echo "   skipped: unshare -m is not allowed here (ldd above still shows what the binary loads)"
else
    # In a private mount namespace: libyaml's shared library becomes an empty file and the
    # toolchain's runtime folder an empty one; nothing outside the namespace sees either.
    unshare -m bash -c '
        set -e
        mount --bind /dev/null "$1"
        mount -t tmpfs none "$2"
        [ ! -s "$1" ] && [ -z "$(ls -A "$2")" ] || { echo "hiding did not work" >&2; exit 1; }
        LD_LIBRARY_PATH="" "$3" Specs/Matching -o "$4" -q
    ' hide "$libyaml" "$runtime" "$binary" "$work/matching-hidden"
    diff -r -x .routegen-cache Tests/GeneratedCode/ReferenceOutput/Matching "$work/matching-hidden" || fail "the output differs with libyaml hidden"
    ok "with $libyaml empty and $(readlink -f "$runtime") empty, the output is the reference again"
fi

# A small app package: one interface target whose spec the build plugin reads, one target whose
# code generate-routes writes, and a program using the generated types. On Linux the generated
# SwiftUI code compiles against routegen's SwiftUI stand-in, copied in as a target of its own.
# $1: folder; $2: the routegen package's .package line; $3: its name in product references.
make_app() {
    local app=$1 dependency=$2 name=$3
    mkdir -p "$app/Sources/Navigation" "$app/Sources/Committed" "$app/Sources/RouteCheck" "$app/Sources"
    cp -R Tests/GeneratedCode/Support/SwiftUIStandIn "$app/Sources/AppSwiftUIStandIn"
    cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let navigation: [Target.Dependency] = [
    "AppSwiftUIStandIn",
    .product(name: "Dependencies", package: "swift-dependencies"),
    .product(name: "RouteGenRuntime", package: "$name"),
]
let swiftUI: [SwiftSetting] = [.unsafeFlags(["-module-alias", "SwiftUI=AppSwiftUIStandIn"])]

let package = Package(
    name: "App",
    platforms: [.macOS(.v14)],
    dependencies: [
        $dependency,
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        .target(name: "AppSwiftUIStandIn"),
        .target(
            name: "Navigation",
            dependencies: navigation,
            swiftSettings: swiftUI,
            plugins: [.plugin(name: "RouteGenPlugin", package: "$name")]
        ),
        .target(name: "Committed", dependencies: navigation, exclude: ["Orders.routes.yaml"], swiftSettings: swiftUI),
        .executableTarget(name: "RouteCheck", dependencies: ["Navigation"]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
    cat >"$app/Sources/Navigation/Home.routes.yaml" <<'EOF'
access: package
screens:
  list: {}
  detail:
    url: items/{id}
    params:
      id: Int
EOF
    echo "// The interface of Home.routes.yaml, generated by RouteGenPlugin." >"$app/Sources/Navigation/Navigation.swift"
    cat >"$app/Sources/Committed/Orders.routes.yaml" <<'EOF'
access: package
screens:
  order:
    params:
      number: Int
EOF
    echo "// The interface of Orders.routes.yaml, written into Generated by generate-routes." >"$app/Sources/Committed/Committed.swift"
    cat >"$app/Sources/RouteCheck/main.swift" <<'EOF'
import Navigation

@MainActor func check() {
    let router = HomeRouter()
    router.push(.list)
    router.push(.detail(id: 7))
    print(router.path.count, HomeRoute.Screen.allCases.map(\.rawValue), HomeRoute.detail(id: 7).link?.relativeString ?? "no link")
}
check()
EOF
}

# Times a first `swift build` of the app at $1 from a clean scratch folder; prints the seconds.
first_build() {
    local app=$1 log=$2 start
    rm -rf "$app/.build"
    start=$(now)
    (cd "$app" && swift build) >"$log" 2>&1 || { cat "$log" >&2; fail "swift build of $app failed"; }
    elapsed "$start" "$(now)"
}

echo "== 4. an app builds through the prebuilt plugins package"
Distribution/export-plugins-package.sh --output "$work/routegen-plugins" --bundle "$zip"
prebuilt=$work/prebuilt-app
make_app "$prebuilt" ".package(path: \"$work/routegen-plugins\")" routegen-plugins
prebuilt_seconds=$(first_build "$prebuilt" "$work/prebuilt-build.log")
if [ -n "$(find "$prebuilt/.build" -name 'RouteGenCore*' -print -quit)" ]; then
    fail "the prebuilt app built routegen from source"
fi
ok "built in ${prebuilt_seconds} s, without building routegen"
[ -x "$prebuilt/.build/artifacts/routegen-plugins/routegen/routegen.artifactbundle/routegen-$version-linux-$(uname -m)/bin/routegen" ] \
    || fail "SwiftPM did not extract the bundle's binary"
commands=$(grep -c 'Generating Home navigation from Home.routes.yaml' "$work/prebuilt-build.log" || true)
[ "$commands" = 1 ] || fail "the build ran $commands routegen commands for Home.routes.yaml, not 1"
ok "the build ran the bundle's routegen for Home.routes.yaml, extracted under .build/artifacts"
expected="2 [\"list\", \"detail\"] items/7"
actual=$("$prebuilt/.build/debug/RouteCheck")
[ "$actual" = "$expected" ] || fail "RouteCheck printed '$actual', not '$expected'"
ok "RouteCheck, using the generated HomeRoute and HomeRouter, printed: $actual"

echo "== 5. generate-routes writes code with the prebuilt tool"
(cd "$prebuilt" && swift package --allow-writing-to-package-directory generate-routes --target Committed)
[ -f "$prebuilt/Sources/Committed/Generated/OrdersRoute.swift" ] || fail "generate-routes wrote no OrdersRoute.swift"
ok "wrote $(ls "$prebuilt/Sources/Committed/Generated" | wc -l | tr -d ' ') files into Sources/Committed/Generated"
(cd "$prebuilt" && swift package --allow-writing-to-package-directory generate-routes --target Committed --check)
ok "generate-routes --check passes"
(cd "$prebuilt" && swift build) >"$work/committed-build.log" 2>&1 || { cat "$work/committed-build.log" >&2; fail "the written code does not compile"; }
ok "the written code compiles"

echo "== 6. the same app with the source-built tool (the routegen package by path)"
if [ "$source_build" = yes ]; then
    source_app=$work/source-app
    make_app "$source_app" ".package(name: \"routegen\", path: \"$repo\")" routegen
    source_seconds=$(first_build "$source_app" "$work/source-build.log")
    [ -n "$(find "$source_app/.build" -name 'RouteGenCore*' -print -quit)" ] || fail "the source app did not build routegen"
    [ "$("$source_app/.build/debug/RouteCheck")" = "$expected" ] || fail "RouteCheck of the source app printed something else"
    ok "built in ${source_seconds} s, building routegen from source; RouteCheck printed the same"
    source_time="${source_seconds} s with the source-built one"
else
    echo "   skipped (--without-source-build)"
    source_time="the source-built one not measured"
fi

echo "== sizes and times"
echo "   bundle: $(du -k "$zip" | cut -f1) KiB zipped, $(du -sk "$dist/routegen.artifactbundle" | cut -f1) KiB unpacked, built in ${bundle_seconds} s"
echo "   first swift build of the app: ${prebuilt_seconds} s with the prebuilt tool, $source_time"
echo "check-artifactbundle: all checks passed"
