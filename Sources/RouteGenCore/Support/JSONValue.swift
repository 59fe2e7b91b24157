/// A JSON value, for the JSON routegen writes (the spec format's JSON Schema).
///
/// An object is a dictionary: its keys are written sorted, so that the text never depends on
/// the order values were built in.
enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case integer(Int)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; written with its keys sorted.
    case object([String: JSONValue])
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string value.
    init(stringLiteral value: String) { self = .string(value) }
    /// A Boolean value.
    init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer value.
    init(integerLiteral value: Int) { self = .integer(value) }
    /// An array value.
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object value; a key given twice keeps its last value.
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}
