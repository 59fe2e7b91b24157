/// Where a diagnostic points: a file, and a position in it when one is known.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (relative or absolute).
    public var file: String
    /// The 1-based position in the file, or `nil` for a problem with the file as a whole.
    public var position: SourcePosition?

    /// Creates a location in `file`, optionally at `position`.
    public init(file: String, position: SourcePosition? = nil) {
        self.file = file
        self.position = position
    }

    /// The location as `file:line:column`, or `file` when no position is known.
    public var description: String {
        guard let position else { return file }
        return "\(file):\(position)"
    }
}
