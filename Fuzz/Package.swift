// swift-tools-version: 6.2
import PackageDescription

// routegen's libFuzzer targets, as a package of their own so that routegen's manifest gains no
// product and no unsafe flag. They need the sanitizers, so `run.sh` builds them:
// `swift build -Xswiftc -sanitize=fuzzer,address --scratch-path ../.build-fuzz`.

let package = Package(
    name: "RouteGenFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "routegen", path: ".."),
    ],
    targets: [
        /// What both fuzz targets share: the reference specs, and running async code to the end.
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "RouteGenCore", package: "routegen")]
        ),
        /// Spec bytes → read → build → validate → translate → render, as a feature spec in both
        /// modes and as an app spec beside reference features.
        .executableTarget(
            name: "SpecFuzzer",
            dependencies: ["FuzzSupport", .product(name: "RouteGenCore", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        /// Template bytes → a user template replacing built-ins, included as a partial and as a
        /// parent, rendered against the Matching reference specs.
        .executableTarget(
            name: "TemplateFuzzer",
            dependencies: ["FuzzSupport", .product(name: "RouteGenCore", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        /// The generated routes, routers, navigation states and app router of `Specs/Hostile`
        /// (symbolic links to the reference output): what the link and restoration targets drive.
        .target(
            name: "HostileNavigation",
            dependencies: [.product(name: "RouteGenRuntime", package: "routegen")]
        ),
        /// URL bytes → `HostileLink(url:)` and `HostileLink(request:)`, on a thread with a 1 MiB
        /// stack: generated link matching, with its hosting modals.
        .executableTarget(
            name: "LinkFuzzer",
            dependencies: ["HostileNavigation", .product(name: "RouteGenRuntime", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        /// Saved-state bytes → `HostileAppState(restoring:)` → `encoded()` → read again: generated
        /// restoration, tolerant reading and saving.
        .executableTarget(
            name: "RestorationFuzzer",
            dependencies: ["HostileNavigation", .product(name: "RouteGenRuntime", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
