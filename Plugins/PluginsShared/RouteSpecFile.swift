import Foundation

/// A `<Feature>.routes.yaml` spec file and the feature its name names.
struct RouteSpecFile: Hashable, Sendable {
    /// Where the spec is.
    let url: URL

    /// The feature the spec describes: the stem of its file name (`Home` for `Home.routes.yaml`).
    let featureName: String

    /// The spec at `url`, or `nil` when the file name is not a spec's.
    init?(url: URL) {
        guard let featureName = RouteGenFileNames.featureName(ofSpecFileName: url.lastPathComponent) else {
            return nil
        }
        self.url = url
        self.featureName = featureName
    }

    /// The spec's path, as routegen takes it on its command line.
    var path: String { url.path(percentEncoded: false) }
}

extension Array where Element == RouteSpecFile {
    /// Throws when two of the specs the target named `targetName` generates from name the same
    /// feature: their generated files would have the same names.
    func requireUniqueFeatureNames(inTargetNamed targetName: String) throws {
        let specsByFeature = Dictionary(grouping: self, by: \.featureName)
        for featureName in specsByFeature.keys.sorted() {
            let specs = specsByFeature[featureName, default: []]
            guard specs.count > 1 else { continue }
            throw RouteGenPluginError.duplicateFeature(
                featureName,
                targetName: targetName,
                specPaths: specs.map(\.path).sorted()
            )
        }
    }
}
