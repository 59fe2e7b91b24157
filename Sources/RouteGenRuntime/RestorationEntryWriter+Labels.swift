extension RestorationEntryWriter {
    /// An entry for the case `name` holding `values` under `labels`, one string of the labels
    /// in order, separated by `,` (`"userID,filter"`), or `nil` when a value's type is not
    /// `Encodable` (a closure, say): such an entry cannot be saved. What generated code writes,
    /// since one string and an array of values compile to less code than a literal of pairs.
    public init?(name: String, labels: String, values: [Any]) {
        self.init(name: name)
        for (label, value) in zip(labels.split(separator: ",", omittingEmptySubsequences: false), values) {
            guard let entry = setting(String(label), value) else { return nil }
            self = entry
        }
    }
}
