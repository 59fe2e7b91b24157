// swift-tools-version: 6.2
import PackageDescription

// An example app in routegen's recommended shape (App → Features → Core):
//
//   MatchingApp        the app's code: live wiring (routegen, live mode), tabs, events, deep links
//     ├─ HomeFeature, UserDetailFeature, SettingsFeature    concrete screens; never import each other
//     │     └─ Navigation   routes, routers, view-building clients, stacks (routegen, interface mode)
//     │           └─ MatchingCore   models
//
// It depends on routegen by path, so it always builds with the routegen of this checkout.

/// SwiftUI does not exist on Linux: there every target that imports SwiftUI type-checks against
/// routegen's SwiftUI stand-in, which it sees as `SwiftUI`. Elsewhere the real SwiftUI is used.
/// The stand-in is a product of routegen's generated-code harness (Tests/GeneratedCode), not of
/// routegen: an app on Apple platforms depends on routegen alone.
#if os(Linux)
let swiftUI: [Target.Dependency] = [.product(name: "SwiftUIStandIn", package: "RouteGenGeneratedCode")]
let swiftUISettings: [SwiftSetting] = [.unsafeFlags(["-module-alias", "SwiftUI=SwiftUIStandIn"])]
let swiftUIPackage: [Package.Dependency] = [.package(name: "RouteGenGeneratedCode", path: "../../Tests/GeneratedCode")]
#else
let swiftUI: [Target.Dependency] = []
let swiftUISettings: [SwiftSetting] = []
let swiftUIPackage: [Package.Dependency] = []
#endif

/// The example is held to routegen's bar: generated and hand-written code compile warning-free.
let settings = swiftUISettings + [.treatAllWarnings(as: .error)]
/// The settings of a new Xcode 26 app target: Default Actor Isolation = MainActor, and
/// Approachable Concurrency's upcoming features (the other three are part of Swift 6 already).
/// The app target has them, as it would in Xcode: routegen generates its live clients there.
let xcodeAppTargetSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]
let dependencies = Target.Dependency.product(name: "Dependencies", package: "swift-dependencies")
/// What routegen's generated code links: deep links and restoration.
let routeGenRuntime = Target.Dependency.product(name: "RouteGenRuntime", package: "routegen")
let routegen = Target.PluginUsage.plugin(name: "RouteGenPlugin", package: "routegen")

let package = Package(
    name: "MatchingApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "routegen", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ] + swiftUIPackage,
    targets: [
        /// The app's models.
        .target(name: "MatchingCore", swiftSettings: [.treatAllWarnings(as: .error)]),
        /// The interface every feature imports: routegen generates each spec's Route, Router,
        /// view-building client and NavigationStack here at build time.
        .target(
            name: "Navigation",
            dependencies: ["MatchingCore", dependencies, routeGenRuntime] + swiftUI,
            swiftSettings: settings,
            plugins: [routegen]
        ),
        /// The screens of each feature. A feature imports Navigation, never another feature.
        .target(name: "HomeFeature", dependencies: ["Navigation", "MatchingCore", dependencies] + swiftUI, swiftSettings: settings),
        .target(name: "UserDetailFeature", dependencies: ["Navigation", "MatchingCore", dependencies] + swiftUI, swiftSettings: settings),
        .target(name: "SettingsFeature", dependencies: ["Navigation", "MatchingCore", dependencies] + swiftUI, swiftSettings: settings),
        /// The app: knows every feature, and registers their live view-building clients, which
        /// routegen generates here in live mode (see Sources/MatchingApp/routegen.yaml).
        .target(
            name: "MatchingApp",
            dependencies: ["Navigation", "HomeFeature", "UserDetailFeature", "SettingsFeature", "MatchingCore", dependencies] + swiftUI,
            swiftSettings: settings + xcodeAppTargetSettings,
            plugins: [routegen]
        ),
        .testTarget(
            name: "MatchingAppTests",
            dependencies: [
                "MatchingApp", "Navigation", "HomeFeature", "UserDetailFeature", "SettingsFeature", "MatchingCore", dependencies,
                // Routes the test value's `reportIssue` to Swift Testing.
                .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
            ] + swiftUI,
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
