import Foundation

/// The readers of the standard types, named for them: generated code reads such a parameter
/// as `values.int("count")` or `values.int("page", default: 1)`, which compiles to less code
/// than the generic `required(_:_:)` and `optional(_:_:default:)` with a parser, and converts
/// as they do with the parsers named for the same types (`LinkValue.intParser`).
extension LinkValues {
    /// The `String` parameter `name`, which must be there.
    public func string(_ name: String) throws(LinkMismatch) -> String { try required(name, LinkValue.stringParser) }
    /// The `Int` parameter `name`, which must be there and convert.
    public func int(_ name: String) throws(LinkMismatch) -> Int { try required(name, LinkValue.intParser) }
    /// The `Double` parameter `name`, which must be there and convert.
    public func double(_ name: String) throws(LinkMismatch) -> Double { try required(name, LinkValue.doubleParser) }
    /// The `Bool` parameter `name`, which must be there and convert.
    public func bool(_ name: String) throws(LinkMismatch) -> Bool { try required(name, LinkValue.boolParser) }
    /// The `UUID` parameter `name`, which must be there and convert.
    public func uuid(_ name: String) throws(LinkMismatch) -> UUID { try required(name, LinkValue.uuidParser) }
    /// The `URL` parameter `name`, which must be there and convert.
    public func url(_ name: String) throws(LinkMismatch) -> URL { try required(name, LinkValue.urlParser) }
    /// The `Decimal` parameter `name`, which must be there and convert.
    public func decimal(_ name: String) throws(LinkMismatch) -> Decimal { try required(name, LinkValue.decimalParser) }

    /// The `String` parameter `name`, or `defaultValue` when the link does not carry it.
    public func string(_ name: String, default defaultValue: String) throws(LinkMismatch) -> String {
        try optional(name, LinkValue.stringParser, default: defaultValue)
    }
    /// The `Int` parameter `name`, or `defaultValue` when the link does not carry it; it must
    /// convert when it is there.
    public func int(_ name: String, default defaultValue: Int) throws(LinkMismatch) -> Int {
        try optional(name, LinkValue.intParser, default: defaultValue)
    }
    /// The `Double` parameter `name`, or `defaultValue` when the link does not carry it; it must
    /// convert when it is there.
    public func double(_ name: String, default defaultValue: Double) throws(LinkMismatch) -> Double {
        try optional(name, LinkValue.doubleParser, default: defaultValue)
    }
    /// The `Bool` parameter `name`, or `defaultValue` when the link does not carry it; it must
    /// convert when it is there.
    public func bool(_ name: String, default defaultValue: Bool) throws(LinkMismatch) -> Bool {
        try optional(name, LinkValue.boolParser, default: defaultValue)
    }
    /// The `UUID` parameter `name`, or `defaultValue` when the link does not carry it; it must
    /// convert when it is there.
    public func uuid(_ name: String, default defaultValue: UUID) throws(LinkMismatch) -> UUID {
        try optional(name, LinkValue.uuidParser, default: defaultValue)
    }
    /// The `URL` parameter `name`, or `defaultValue` when the link does not carry it; it must
    /// convert when it is there.
    public func url(_ name: String, default defaultValue: URL) throws(LinkMismatch) -> URL {
        try optional(name, LinkValue.urlParser, default: defaultValue)
    }
    /// The `Decimal` parameter `name`, or `defaultValue` when the link does not carry it; it must
    /// convert when it is there.
    public func decimal(_ name: String, default defaultValue: Decimal) throws(LinkMismatch) -> Decimal {
        try optional(name, LinkValue.decimalParser, default: defaultValue)
    }
}
