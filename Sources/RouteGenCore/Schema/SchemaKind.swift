/// Which file of the spec format a JSON Schema describes (`routegen schema --kind`).
public enum SchemaKind: String, CaseIterable, Hashable, Sendable {
    /// A feature spec, `<Feature>.routes.yaml`; the default.
    case feature
    /// An app spec, `<App>.app.yaml`.
    case app
    /// A configuration file, `routegen.yaml`.
    case config

    /// The table of the file's top-level mapping.
    var topLevel: SpecMapping {
        switch self {
        case .feature: .feature
        case .app: .app
        case .config: .configuration
        }
    }

    /// The schema's title.
    var title: String {
        switch self {
        case .feature: "routegen feature spec"
        case .app: "routegen app spec"
        case .config: "routegen configuration"
        }
    }

    /// Whether an empty file is valid: only a configuration sets nothing when empty.
    var acceptsEmptyFile: Bool { self == .config }
}
