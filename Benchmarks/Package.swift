// swift-tools-version: 6.2
import PackageDescription

// routegen's benchmarks, as a package of their own so that the benchmark library and its
// dependencies never become dependencies of routegen.
// Run them from this folder: `swift package --allow-writing-to-package-directory benchmark`.
// The CLI against its floor, in one run: `Scripts/floor-ratio.sh` (see README.md).

/// The synthetic link apps (issue 24), each generated in its build: 100 and 1,000 templates,
/// and 10,000 when `ROUTEGEN_LINK_APP_10000=1` (its release build takes about 23 minutes of one
/// core and 8 GB, too long for every CI run; `Scripts/link-instructions.sh` sets it).
let linkAppSizes = [100, 1_000] + (Context.environment["ROUTEGEN_LINK_APP_10000"] == "1" ? [10_000] : [])
/// The link apps' targets, as dependencies.
let linkApps: [Target.Dependency] = linkAppSizes.map { .target(name: "LinkApp\($0)") }

/// A benchmark of ordo-one/benchmark: an executable whose sources are in `Benchmarks/<name>`,
/// run by the library's plugin (`swift package benchmark`).
func benchmark(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: dependencies + [.product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "RouteGenBenchmarks",
    platforms: [.macOS(.v14)],
    products: [
        /// The floor of a routegen run: libyaml's events over the same specs, and as many bytes
        /// written into as many files.
        .executable(name: "routegen-floor", targets: ["RouteGenFloor"]),
        /// Writes the synthetic app's specs (N features of 30 screens) or a spec of doc text to disk.
        .executable(name: "synthetic-app", targets: ["SyntheticAppWriter"]),
        /// Counts one side's link matching under callgrind (`Scripts/link-instructions.sh`).
        .executable(name: "link-instructions", targets: ["LinkInstructions"]),
        /// Counts saving an app's state under callgrind (`Scripts/saving-instructions.sh`).
        .executable(name: "saving-instructions", targets: ["SavingInstructions"]),
    ],
    dependencies: [
        .package(name: "routegen", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The link-matching peer (issue 24): here only, never in routegen's own package.
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
    ],
    targets: [
        /// Generation of a large app's specs (100 features, 3,000 screens), in memory and to disk,
        /// and the floor's parse of the same specs.
        benchmark("RouteGenBenchmarks", dependencies: [
            "SyntheticSpecs",
            "YAMLFloor",
            .product(name: "RouteGenCore", package: "routegen"),
        ]),
        /// Link matching in the generated code of `Specs/Hostile` (issue 20): a link of n
        /// segments that two hosting modals both fit, and links that nest hosted stacks deep.
        benchmark("LinkMatchingBenchmarks", dependencies: [
            "HostileLinks",
            .product(name: "RouteGenRuntime", package: "routegen"),
        ]),
        /// routegen against routing-kit's `TrieRouter` on the synthetic link app of 100, 1,000
        /// and 10,000 templates (issue 24): the same links, matching, non-matching and of an
        /// unknown first segment.
        benchmark("LinkPeerBenchmarks", dependencies: linkApps + [
            "SyntheticSpecs",
            .product(name: "RouteGenRuntime", package: "routegen"),
            .product(name: "RoutingKit", package: "routing-kit"),
        ]),
        /// `link-instructions <templates> <routegen|routing-kit> <kind> <links>`: matches that many
        /// links of a kind once each, for callgrind to count.
        .executableTarget(
            name: "LinkInstructions",
            dependencies: linkApps + [
                "SyntheticSpecs",
                .product(name: "RouteGenRuntime", package: "routegen"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ]
        ),
        /// Saving the app of 100 features (issue 24, goal 2): 0, 1, 10 and 100 features moved,
        /// as routegen saves it and as it saved it before, beside one feature's state alone.
        benchmark("AppSavingBenchmarks", dependencies: [
            "SavingApp100",
            "SavingStates",
            .product(name: "RouteGenRuntime", package: "routegen"),
        ]),
        /// `saving-instructions <feature|app|every-feature> <moved> <saves>`: saves that many
        /// times, for callgrind to count.
        .executableTarget(
            name: "SavingInstructions",
            dependencies: ["SavingApp100", "SavingStates", .product(name: "RouteGenRuntime", package: "routegen")]
        ),
        /// The states the saving benchmarks save: the app of 100 features, some of them moved.
        .target(
            name: "SavingStates",
            dependencies: ["SavingApp100", "SyntheticSpecs", .product(name: "RouteGenRuntime", package: "routegen")]
        ),
        /// The synthetic saving app of 100 features (`SyntheticSavingApp`), generated in every
        /// build by `LinkAppPlugin`: each feature's Route, NavigationState and Router, the app's
        /// AppRouter, and its state saved as before issue 24, the peer.
        .target(
            name: "SavingApp100",
            dependencies: [.product(name: "RouteGenRuntime", package: "routegen")],
            plugins: [.plugin(name: "LinkAppPlugin")]
        ),
        /// `link-app [--saving] <templates or features> <folder>`: routegen's code of a synthetic
        /// app (and, for the link app, routing-kit's registration of its templates), for `LinkAppPlugin`.
        .executableTarget(
            name: "LinkAppWriter",
            dependencies: ["SyntheticSpecs", .product(name: "RouteGenCore", package: "routegen")]
        ),
        /// Runs `link-app` for a `LinkApp<templates>` or `SavingApp<features>` target in every build.
        .plugin(name: "LinkAppPlugin", capability: .buildTool(), dependencies: [.target(name: "LinkAppWriter")]),
        /// The Exp and Profile features' routes and navigation states, as routegen generates them
        /// from `Specs/Hostile` (symbolic links to the reference output, so always the same code).
        .target(name: "HostileLinks", dependencies: [.product(name: "RouteGenRuntime", package: "routegen")]),
        /// The synthetic specs as text: the 30-screen features and the doc-text spec. No routegen
        /// import, so that `synthetic-app` builds in seconds.
        .target(name: "SyntheticSpecs"),
        .executableTarget(name: "SyntheticAppWriter", dependencies: ["SyntheticSpecs"]),
        /// libyaml, found through pkg-config (as routegen's CYAML, under a name of its own).
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        /// libyaml's event API run over a spec, consuming every event and building nothing.
        .target(name: "YAMLFloor", dependencies: ["CLibYAML"]),
        /// `routegen-floor`, in C.
        .executableTarget(name: "RouteGenFloor", dependencies: ["YAMLFloor"]),
    ],
    swiftLanguageModes: [.v6]
)

package.targets += linkAppSizes.map { templates in
    .target(
        name: "LinkApp\(templates)",
        dependencies: [
            .product(name: "RouteGenRuntime", package: "routegen"),
            .product(name: "RoutingKit", package: "routing-kit"),
        ],
        plugins: [.plugin(name: "LinkAppPlugin")]
    )
}
