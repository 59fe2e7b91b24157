import Foundation

/// The routegen inputs among the files of one target: its specs, its optional configuration and
/// its optional template overrides.
struct RouteGenTargetFiles: Sendable {
    /// The target's specs, sorted by path.
    let specs: [RouteSpecFile]

    /// The target's `routegen.yaml`, if it has one.
    let configuration: URL?

    /// The target's `RouteGenTemplates` folder, if it holds templates.
    let templates: RouteGenTemplateFolder?

    /// Picks the specs, the configuration and the templates out of `fileURLs`, the files of the
    /// target named `targetName`; throws when the target has more than one configuration, two specs
    /// name the same feature, or templates are in more than one `RouteGenTemplates` folder.
    init(targetName: String, fileURLs: some Sequence<URL>) throws {
        let specs = fileURLs.compactMap(RouteSpecFile.init(url:)).sorted { $0.path < $1.path }
        try specs.requireUniqueFeatureNames(inTargetNamed: targetName)
        let configurations = fileURLs.filter { $0.lastPathComponent == RouteGenFileNames.configurationFileName }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard configurations.count <= 1 else {
            throw RouteGenPluginError.multipleConfigurations(
                targetName: targetName,
                paths: configurations.map { $0.path(percentEncoded: false) }
            )
        }
        self.specs = specs
        self.configuration = configurations.first
        self.templates = try RouteGenTemplateFolder(targetName: targetName, fileURLs: fileURLs)
    }
}
