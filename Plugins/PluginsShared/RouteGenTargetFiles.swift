import Foundation

/// The routegen inputs among the files of one target: its specs and its optional configuration.
struct RouteGenTargetFiles: Sendable {
    /// The target's specs, sorted by path.
    let specs: [RouteSpecFile]

    /// The target's `routegen.yaml`, if it has one.
    let configuration: URL?

    /// Picks the specs and the configuration out of `fileURLs`, the files of the target named
    /// `targetName`; throws when the target has more than one configuration or two specs name the
    /// same feature.
    init(targetName: String, fileURLs: some Sequence<URL>) throws {
        let fileURLs = fileURLs.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let specs = fileURLs.compactMap(RouteSpecFile.init(url:))
        try specs.requireUniqueFeatureNames(inTargetNamed: targetName)
        let configurations = fileURLs.filter { $0.lastPathComponent == RouteGenFileNames.configurationFileName }
        guard configurations.count <= 1 else {
            throw RouteGenPluginError.multipleConfigurations(
                targetName: targetName,
                paths: configurations.map { $0.path(percentEncoded: false) }
            )
        }
        self.specs = specs
        self.configuration = configurations.first
    }
}
