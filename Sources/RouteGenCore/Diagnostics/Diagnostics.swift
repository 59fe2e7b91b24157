/// The diagnostics a stage has collected so far, in the order they were found.
///
/// Stages append to it and carry on where they can, so one run reports every
/// problem rather than only the first.
public struct Diagnostics: Sendable, Sequence {
    /// Every diagnostic collected, in emission order.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty collection.
    public init() {}

    /// Creates a collection holding `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        all = diagnostics
    }

    /// Whether any collected diagnostic is an error.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The number of errors collected.
    public var errorCount: Int { all.count { $0.severity == .error } }

    /// Records `diagnostic`.
    public mutating func emit(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Records an error at `location`.
    public mutating func error(_ message: String, at location: SourceLocation?) {
        emit(.error(message, at: location))
    }

    /// Records a warning at `location`.
    public mutating func warning(_ message: String, at location: SourceLocation?) {
        emit(.warning(message, at: location))
    }

    /// Records every diagnostic of `other`, after the ones already held.
    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    /// The diagnostics ordered by position, those without one first; equal positions keep
    /// their emission order.
    func sortedByPosition() -> Diagnostics {
        let origin = SourcePosition(line: 0, column: 0)
        let ordered = all.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location?.position ?? origin
            let right = rhs.element.location?.position ?? origin
            return left == right ? lhs.offset < rhs.offset : left < right
        }
        return Diagnostics(ordered.map(\.element))
    }

    /// Iterates over the collected diagnostics in emission order.
    public func makeIterator() -> IndexingIterator<[Diagnostic]> { all.makeIterator() }
}
