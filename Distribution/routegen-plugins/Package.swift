// swift-tools-version: 6.2
import PackageDescription

// routegen's plugins with a prebuilt routegen, for apps whose developers and CI should install
// nothing (no libyaml) and build no generator: the same two plugins and the same runtime as the
// routegen package, but the plugins run the executable of an artifact bundle
// (Distribution/build-artifactbundle.sh) instead of building routegen from source.
//
// The plugins and the runtime are routegen's own sources, reached through symlinks into the
// repository. A release publishes this folder as a repository of its own, with the symlinks
// replaced by the files and the bundle by its release URL and checksum
// (Distribution/export-plugins-package.sh): SwiftPM reads a package from a repository's root only.
//
// A package graph uses this package or the routegen package, never both: they declare the same
// plugins and the same RouteGenRuntime module.

let package = Package(
    name: "routegen-plugins",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        /// Generates a target's navigation code at build time.
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        /// Writes generated navigation code into the package, for teams that commit it.
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
        /// What generated code links: deep-link matching and building, and state restoration.
        .library(name: "RouteGenRuntime", targets: ["RouteGenRuntime"]),
    ],
    targets: [
        /// The prebuilt routegen. Here, a bundle built on this machine; a release writes its URL
        /// and checksum instead (the export script replaces this one line).
        .binaryTarget(name: "routegen", path: "routegen.artifactbundle.zip"),
        /// Foundation only; the same sources as the routegen package's.
        .target(name: "RouteGenRuntime"),
        // The two plugins are declared as in the routegen package's manifest: keep them the same.
        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: ["routegen"]
        ),
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
    ],
    swiftLanguageModes: [.v6]
)
