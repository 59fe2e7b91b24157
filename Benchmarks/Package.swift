// swift-tools-version: 6.2
import PackageDescription

// routegen's benchmarks, as a package of their own so that the benchmark library and its
// dependencies never become dependencies of routegen.
// Run them from this folder: `swift package --allow-writing-to-package-directory benchmark`.
// The CLI against its floor, in one run: `Scripts/floor-ratio.sh` (see README.md).

let package = Package(
    name: "RouteGenBenchmarks",
    platforms: [.macOS(.v14)],
    products: [
        /// The floor of a routegen run: libyaml's events over the same specs, and as many bytes
        /// written into as many files.
        .executable(name: "routegen-floor", targets: ["RouteGenFloor"]),
        /// Writes the synthetic app's specs (N features of 30 screens) or a spec of doc text to disk.
        .executable(name: "synthetic-app", targets: ["SyntheticAppWriter"]),
    ],
    dependencies: [
        .package(name: "routegen", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        /// Generation of a large app's specs (100 features, 3,000 screens), in memory and to disk,
        /// and the floor's parse of the same specs.
        .executableTarget(
            name: "RouteGenBenchmarks",
            dependencies: [
                "SyntheticSpecs",
                "YAMLFloor",
                .product(name: "RouteGenCore", package: "routegen"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RouteGenBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        /// Link matching in the generated code of `Specs/Hostile` (issue 20): a link of n
        /// segments that two hosting modals both fit, and links that nest hosted stacks deep.
        .executableTarget(
            name: "LinkMatchingBenchmarks",
            dependencies: [
                "HostileLinks",
                .product(name: "RouteGenRuntime", package: "routegen"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LinkMatchingBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
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
