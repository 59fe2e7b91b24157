/// One saved route or modal, read back: its case name and its values by parameter label.
///
/// Reading is tolerant by design: generated code turns every failure here into "this entry no
/// longer decodes" and cuts the saved stack there, instead of failing or discarding the rest.
public struct RestorationEntry {
    /// The case name the entry was saved under.
    public let name: String
    /// The entry's values, by label.
    private let values: KeyedDecodingContainer<RestorationKey>?

    /// Reads an entry saved by `RestorationEntryWriter` from `decoder`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: RestorationKey.self)
        name = try container.decode(String.self, forKey: .name)
        values = try? container.nestedContainer(keyedBy: RestorationKey.self, forKey: .values)
    }

    /// The value saved under `label`; throws when it is missing or does not decode as a `Value`
    /// (or `Value` is not `Decodable`).
    public func required<Value>(_ label: String, as type: Value.Type) throws -> Value {
        guard let value = try optional(label, as: type) else { throw RestorationMismatch() }
        return value
    }

    /// The value saved under `label`, or `nil` when it is missing or `null`; throws when it is
    /// there but does not decode as a `Value` (or `Value` is not `Decodable`).
    public func optional<Value>(_ label: String, as type: Value.Type) throws -> Value? {
        let key = RestorationKey(label)
        guard let values, values.contains(key), try !values.decodeNil(forKey: key) else { return nil }
        guard let decodable = Value.self as? any Decodable.Type else { throw RestorationMismatch() }
        return try decode(decodable, forKey: key, from: values) as? Value
    }

    /// The value saved under `label`, or `defaultValue` when it is missing or `null`; throws when
    /// it is there but does not decode as a `Value` (or `Value` is not `Decodable`).
    public func optional<Value>(_ label: String, as type: Value.Type, default defaultValue: Value) throws -> Value {
        try optional(label, as: type) ?? defaultValue
    }

    /// Decodes a `Saved` under `key`.
    private func decode<Saved: Decodable>(_ type: Saved.Type, forKey key: RestorationKey, from container: KeyedDecodingContainer<RestorationKey>) throws -> Saved {
        try container.decode(Saved.self, forKey: key)
    }
}

/// One route or modal to save: its case name and its values by parameter label.
public struct RestorationEntryWriter: Encodable {
    /// The case name.
    public let name: String
    /// The values, by label, in order.
    private var values: [(label: String, value: any Encodable)] = []

    /// Starts an entry for the case `name`.
    public init(name: String) {
        self.name = name
    }

    /// An entry for the case `name` holding `values` by label, or `nil` when a value's type is not
    /// `Encodable` (a closure, say): such an entry cannot be saved.
    public init?(name: String, values: KeyValuePairs<String, Any>) {
        self.name = name
        for (label, value) in values {
            guard let encodable = value as? any Encodable else { return nil }
            self.values.append((label, encodable))
        }
    }

    /// The entry with `value` added under `label`, or `nil` when its type is not `Encodable`
    /// (a closure, say): such an entry cannot be saved.
    public func setting<Value>(_ label: String, _ value: Value) -> RestorationEntryWriter? {
        guard let encodable = value as? any Encodable else { return nil }
        var entry = self
        entry.values.append((label, encodable))
        return entry
    }

    /// Writes the case name and the values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: RestorationKey.self)
        try container.encode(name, forKey: .name)
        var nested = container.nestedContainer(keyedBy: RestorationKey.self, forKey: .values)
        for (label, value) in values {
            try nested.encode(value, forKey: RestorationKey(label))
        }
    }
}

/// Thrown while reading a saved entry that no longer decodes.
public struct RestorationMismatch: Error, Hashable, Sendable {
    /// Creates the error.
    public init() {}
}
