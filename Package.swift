// swift-tools-version: 6.2
import PackageDescription

// routegen's own targets are what plugin users build from source, so they depend only on
// libyaml (the command line is parsed by RouteGenCLI itself). Everything else is test-only, and the
// generated-code harness (the reference output compiled and driven, with a SwiftUI stand-in on
// Linux) is a package of its own in Tests/GeneratedCode. `Tests/test.sh` runs both.

/// Turns warnings into errors where a warning would be a bug we ship: the generated code the
/// tests compile, always; routegen's own sources when CI asks (`ROUTEGEN_WARNINGS_AS_ERRORS=1`).
/// Never unconditionally on shipped targets: SwiftPM and Xcode pass `-suppress-warnings` to
/// dependencies, which conflicts with `-warnings-as-errors`.
let strictWarnings: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let shippedTargetSettings: [SwiftSetting] =
    Context.environment["ROUTEGEN_WARNINGS_AS_ERRORS"] == "1" ? strictWarnings : []

let package = Package(
    name: "routegen",
    // The platforms generated code runs on: Observation (the routers are @Observable) sets the
    // floor. A popover is a sheet on tvOS and watchOS, a full-screen cover a sheet on macOS.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        /// Generates a target's navigation code at build time.
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        /// Writes generated navigation code into the package, for teams that commit it.
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
        /// The generator as a library, for the benchmarks and other tools; its API may change.
        .library(name: "RouteGenCore", targets: ["RouteGenCore"]),
        /// What generated code links: deep-link matching and building, and state restoration.
        /// Versioned with the generator.
        .library(name: "RouteGenRuntime", targets: ["RouteGenRuntime"]),
    ],
    dependencies: [
        // Test-only.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // MARK: Shipped

        /// libyaml, found through pkg-config. Only the YAML-reading stage imports it.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        /// The generator: read YAML, build the spec model, validate, translate, render, write.
        .target(
            name: "RouteGenCore",
            dependencies: ["CYAML"],
            resources: [.embedInCode("Rendering/BuiltinTemplates"), .embedInCode("Rendering/BuiltinTemplateImages")],
            swiftSettings: shippedTargetSettings
        ),
        /// The library generated code imports: link matching and building, state restoration.
        /// Foundation only.
        .target(name: "RouteGenRuntime", swiftSettings: shippedTargetSettings),
        /// The `routegen` command: its own argument parsing and help, and console output, around
        /// RouteGenCore. Standard library only, so that `routegen` starts fast.
        .target(
            name: "RouteGenCLI",
            dependencies: ["RouteGenCore"],
            swiftSettings: shippedTargetSettings
        ),
        /// A per-thread cache of small heap blocks in front of glibc's allocator (a no-op
        /// elsewhere); see `Benchmarks/README.md`, "Twenty-ninth round".
        .target(name: "CMallocCache"),
        /// Makes `CMallocCache` the allocator of the `routegen` process; linked into it alone.
        .target(name: "CMallocInterposition", dependencies: ["CMallocCache"]),
        .executableTarget(
            name: "routegen",
            dependencies: ["RouteGenCLI", "CMallocInterposition"],
            swiftSettings: shippedTargetSettings
        ),
        /// Generates a target's navigation code in every build: the interface of its own specs,
        /// or the live wiring of the specs of the targets it depends on. Shares
        /// `Plugins/PluginsShared` with `GenerateRoutes` through symlinks.
        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: ["routegen"]
        ),
        /// `swift package --allow-writing-to-package-directory generate-routes [--target T]... [--check]`.
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(
                    verb: "generate-routes",
                    description: "Writes the navigation code generated from the *.routes.yaml specs into Sources/<Target>/Generated"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated navigation code into Sources/<Target>/Generated")
                ]
            ),
            dependencies: ["routegen"]
        ),

        // MARK: Tests

        /// Helpers shared by the test targets: a temporary folder, a seeded random generator.
        .target(name: "RouteGenTestSupport", path: "Tests/Support/RouteGenTestSupport", swiftSettings: strictWarnings),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: [
                "RouteGenCore",
                "RouteGenTestSupport",
                // The engine routegen rendered with before its own: the compatibility tests compare the two.
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strictWarnings
        ),
        .testTarget(
            name: "RouteGenCLITests",
            dependencies: ["RouteGenCLI", "RouteGenCore", "RouteGenTestSupport"],
            swiftSettings: strictWarnings
        ),
        /// What generated code links: link splitting, matching, values, URLs and restoration.
        .testTarget(
            name: "RouteGenRuntimeTests",
            dependencies: ["RouteGenRuntime"],
            swiftSettings: strictWarnings
        ),
        /// The block cache behind `routegen`'s allocator, called directly (the tests' own
        /// allocator stays glibc's).
        .testTarget(
            name: "MallocCacheTests",
            dependencies: ["CMallocCache", "RouteGenTestSupport"],
            swiftSettings: strictWarnings
        ),
        /// The plugins' shared logic, compiled through the symlink `Tests/PluginsSharedTests/PluginsShared`.
        .testTarget(
            name: "PluginsSharedTests",
            exclude: ["PluginsShared/SourceModuleTarget+RouteGen.swift"],
            swiftSettings: strictWarnings
        ),
        /// Compares the output of every spec in `Specs/` with the reference files in `Tests/GeneratedCode/ReferenceOutput`.
        .testTarget(
            name: "ReferenceTests",
            dependencies: [
                "RouteGenCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strictWarnings
        ),
    ],
    swiftLanguageModes: [.v6]
)
