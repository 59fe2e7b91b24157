import Foundation
import RouteGenCore

/// The specs of the repository's `Specs/` folder, read once when a fuzz target starts.
public enum ReferenceSpecs {
    /// The repository's root, found from this file's path: `Fuzz/Sources/FuzzSupport/`.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every spec of `Specs/<app>/` (feature specs and app spec), sorted by path.
    public static func specs(ofApp app: String) -> [SpecSource] {
        let folder = repositoryRoot.appendingPathComponent("Specs").appendingPathComponent(app)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !names.isEmpty else {
            fatalError("no reference specs in \(folder.path)")
        }
        return names.sorted().filter { $0.hasSuffix(".yaml") }.map { name in
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data()
            return SpecSource(path: "Specs/\(app)/\(name)", bytes: Array(data))
        }
    }

    /// The feature specs of `Specs/<app>/`, without its app spec.
    public static func featureSpecs(ofApp app: String) -> [SpecSource] {
        specs(ofApp: app).filter { !SpecSource.isAppSpec($0.path) }
    }
}
