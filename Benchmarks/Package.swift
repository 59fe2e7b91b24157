// swift-tools-version: 6.2
import PackageDescription

// routegen's benchmarks, as a package of their own so that the benchmark library and its
// dependencies never become dependencies of routegen.
// Run them from this folder: `swift package --allow-writing-to-package-directory benchmark`.

let package = Package(
    name: "RouteGenBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "routegen", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        /// Generation of a large app's specs (100 features, 3,000 screens), in memory and to disk.
        .executableTarget(
            name: "RouteGenBenchmarks",
            dependencies: [
                .product(name: "RouteGenCore", package: "routegen"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RouteGenBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
