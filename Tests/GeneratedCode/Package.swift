// swift-tools-version: 6.2
import PackageDescription

// The generated-code harness: a package of its own, so that routegen's manifest holds only what
// users build. It compiles the reference output of every app in `Specs/` (which routegen's
// ReferenceTests keep equal to what routegen generates) warning-free, one module per app,
// against swift-dependencies and, on Linux, a stand-in for SwiftUI, and drives it: every
// Router operation, views built through clients, deep links both ways, restoration.
//
// Run it from the repository root with `Tests/test.sh`, or alone with
// `swift test --package-path Tests/GeneratedCode`.

/// Warnings in generated code are bugs routegen ships.
let strictWarnings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The build settings the generated code is compiled under, chosen with the environment variable
/// `ROUTEGEN_HARNESS_SETTINGS`:
/// - `package` (the default): a SwiftPM package's defaults in Swift 6 language mode.
/// - `xcode26`: a new Xcode 26 app target's, where the build plugin puts the live clients and
///   the app shell: Default Actor Isolation = MainActor and Approachable Concurrency = Yes (its
///   upcoming features that Swift 6 mode does not already enable).
///
/// `Tests/test.sh` builds the harness and runs its tests under both.
let harnessSettings = Context.environment["ROUTEGEN_HARNESS_SETTINGS"] ?? "package"
/// The settings of every target that holds generated code, or code written beside it in an app.
let appTargetSettings: [SwiftSetting] = {
    switch harnessSettings {
    case "package":
        return []
    case "xcode26":
        return [
            .defaultIsolation(MainActor.self),
            .enableUpcomingFeature("InferIsolatedConformances"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            // DisableOutwardActorInference, GlobalActorIsolatedTypesUsability and
            // InferSendableFromCaptures, the other three, are part of Swift 6 language mode
            // already: naming them again is a warning ("already enabled").
        ]
    default:
        fatalError("ROUTEGEN_HARNESS_SETTINGS must be 'package' or 'xcode26', not '\(harnessSettings)'")
    }
}()

/// The apps whose navigation `Specs/` reproduces, one folder of specs each, with the module of
/// the types they name. `StudyV1` is an earlier version of the study app's specs, for the
/// restoration tests, kept in `EarlierSpecs/` so that `routegen Specs` sees each feature once.
let referenceApps = ["Matching", "Onsen", "Study", "StudyV1", "POS", "Hostile"]
/// The reference apps with an app spec, whose output includes the Markdown list of its links.
let referenceAppsWithAppSpecs: Set<String> = ["Matching", "Onsen", "Study", "Hostile"]
/// The models module of a reference app.
func models(of app: String) -> String { (app == "StudyV1" ? "Study" : app) + "Models" }

/// SwiftUI does not exist on Linux: there the generated code is type-checked against a
/// stand-in declaring the SwiftUI names the templates use. Elsewhere the real SwiftUI is used.
///
/// The stand-in is built as `SwiftUIStandIn`, never as `SwiftUI`: a module named SwiftUI in the
/// build folder would turn on other packages' `#if canImport(SwiftUI)` code (swift-clocks,
/// swift-dependencies). Only the targets that compile generated code see it as `SwiftUI`,
/// through the compiler's `-module-alias`. It is a product, on Linux only, so that the example
/// app under `Examples/` type-checks against the same declarations.
#if os(Linux)
let swiftUIStandIn: [Target] = [
    .target(name: "SwiftUIStandIn", path: "Support/SwiftUIStandIn", swiftSettings: strictWarnings)
]
#else
let swiftUIStandIn: [Target] = []
#endif
/// What a target that compiles generated code needs to `import SwiftUI` on every platform.
let swiftUIDependencies: [Target.Dependency] = swiftUIStandIn.map {
    .target(name: $0.name, condition: .when(platforms: [.linux]))
}
let swiftUISettings: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "SwiftUI=SwiftUIStandIn"], .when(platforms: [.linux]))
]
let dependencies = Target.Dependency.product(name: "Dependencies", package: "swift-dependencies")
let routeGenRuntime = Target.Dependency.product(name: "RouteGenRuntime", package: "routegen")

