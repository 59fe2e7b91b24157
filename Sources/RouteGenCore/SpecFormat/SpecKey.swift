/// One key a mapping of a spec may hold: its name, the shape of its value and what it means.
///
/// The decoders accept exactly the keys of their ``SpecMapping`` tables, and `routegen schema`
/// describes the same tables, so the JSON Schema editors read cannot drift from the decoder.
struct SpecKey: Sendable {
    /// The key as written in YAML (`renamedFrom`).
    var name: String
    /// What its value may be.
    var value: SpecValueShape
    /// What the key means, in the spec reference's words; the schema's `description`.
    var summary: String
    /// A value the decoder accepts for the key, shown by editors and fed to the decoder by the tests.
    var example: JSONValue

    /// Creates a key.
    init(_ name: String, _ value: SpecValueShape, _ summary: String, example: JSONValue) {
        self.name = name
        self.value = value
        self.summary = summary
        self.example = example
    }
}
