/// A hosting modal's parameter value as the stack it hosts sees it, while a link is matched: its
/// text in the link and its type, so that only a parameter of the same type (or its optional)
/// takes it, as a parent screen takes a linked destination's values.
public struct LinkSharedValue: Hashable, Sendable {
    /// The value as the link wrote it.
    public var text: String
    /// The value's type; an optional's wrapped type.
    public var type: ObjectIdentifier
    /// Whether the modal's parameter is an optional, which a required parameter does not take.
    public var isOptional: Bool

    /// The value `text` of a parameter of type `Value`.
    public init<Value>(_ text: String, as type: Value.Type) {
        self.text = text
        self.type = ObjectIdentifier(Value.self)
        isOptional = false
    }

    /// The value `text` of a parameter of type `Value?`.
    public init<Value>(_ text: String, as type: Value?.Type) {
        self.text = text
        self.type = ObjectIdentifier(Value.self)
        isOptional = true
    }

    /// The text, when a parameter of type `Value` (or `Value?`, with `optional`) takes it.
    @usableFromInline
    func text<Value>(as type: Value.Type, optional: Bool) -> String? {
        self.type == ObjectIdentifier(Value.self) && (optional || !isOptional) ? text : nil
    }
}

/// One parameter a hosting modal shares with the stack it hosts: its name and type. Generated
/// link code lists them beside the modal's template.
public struct LinkShare: Sendable {
    /// The parameter's name.
    public var name: String
    /// Makes the shared value from the parameter's text.
    @usableFromInline
    let value: @Sendable (String) -> LinkSharedValue

    /// Shares parameter `name` of type `Value`.
    public init<Value>(_ name: String, _ type: Value.Type) {
        self.name = name
        value = { LinkSharedValue($0, as: Value.self) }
    }

    /// Shares parameter `name` of type `Value?`.
    public init<Value>(_ name: String, _ type: Value?.Type) {
        self.name = name
        value = { LinkSharedValue($0, as: Value?.self) }
    }
}