let package = Package(
    name: "RouteGenGeneratedCode",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: swiftUIStandIn.map { .library(name: $0.name, targets: [$0.name]) },
    dependencies: [
        .package(name: "routegen", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: swiftUIStandIn + [
        /// Drives the compiled reference output: every Router operation, and views built through clients.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: referenceApps.map { .target(name: $0 + "Navigation") }
                + Set(referenceApps.map(models(of:))).sorted().map { .target(name: $0) }
                + ["MatchingFeatures", "MatchingLive", "NamesNavigation", "ManyLinksNavigation", "ManyLinksFeatures", "ManyLinksLive", "ManyFeaturesNavigation"]
                + [routeGenRuntime, dependencies]
                + [
                    // Routes `reportIssue` (the test value's loud failure) to Swift Testing.
                    .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
                    // Link round trips over many generated values.
                    .product(name: "PropertyBased", package: "swift-property-based"),
                ]
                + swiftUIDependencies,
            path: "GeneratedCodeTests",
            swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
        ),
        /// The views `Specs/Matching/` names with `view:`, for the live-mode reference output.
        .target(
            name: "MatchingFeatures",
            dependencies: ["MatchingModels"] + swiftUIDependencies,
            path: "Support/MatchingFeatures",
            swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
        ),
        /// The live-mode reference output of `Specs/Matching/`: the clients' live values, built in
        /// another module than the interface, as in an app target.
        .target(
            name: "MatchingLive",
            dependencies: ["MatchingNavigation", "MatchingFeatures", dependencies] + swiftUIDependencies,
            path: "ReferenceOutput/MatchingLive",
            swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

for app in referenceApps {
    if models(of: app) == app + "Models" {
        /// The types `Specs/<app>/*.routes.yaml` import, from a module of the app's core (package
        /// defaults in every configuration, as a core package has).
        package.targets.append(.target(name: app + "Models", path: "Support/\(app)Models", swiftSettings: strictWarnings))
    }
    /// The reference output of `Specs/<app>/`, compiled warning-free as one module per app:
    /// several features in one module, and several such modules in one test target.
    package.targets.append(.target(
        name: app + "Navigation",
        dependencies: [.target(name: models(of: app)), routeGenRuntime, dependencies] + swiftUIDependencies,
        path: "ReferenceOutput/\(app)",
        exclude: referenceAppsWithAppSpecs.contains(app) ? [app + "Links.md"] : [],
        swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
    ))
}

/// The output of specs whose every name is one the templates use themselves
/// (`Tests/ReferenceTests/ReservedNameTests.swift`): it must compile like any other.
package.targets.append(.target(
    name: "NamesNavigation",
    dependencies: [routeGenRuntime, dependencies] + swiftUIDependencies,
    path: "ReferenceOutput/Names",
    swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
))

/// The output of specs with a feature of more link templates than one generated function
/// switches over (`Tests/ReferenceTests/ManyLinksReferenceTests.swift`): its state splits them
/// among several, which must compile, and lead where one would.
package.targets.append(.target(
    name: "ManyLinksNavigation",
    dependencies: [routeGenRuntime, dependencies] + swiftUIDependencies,
    path: "ReferenceOutput/ManyLinks",
    swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
))

/// The output of an app of more features than one generated function switches over
/// (`Tests/ReferenceTests/ManyFeaturesReferenceTests.swift`): its link's `tab` and `url`, the
/// router's `open(_:)`, the saved state's reading and writing, and its link templates are split
/// among several functions, which must compile, and behave as one.
package.targets.append(.target(
    name: "ManyFeaturesNavigation",
    dependencies: [routeGenRuntime, dependencies] + swiftUIDependencies,
    path: "ReferenceOutput/ManyFeatures",
    swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
))

/// The view `ManyLinks`'s screens and modals name, and the live clients built with it: the
/// feature's 85 closures are set in groups, from another module than the interface's.
package.targets += [
    .target(
        name: "ManyLinksFeatures",
        dependencies: swiftUIDependencies,
        path: "Support/ManyLinksFeatures",
        swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
    ),
    .target(
        name: "ManyLinksLive",
        dependencies: ["ManyLinksNavigation", "ManyLinksFeatures", dependencies] + swiftUIDependencies,
        path: "ReferenceOutput/ManyLinksLive",
        swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
    ),
]

/// The getting-started tutorial's app (`Sources/routegen/Documentation.docc`,
/// `Tests/ReferenceTests/DocumentationTests.swift`): the output of its last specs, its screens
/// and its tests, which are symlinks to the tutorial's own files, compiled and run as the
/// tutorial's package would: the interface, the screens, the app target's live clients.
package.targets += [
    .target(
        name: "TrailsNavigation",
        dependencies: [routeGenRuntime, dependencies] + swiftUIDependencies,
        path: "ReferenceOutput/Trails",
        exclude: ["TrailsLinks.md"],
        swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
    ),
    .target(
        name: "TrailsFeatures",
        dependencies: ["TrailsNavigation"] + swiftUIDependencies,
        path: "Support/TrailsFeatures",
        swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
    ),
    .target(
        name: "TrailsLive",
        dependencies: ["TrailsNavigation", "TrailsFeatures", dependencies] + swiftUIDependencies,
        path: "ReferenceOutput/TrailsLive",
        swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
    ),
    .testTarget(
        name: "TrailsTests",
        dependencies: ["TrailsNavigation", "TrailsLive"],
        path: "TrailsTests",
        swiftSettings: strictWarnings + swiftUISettings + appTargetSettings
    ),
]
