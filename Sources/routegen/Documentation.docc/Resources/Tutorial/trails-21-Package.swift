// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Trails",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/<you>/routegen", from: "0.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        // The interface: routegen writes each spec's routes, router, client and stack here.
        .target(
            name: "TrailsNavigation",
            dependencies: [
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "RouteGenRuntime", package: "routegen"),
            ],
            plugins: [.plugin(name: "RouteGenPlugin", package: "routegen")]
        ),
        // The screens. They import the interface, never each other.
        .target(name: "TrailsFeatures", dependencies: ["TrailsNavigation"]),
        // The app: registers every screen's view (routegen's live mode) and shows the tabs.
        .executableTarget(
            name: "TrailsApp",
            dependencies: [
                "TrailsNavigation", "TrailsFeatures",
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            plugins: [.plugin(name: "RouteGenPlugin", package: "routegen")]
        ),
        // The app's navigation, driven without a screen: links and restoration.
        .testTarget(name: "TrailsTests", dependencies: ["TrailsNavigation"]),
    ]
)
