/// One key a mapping of a spec may hold: its name, the shape of its value and what it means.
///
/// The decoders accept exactly the keys of their ``SpecMapping`` tables, and `routegen schema`
/// describes the same tables, so the JSON Schema editors read cannot drift from the decoder.
struct SpecKey: Sendable {
    /// The key as written in YAML (`renamedFrom`).
    let name: String
    /// What its value may be.
    let value: SpecValueShape
    /// What the key means, in the spec reference's words; the schema's `description`.
    var summary: String { describeSummary() }
    /// A value the decoder accepts for the key, shown by editors and fed to the decoder by the tests.
    var example: JSONValue { makeExample() }

    /// The summary and the example, made when asked for: only `routegen schema` and the tests
    /// read them, and a run that decodes specs would otherwise build every key's text and
    /// example value at its start (see ``SpecMapping``).
    private let describeSummary: @Sendable () -> String
    private let makeExample: @Sendable () -> JSONValue

    /// Creates a key.
    init(_ name: String, _ value: SpecValueShape, _ summary: @autoclosure @escaping @Sendable () -> String, example: @autoclosure @escaping @Sendable () -> JSONValue) {
        self.name = name
        self.value = value
        describeSummary = summary
        makeExample = example
    }
}
