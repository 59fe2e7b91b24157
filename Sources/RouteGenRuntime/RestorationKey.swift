/// The keys of saved navigation state: case names, parameter labels and the few fixed keys of
/// generated state types.
public struct RestorationKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    public var stringValue: String

    /// Creates a key.
    public init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    /// Creates a key.
    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Integer keys are not used.
    public var intValue: Int? { nil }

    /// Integer keys are not used.
    public init?(intValue: Int) {
        return nil
    }

    /// The key of a saved entry's case name.
    static let name = RestorationKey("case")
    /// The key of a saved entry's values.
    static let values = RestorationKey("values")
}
