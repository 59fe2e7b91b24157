/// The parameter types a run has parsed, with what validation needs of them, by their text,
/// shared by every feature the run validates.
///
/// Each feature's ``SpecValidator`` keeps the types it has met in a table of its own; a type it
/// has not met is looked up here before it is parsed, since an app's features name the same few
/// types (`String`, `Int`, `[Tag]`): parsing them and working out their facts once per feature
/// was most of what checking a parameter's type cost. The facts depend on the text alone, so
/// which feature parsed a type first changes nothing.
final class ParameterTypeCache: Sendable {
    /// Guards `types`: features are validated concurrently.
    private let lock = Lock()
    /// The types parsed so far, by their text.
    private nonisolated(unsafe) var types: [String: Result<ParameterTypeFacts, SwiftSubsetError>] = [:]

    /// An empty cache.
    init() {}

    /// `text` parsed as a parameter type, with its facts: from the cache, or parsed and cached.
    func parsedType(_ text: String) -> Result<ParameterTypeFacts, SwiftSubsetError> {
        if let parsed = lock.withLock({ types[text] }) { return parsed }
        // Parsed outside the lock, so that features do not wait on each other's parsing; two
        // features parsing the same new type at once make the same facts.
        let parsed = SwiftSubset.type(text).map(ParameterTypeFacts.init)
        lock.withLock { types[text] = parsed }
        return parsed
    }
}
