/// The access level of every declaration generated for a feature (`access:` in the spec).
enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    /// Visible to other modules; the default, because features are packages.
    case `public`
    /// Visible to the modules of the same Swift package.
    case package
    /// Visible in the feature's module only.
    case `internal`
}
