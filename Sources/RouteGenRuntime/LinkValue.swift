import Foundation

/// How a route parameter's value is written in a link and read back from one: the conversions
/// generated link code calls, picked by overload resolution from the parameter's type (named
/// for the standard types: `intText(_:)`, `intParser`, which convert as the overloads do).
///
/// Supported: any `LosslessStringConvertible` (`String`, the integer types, `Double`, `Bool`,
/// …), `UUID`, `URL` and `Decimal` (``LinkTextConvertible``), and any `RawRepresentable` whose
/// raw value is one of those (its raw value, never its ordinal). routegen rejects at the spec's
/// line the Foundation types that have no text form (`Date`, `Data`, `Locale`, …); a parameter
/// of another type fails to compile, in the generated line that names it. Reading text that
/// does not convert gives `nil`: the link does not match.
public enum LinkValue {
    // MARK: Writing

    /// `value`'s description.
    @inlinable
    public static func text<Value: LosslessStringConvertible>(_ value: Value) -> String {
        value.description
    }

    /// `value`'s link text: a UUID's canonical text, a URL's absolute string, a decimal's description.
    @inlinable
    public static func text<Value: LinkTextConvertible>(_ value: Value) -> String {
        value.linkText
    }

    /// `value`'s raw value's description.
    @inlinable
    public static func text<Value: RawRepresentable>(_ value: Value) -> String where Value.RawValue: LosslessStringConvertible {
        value.rawValue.description
    }

    /// `value`'s raw value's link text.
    @inlinable
    public static func text<Value: RawRepresentable>(_ value: Value) -> String where Value.RawValue: LinkTextConvertible {
        value.rawValue.linkText
    }

    /// `value`'s raw value's description, for a type that is both.
    @inlinable
    public static func text<Value: RawRepresentable & LosslessStringConvertible>(_ value: Value) -> String
    where Value.RawValue: LosslessStringConvertible {
        value.rawValue.description
    }

    /// `value`'s raw value's link text, for a type that is also `LosslessStringConvertible`.
    @inlinable
    public static func text<Value: RawRepresentable & LosslessStringConvertible>(_ value: Value) -> String
    where Value.RawValue: LinkTextConvertible {
        value.rawValue.linkText
    }

    // MARK: Reading

    /// Reads a `Bool`: `true` and `false`, or `1` and `0`, as web links write it.
    @inlinable
    public static func parser(_ type: Bool.Type) -> LinkParser<Bool> {
        LinkParser { text in
            switch text {
            case "true", "1": true
            case "false", "0": false
            default: nil
            }
        }
    }

    /// Reads a `Value` from its description.
    @inlinable
    public static func parser<Value: LosslessStringConvertible>(_ type: Value.Type) -> LinkParser<Value> {
        LinkParser { Value($0) }
    }

    /// Reads a `Value` from its link text.
    @inlinable
    public static func parser<Value: LinkTextConvertible>(_ type: Value.Type) -> LinkParser<Value> {
        LinkParser { Value(linkText: $0) }
    }

    /// Reads a `Value` from its raw value's description.
    @inlinable
    public static func parser<Value: RawRepresentable>(_ type: Value.Type) -> LinkParser<Value>
    where Value.RawValue: LosslessStringConvertible {
        LinkParser { Value.RawValue($0).flatMap(Value.init(rawValue:)) }
    }

    /// Reads a `Value` from its raw value's link text.
    @inlinable
    public static func parser<Value: RawRepresentable>(_ type: Value.Type) -> LinkParser<Value>
    where Value.RawValue: LinkTextConvertible {
        LinkParser { Value.RawValue(linkText: $0).flatMap(Value.init(rawValue:)) }
    }

    /// Reads a `Value` from its raw value's description, for a type that is both.
    @inlinable
    public static func parser<Value: RawRepresentable & LosslessStringConvertible>(_ type: Value.Type) -> LinkParser<Value>
    where Value.RawValue: LosslessStringConvertible {
        LinkParser { Value.RawValue($0).flatMap(Value.init(rawValue:)) }
    }

    /// Reads a `Value` from its raw value's link text, for a type that is also `LosslessStringConvertible`.
    @inlinable
    public static func parser<Value: RawRepresentable & LosslessStringConvertible>(_ type: Value.Type) -> LinkParser<Value>
    where Value.RawValue: LinkTextConvertible {
        LinkParser { Value.RawValue(linkText: $0).flatMap(Value.init(rawValue:)) }
    }
}

extension LinkValue {
    // MARK: The standard types, by name

    // Generated code names these for a parameter spelt as one of the standard types, rather
    // than `text(_:)` and `parser(_:)`: each is one candidate, where the overloads are six, so
    // a link's every value costs the type checker less than half as much (about 0.2 ms against
    // 0.5 for a read). Each is the overload Swift picks for its type, and converts the same.

