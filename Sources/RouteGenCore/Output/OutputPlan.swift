/// What writing a run's files would do to one file of the output folder.
public struct FileChange: Hashable, Sendable {
    /// The kind of change.
    public enum Kind: String, Hashable, Sendable {
        /// The file does not exist yet.
        case create
        /// The file exists with other contents.
        case update
        /// A generated file that no spec produces any more.
        case remove
        /// The file already has exactly these contents; it is not written.
        case unchanged
    }

    /// The kind of change.
    public var kind: Kind
    /// The file's path: the output folder joined with the file name.
    public var path: String
    /// The bytes to write, for `create` and `update`.
    var contents: [UInt8]?
    /// The temporary file that already holds the bytes of a `create`, written when its feature
    /// was rendered: writing renames it into place.
    var stagedPath: String?
}

/// Every change a run would make to its output folder, sorted by path.
public struct OutputPlan: Hashable, Sendable {
    /// The output folder.
    public var directory: String
    /// One change per generated or stale file, sorted by path.
    public var changes: [FileChange]

    /// The changes that touch the disk (everything but `unchanged`).
    public var pendingChanges: [FileChange] {
        changes.filter { $0.kind != .unchanged }
    }

    /// The number of changes of `kind`.
    public func count(of kind: FileChange.Kind) -> Int {
        changes.count { $0.kind == kind }
    }
}
