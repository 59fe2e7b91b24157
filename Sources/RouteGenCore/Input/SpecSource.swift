/// A spec file's path and bytes: the input of the pipeline for one feature.
public struct SpecSource: Hashable, Sendable {
    /// The suffix every spec file name ends with.
    public static let fileSuffix = RouteGenFileNames.specSuffix

    /// The path as the user gave it; diagnostics and the generated header use it.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates a source from a path and its contents.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source from a path and UTF-8 text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Whether `path` names an app spec (`Matching.app.yaml`) rather than a feature spec.
    public static func isAppSpec(_ path: String) -> Bool {
        fileName(ofPath: path).hasSuffix(RouteGenFileNames.appSpecSuffix)
    }

    /// The file name without its folders (`UserDetail.routes.yaml`).
    public var fileName: String {
        Self.fileName(ofPath: path)
    }

    /// The last component of `path`.
    static func fileName(ofPath path: String) -> String {
        path.lastSlashIndex.map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The feature name: the file name's stem before `.routes.yaml` (`UserDetail`).
    public var featureName: String {
        Self.featureName(ofPath: path)
    }

    /// The feature name of the spec at `path`.
    static func featureName(ofPath path: String) -> String {
        let name = fileName(ofPath: path)
        guard name.hasSuffix(fileSuffix) else { return name }
        return String(name.dropLast(fileSuffix.count))
    }

    /// The digest of the file's bytes, as a run's fingerprint takes it.
    var digest: SpecDigest {
        SpecDigest(fileName: fileName, digest: ContentDigest(bytes).description)
    }
}

/// What a run's fingerprint takes of a spec: its file name (the output does not depend on its
/// folder) and the digest of its bytes, kept when the bytes themselves are let go of.
struct SpecDigest: Hashable, Sendable {
    /// The spec's file name, `UserDetail.routes.yaml`.
    var fileName: String
    /// The digest of the spec's bytes.
    var digest: String
}
