// swift-tools-version: 6.2
import PackageDescription

// routegen's own targets are what plugin users build from source, so they depend only on
// libyaml, swift-argument-parser and swift-mustache. Everything else is test-only.

/// Turns warnings into errors where a warning would be a bug we ship: the generated code the
/// tests compile, always; routegen's own sources when CI asks (`ROUTEGEN_WARNINGS_AS_ERRORS=1`).
/// Never unconditionally on shipped targets: SwiftPM and Xcode pass `-suppress-warnings` to
/// dependencies, which conflicts with `-warnings-as-errors`.
let strictWarnings: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let shippedTargetSettings: [SwiftSetting] =
    Context.environment["ROUTEGEN_WARNINGS_AS_ERRORS"] == "1" ? strictWarnings : []

// MARK: Test-only modules

/// The apps whose navigation `Specs/` reproduces, one folder of specs each, with the module of
/// the types they name. `StudyV1` is an earlier version of the study app's specs, for the
/// restoration tests.
let referenceApps = ["Matching", "Onsen", "Study", "StudyV1", "POS"]
/// The reference apps with an app spec, whose output includes the Markdown list of its links.
let referenceAppsWithAppSpecs: Set<String> = ["Matching", "Onsen", "Study"]
/// The models module of a reference app.
func models(of app: String) -> String { (app == "StudyV1" ? "Study" : app) + "Models" }

/// SwiftUI does not exist on Linux: there the generated code is type-checked against a
/// stand-in declaring the SwiftUI names the templates use. Elsewhere the real SwiftUI is used.
///
/// The stand-in is built as `SwiftUIStandIn`, never as `SwiftUI`: a module named SwiftUI in the
/// build folder would turn on other packages' `#if canImport(SwiftUI)` code (swift-clocks,
/// swift-dependencies). Only the targets that compile generated code see it as `SwiftUI`,
/// through the compiler's `-module-alias`.
///
/// It is also a product, on Linux only, so that the example app under `Examples/` type-checks
/// against the same declarations. routegen itself never depends on it.
#if os(Linux)
let swiftUIStandIn: [Target] = [
    .target(name: "SwiftUIStandIn", path: "Tests/Support/SwiftUIStandIn", swiftSettings: shippedTargetSettings)
]
#else
let swiftUIStandIn: [Target] = []
#endif
let swiftUIStandInProducts: [Product] = swiftUIStandIn.map { .library(name: $0.name, targets: [$0.name]) }
/// What a target that compiles generated code needs to `import SwiftUI` on every platform.
let swiftUIDependencies: [Target.Dependency] = swiftUIStandIn.map {
    .target(name: $0.name, condition: .when(platforms: [.linux]))
}
let swiftUISettings: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "SwiftUI=SwiftUIStandIn"], .when(platforms: [.linux]))
]

let package = Package(
    name: "routegen",
    platforms: [.macOS(.v14), .iOS(.v17)],
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
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Test-only.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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
            dependencies: [
                "CYAML",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.embedInCode("Rendering/BuiltinTemplates")],
            swiftSettings: shippedTargetSettings
        ),
        /// The library generated code imports: link matching and building, state restoration.
        /// Foundation only.
        .target(name: "RouteGenRuntime", swiftSettings: shippedTargetSettings),
        /// The `routegen` command: argument parsing and console output around RouteGenCore.
        .target(
            name: "RouteGenCLI",
            dependencies: [
                "RouteGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: shippedTargetSettings
        ),
        .executableTarget(
            name: "routegen",
            dependencies: ["RouteGenCLI"],
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

        /// Helpers shared by the test targets that touch the disk.
        .target(name: "RouteGenTestSupport", path: "Tests/Support/RouteGenTestSupport", swiftSettings: strictWarnings),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", "RouteGenTestSupport"],
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
        /// The plugins' shared logic, compiled through the symlink `Tests/PluginsSharedTests/PluginsShared`.
        .testTarget(
            name: "PluginsSharedTests",
            exclude: ["PluginsShared/SourceModuleTarget+RouteGen.swift"],
            swiftSettings: strictWarnings
        ),
        /// Compares the output of every spec in `Specs/` with the reference files in `Tests/ReferenceOutput`.
        .testTarget(
            name: "ReferenceTests",
            dependencies: [
                "RouteGenCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strictWarnings
        ),
        /// Drives the compiled reference output: every Router operation, and views built through clients.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: referenceApps.map { .target(name: $0 + "Navigation") }
                + Set(referenceApps.map(models(of:))).sorted().map { .target(name: $0) }
                + ["MatchingFeatures", "MatchingLive", "RouteGenRuntime"]
                + [
                    .product(name: "Dependencies", package: "swift-dependencies"),
                    // Routes `reportIssue` (the test value's loud failure) to Swift Testing.
                    .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
                    // Link round trips over many generated values.
                    .product(name: "PropertyBased", package: "swift-property-based"),
                ]
                + swiftUIDependencies,
            swiftSettings: strictWarnings + swiftUISettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Test-only modules, continued

package.targets += swiftUIStandIn
for app in referenceApps {
    if models(of: app) == app + "Models" {
        /// The types `Specs/<app>/*.routes.yaml` import.
        package.targets.append(.target(name: app + "Models", path: "Tests/Support/\(app)Models", swiftSettings: strictWarnings))
    }
    package.targets += [
        /// The reference output of `Specs/<app>/`, compiled warning-free as one module per app:
        /// several features in one module, and several such modules in one test target.
        .target(
            name: app + "Navigation",
            dependencies: [
                .target(name: models(of: app)),
                "RouteGenRuntime",
                .product(name: "Dependencies", package: "swift-dependencies"),
            ] + swiftUIDependencies,
            path: "Tests/ReferenceOutput/\(app)",
            exclude: referenceAppsWithAppSpecs.contains(app) ? [app + "Links.md"] : [],
            swiftSettings: strictWarnings + swiftUISettings
        ),
    ]
}
package.targets += [
    /// The views `Specs/Matching/` names with `view:`, for the live-mode reference output.
    .target(
        name: "MatchingFeatures",
        dependencies: ["MatchingModels"] + swiftUIDependencies,
        path: "Tests/Support/MatchingFeatures",
        swiftSettings: strictWarnings + swiftUISettings
    ),
    /// The live-mode reference output of `Specs/Matching/`: the clients' live values, built in
    /// another module than the interface, as in an app target.
    .target(
        name: "MatchingLive",
        dependencies: [
            "MatchingNavigation", "MatchingFeatures",
            .product(name: "Dependencies", package: "swift-dependencies"),
        ] + swiftUIDependencies,
        path: "Tests/ReferenceOutput/MatchingLive",
        swiftSettings: strictWarnings + swiftUISettings
    ),
]
package.products += swiftUIStandInProducts
