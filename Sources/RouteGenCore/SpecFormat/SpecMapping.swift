/// The keys of one kind of mapping in a spec (the top level, a screen, a tab, …): a table that
/// both the decoder (which rejects every other key) and the schema stage read.
struct SpecMapping: Sendable {
    /// What the mapping is; the schema's `description` of it.
    var summary: String { describeSummary() }
    /// The keys, in the order the spec reference documents them, which is the order messages list them in.
    let keys: [SpecKey]
    /// The keys it must have.
    let required: [String]
    /// Keys of which it must have at least one (an app spec's `tabs` or `features`).
    let requiredOneOf: [String]
    /// The keys of `requiredOneOf` that count only with at least one entry (a feature's
    /// `screens`, unless it has a `root`).
    let nonEmptyWhenRequired: Set<String>
    /// The key names, in order.
    let names: [String]
    /// Makes ``summary`` when asked for: only `routegen schema` reads it (see ``SpecKey``).
    private let describeSummary: @Sendable () -> String

    /// A mapping of `keys`, `required` and `requiredOneOf` of them.
    init(summary: @autoclosure @escaping @Sendable () -> String, keys: [SpecKey], required: [String] = [], requiredOneOf: [String] = [], nonEmptyWhenRequired: Set<String> = []) {
        describeSummary = summary
        self.keys = keys
        self.required = required
        self.requiredOneOf = requiredOneOf
        self.nonEmptyWhenRequired = nonEmptyWhenRequired
        names = keys.map(\.name)
    }

    /// The key called `name`, if the mapping has one.
    func key(named name: String) -> SpecKey? {
        keys.first { $0.name == name }
    }
}
