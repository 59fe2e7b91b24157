/// The keys of one kind of mapping in a spec (the top level, a screen, a tab, …): a table that
/// both the decoder (which rejects every other key) and the schema stage read.
struct SpecMapping: Sendable {
    /// What the mapping is; the schema's `description` of it.
    var summary: String
    /// The keys, in the order the README documents them, which is the order messages list them in.
    var keys: [SpecKey]
    /// The keys it must have.
    var required: [String] = []
    /// Keys of which it must have at least one (an app spec's `tabs` or `features`).
    var requiredOneOf: [String] = []

    /// The key names, in order.
    var names: [String] { keys.map(\.name) }

    /// The key called `name`, if the mapping has one.
    func key(named name: String) -> SpecKey? {
        keys.first { $0.name == name }
    }
}
