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

    /// The target's app spec (`<App>.app.yaml`), if it has one.
    let appSpec: URL?

    /// Picks the specs, the configuration and the templates out of `fileURLs`, the files of the
    /// target named `targetName`; throws when the target has more than one configuration or app
    /// spec, two specs name the same feature, or templates are in more than one
    /// `RouteGenTemplates` folder.
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
        let appSpecs = fileURLs.filter { RouteGenFileNames.appName(ofAppSpecFileName: $0.lastPathComponent) != nil }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard appSpecs.count <= 1 else {
            throw RouteGenPluginError.multipleAppSpecs(targetName: targetName, paths: appSpecs.map { $0.path(percentEncoded: false) })
        }
        self.specs = specs
        self.configuration = configurations.first
        self.appSpec = appSpecs.first
        self.templates = try RouteGenTemplateFolder(targetName: targetName, fileURLs: fileURLs)
    }
}
