/// The parameter types and default values a run has parsed, by their text, shared by every
/// feature the run validates.
///
/// Each feature's ``SpecValidator`` keeps what it has met in tables of its own; a text it has
/// not met is looked up here before it is parsed, since an app's features name the same few
/// types (`String`, `Int`, `[Tag]`) and defaults (`1`, `.newest`): parsing them, and working
/// out a type's facts, once per feature was most of what checking a parameter cost. What is
/// cached depends on the text alone, so which feature parsed a text first changes nothing.
final class ParsedSwiftCache: Sendable {
    /// Guards `types` and `expressions`: features are validated concurrently.
    private let lock = Lock()
    /// The types parsed so far, with what validation needs of them, by their text.
    private nonisolated(unsafe) var types: [String: Result<ParameterTypeFacts, SwiftSubsetError>] = [:]
    /// The default values parsed so far, by their text.
    private nonisolated(unsafe) var expressions: [String: Result<SwiftExpression, SwiftSubsetError>] = [:]

    /// An empty cache.
    init() {}

    /// `text` parsed as a parameter type, with its facts: from the cache, or parsed and cached.
    func parsedType(_ text: String) -> Result<ParameterTypeFacts, SwiftSubsetError> {
        if let parsed = lock.withLock({ types[text] }) { return parsed }
        // Parsed outside the lock, so that features do not wait on each other's parsing; two
        // features parsing the same new text at once make the same result.
        let parsed = SwiftSubset.type(text).map(ParameterTypeFacts.init)
        lock.withLock { types[text] = parsed }
        return parsed
    }

    /// `text` parsed as a default value: from the cache, or parsed and cached.
    func parsedExpression(_ text: String) -> Result<SwiftExpression, SwiftSubsetError> {
        if let parsed = lock.withLock({ expressions[text] }) { return parsed }
        let parsed = SwiftSubset.expression(text)
        lock.withLock { expressions[text] = parsed }
        return parsed
    }
}
