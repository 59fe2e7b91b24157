# Sourced by compile-generated.sh and compile-instructions.sh: builds routegen, writes and generates
# the synthetic app, builds what the generated code imports, and sets the swiftc flags that
# compile it as one module the way SwiftPM's debug build does.
#
# Takes the script's arguments, [--links] [--app] [--shape NAME] [FEATURES [SCREENS]], FEATURES
# defaulting to default_features and SCREENS to 30 (--app: an app spec lists every feature, and
# the app's files are generated too; --shape: features of another shape, see synthetic_app.py);
# reads ROUTEGEN_SCRATCH and BENCH_WORK (see the scripts), and
# app_folder (the folder of BENCH_WORK the app goes to; BENCH_WORK itself when unset).
# Sets:  links (an array: empty or --links), app_spec (an array: empty or --app), features,
#        screens, root (the repository), scratch,
#        work, generated (the generated files' folder), modules, clang_modules, module_flags (an
#        array: the flags every compilation of the generated code shares, before its own), and
#        the function new_output_folder.

links=()
app_spec=()
shape=()
while [ "${1:-}" = --links ] || [ "${1:-}" = --app ] || [ "${1:-}" = --shape ]; do
    case "$1" in
        --links) links=(--links) ;;
        --app) app_spec=(--app) ;;
        --shape) shape=(--shape "${2:?--shape needs a name: events, heavy, modals, eventlinks, renamed, hosting, wide, typed or deep}"); shift ;;
    esac
    shift
done
features=${1:-$default_features}
screens=${2:-30}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
scratch=${ROUTEGEN_SCRATCH:-$root/.build-router}
work=${BENCH_WORK:-$root/.build-compile-bench}
mkdir -p "$work"
work=$(cd "$work" && pwd)
app=$work${app_folder:+/$app_folder}
mkdir -p "$app"

echo "== building routegen (debug, $scratch)"
swift build --package-path "$root" --scratch-path "$scratch" --product routegen -q
routegen=$(swift build --package-path "$root" --scratch-path "$scratch" --show-bin-path)/routegen

echo "== generating $features features × $screens ${shape[1]:-screens}${shape[1]:+ (shape)}${links:+ with links}${app_spec:+ and the app router}"
rm -rf "$app/Specs" "$app/Generated"
python3 "$root/Benchmarks/Scripts/synthetic_app.py" "$app/Specs" "$work/Dependencies/Sources/AppModels/AppModels.swift" "$features" "$screens" "${links[@]}" "${app_spec[@]}" "${shape[@]}"
"$routegen" "$app/Specs" -o "$app/Generated" -q
generated=$app/Generated

echo "== building the dependencies once (swift-dependencies, RouteGenRuntime, the SwiftUI stand-in)"
deps=$work/Dependencies
mkdir -p "$deps/Sources/Dependencies_" "$deps/Sources/AppModels"
# A package whose one target imports what the generated code imports, so that building it
# builds their modules; the compilations below read them with -I.
swiftui_product=""
swiftui_import=""
if [ "$(uname)" = Linux ]; then
    swiftui_product='.product(name: "SwiftUIStandIn", package: "RouteGenGeneratedCode"),'
    swiftui_import='import SwiftUIStandIn'
fi
cat > "$deps/Package.swift.new" <<EOF
// swift-tools-version: 6.2
// Written by Benchmarks/Scripts/compile-setup.sh: builds what the generated code imports.
import PackageDescription

let package = Package(
    name: "CompileBenchmarkDependencies",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "routegen", path: "$root"),
        .package(name: "RouteGenGeneratedCode", path: "$root/Tests/GeneratedCode"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        .target(name: "AppModels"),
        .target(name: "Dependencies_", dependencies: [
            "AppModels",
            .product(name: "Dependencies", package: "swift-dependencies"),
            .product(name: "RouteGenRuntime", package: "routegen"),
            $swiftui_product
        ]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
cmp -s "$deps/Package.swift.new" "$deps/Package.swift" || mv "$deps/Package.swift.new" "$deps/Package.swift"
rm -f "$deps/Package.swift.new"
printf 'import AppModels\nimport Dependencies\nimport RouteGenRuntime\n%s\n' "$swiftui_import" > "$deps/Sources/Dependencies_/Imports.swift"
# SwiftPM plans a build again only when a manifest changes: touching this one makes it see a file
# added to RouteGenRuntime since the last run (without it, the runtime's module stays as it was).
touch "$deps/Package.swift"
swift build --package-path "$deps" -q
bin=$(swift build --package-path "$deps" --show-bin-path)
modules=$bin/Modules
[ -d "$modules" ] || modules=$bin
# The C modules some dependencies hold (OpenCombine's helpers), by their generated module maps.
# Not those of the host tools' builds (`*-tool.build`: routegen's own C targets, built again for
# its plugin), which define the same modules a second time.
clang_modules=()
while IFS= read -r map; do
    clang_modules+=(-Xcc -fmodule-map-file="$map")
done < <(find "$bin" -maxdepth 2 -name module.modulemap -not -path '*-tool.build/*' | sort)
alias=()
[ "$(uname)" = Linux ] && alias=(-module-alias SwiftUI=SwiftUIStandIn)
module_flags=(
    -module-name SyntheticNavigation -parse-as-library -swift-version 6
    -Onone -g -enable-testing -DDEBUG -enable-batch-mode
    -module-cache-path "$work/ModuleCache" -I "$modules" "${clang_modules[@]}" "${alias[@]}"
)

# Prints the path of PARENT/NAME, a new empty folder for one compilation's output.
new_output_folder() {
    rm -rf "${1:?}/${2:?}"
    mkdir -p "$1/$2"
    echo "$1/$2"
}
