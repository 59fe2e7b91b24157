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

extension RestorationEntryWriter {
    // The same entry from one to four values passed one by one: what generated code writes for
    // a route or modal of at most four saved values, for the reason `LinkPath.filling(_:_:)`
    // takes a link's values so (no array literal at every call site).

    /// `init(name:labels:values:)` of `[value]`.
    public init?(name: String, labels: String, _ value: Any) {
        self.init(name: name, labels: labels, values: [value])
    }

    /// `init(name:labels:values:)` of `[first, second]`.
    public init?(name: String, labels: String, _ first: Any, _ second: Any) {
        self.init(name: name, labels: labels, values: [first, second])
    }

    /// `init(name:labels:values:)` of `[first, second, third]`.
    public init?(name: String, labels: String, _ first: Any, _ second: Any, _ third: Any) {
        self.init(name: name, labels: labels, values: [first, second, third])
    }

    /// `init(name:labels:values:)` of `[first, second, third, fourth]`.
    public init?(name: String, labels: String, _ first: Any, _ second: Any, _ third: Any, _ fourth: Any) {
        self.init(name: name, labels: labels, values: [first, second, third, fourth])
    }
}
