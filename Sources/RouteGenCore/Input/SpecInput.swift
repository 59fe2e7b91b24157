/// A spec a run generates: read already (or why it could not be), or only found, to be read by
/// the task that checks it.
///
/// A run that cannot be up to date (its output folder has no record of an earlier run) has no
/// use for the specs' bytes before it checks them, so it hands each feature's task the path and
/// the task reads it: the specs are read on every core, and the first features start at once.
enum SpecInput: Sendable {
    /// A spec read already, or why it could not be read.
    case loaded(Result<SpecSource, Diagnostic>)
    /// A spec found at `path`, not read yet.
    case found(path: String)

    /// Whether it is an app spec rather than a feature spec. A spec that could not be read is
    /// sorted by the path its diagnostic names.
    var isAppSpec: Bool {
        switch self {
        case .loaded(.success(let source)): SpecSource.isAppSpec(source.path)
        case .loaded(.failure(let diagnostic)): diagnostic.location.map { SpecSource.isAppSpec($0.file) } ?? false
        case .found(let path): SpecSource.isAppSpec(path)
        }
    }

    /// The spec, read now if it was only found, or why it cannot be read.
    func load() -> Result<SpecSource, Diagnostic> {
        switch self {
        case .loaded(let loaded): loaded
        case .found(let path): SpecSource.read(at: path)
        }
    }
}
