/// Limits that keep the Swift syntax checks fast and their recursion bounded on any input.
enum SwiftSubsetLimits {
    /// How many brackets (`(`, `[`, `<`) may be open at once. Deeper input is rejected, so the
    /// recursive-descent parsers never recurse more than a small, fixed number of levels.
    static let maximumNestingDepth = 64
}