    /// Writes a `String`: the text itself.
    @inlinable public static func stringText(_ value: String) -> String { text(value) }
    /// Writes an `Int`: its description.
    @inlinable public static func intText(_ value: Int) -> String { text(value) }
    /// Writes a `Double`: its description.
    @inlinable public static func doubleText(_ value: Double) -> String { text(value) }
    /// Writes a `Bool`: `true` or `false`.
    @inlinable public static func boolText(_ value: Bool) -> String { text(value) }
    /// Writes a `UUID`: its canonical text.
    @inlinable public static func uuidText(_ value: UUID) -> String { text(value) }
    /// Writes a `URL`: its absolute string.
    @inlinable public static func urlText(_ value: URL) -> String { text(value) }
    /// Writes a `Decimal`: its description.
    @inlinable public static func decimalText(_ value: Decimal) -> String { text(value) }

    // A query value at its parameter's default is left out of a link: generated code writes
    // `intText(page, unless: 1)` rather than `RouteEquality.areEqual(page, 1) ? nil : intText(page)`,
    // one call instead of a generic comparison and a branch.

    /// Writes a `String`, or `nil` when it is `defaultValue`.
    @inlinable public static func stringText(_ value: String, unless defaultValue: String) -> String? { value == defaultValue ? nil : text(value) }
    /// Writes an `Int`, or `nil` when it is `defaultValue`.
    @inlinable public static func intText(_ value: Int, unless defaultValue: Int) -> String? { value == defaultValue ? nil : text(value) }
    /// Writes a `Double`, or `nil` when it is `defaultValue`.
    @inlinable public static func doubleText(_ value: Double, unless defaultValue: Double) -> String? { value == defaultValue ? nil : text(value) }
    /// Writes a `Bool`, or `nil` when it is `defaultValue`.
    @inlinable public static func boolText(_ value: Bool, unless defaultValue: Bool) -> String? { value == defaultValue ? nil : text(value) }
    /// Writes a `UUID`, or `nil` when it is `defaultValue`.
    @inlinable public static func uuidText(_ value: UUID, unless defaultValue: UUID) -> String? { value == defaultValue ? nil : text(value) }
    /// Writes a `URL`, or `nil` when it is `defaultValue`.
    @inlinable public static func urlText(_ value: URL, unless defaultValue: URL) -> String? { value == defaultValue ? nil : text(value) }
    /// Writes a `Decimal`, or `nil` when it is `defaultValue`.
    @inlinable public static func decimalText(_ value: Decimal, unless defaultValue: Decimal) -> String? { value == defaultValue ? nil : text(value) }

    /// Reads a `String`: the text itself.
    @inlinable public static var stringParser: LinkParser<String> { parser(String.self) }
    /// Reads an `Int` from its description.
    @inlinable public static var intParser: LinkParser<Int> { parser(Int.self) }
    /// Reads a `Double` from its description.
    @inlinable public static var doubleParser: LinkParser<Double> { parser(Double.self) }
    /// Reads a `Bool`: `true` and `false`, or `1` and `0`.
    @inlinable public static var boolParser: LinkParser<Bool> { parser(Bool.self) }
    /// Reads a `UUID` from its canonical text.
    @inlinable public static var uuidParser: LinkParser<UUID> { parser(UUID.self) }
    /// Reads an absolute `URL`.
    @inlinable public static var urlParser: LinkParser<URL> { parser(URL.self) }
    /// Reads a `Decimal` written as `Decimal` writes it.
    @inlinable public static var decimalParser: LinkParser<Decimal> { parser(Decimal.self) }
}

/// A Foundation value that a link carries as text although it is not
/// `LosslessStringConvertible`: `UUID`, `URL` and `Decimal`, and the raw values of
/// `RawRepresentable` types (`struct AccountID: RawRepresentable { var rawValue: UUID }`).
public protocol LinkTextConvertible {
    /// The value as a link writes it.
    var linkText: String { get }
    /// Reads a value written as `linkText`; `nil` when `linkText` is not one.
    init?(linkText: String)
}

extension UUID: LinkTextConvertible {
    /// The UUID's canonical text.
    public var linkText: String { uuidString }

    /// Reads a UUID.
    public init?(linkText: String) {
        self.init(uuidString: linkText)
    }
}

extension URL: LinkTextConvertible {
    /// The URL's absolute string.
    public var linkText: String { absoluteString }

    /// Reads an absolute URL; `nil` for a relative one.
    public init?(linkText: String) {
        guard let url = URL(string: linkText), url.scheme != nil else { return nil }
        self = url
    }
}

extension Decimal: LinkTextConvertible {
    /// The decimal's description.
    public var linkText: String { description }

    /// Reads a decimal number written as `Decimal` writes it.
    public init?(linkText: String) {
        guard let value = Decimal(string: linkText, locale: Locale(identifier: "en_US_POSIX")), value.description == linkText else { return nil }
        self = value
    }
}
