import Foundation

/// How a route parameter's value is written in a link and read back from one: the conversions
/// generated link code calls, picked by overload resolution from the parameter's type.
///
/// Supported: any `LosslessStringConvertible` (`String`, the integer types, `Double`, `Bool`,
/// …), any `RawRepresentable` whose raw value is one of those (its raw value, never its
/// ordinal), `UUID`, `URL` and `Decimal`. A parameter of another type fails to compile, in
/// the generated line that names it. Reading text that does not convert gives `nil`: the link
/// does not match.
public enum LinkValue {
    // MARK: Writing

    /// `value`'s description.
    public static func text<Value: LosslessStringConvertible>(_ value: Value) -> String {
        value.description
    }

    /// `value`'s raw value's description.
    public static func text<Value: RawRepresentable>(_ value: Value) -> String where Value.RawValue: LosslessStringConvertible {
        value.rawValue.description
    }

    /// `value`'s raw value's description, for a type that is both.
    public static func text<Value: RawRepresentable & LosslessStringConvertible>(_ value: Value) -> String
    where Value.RawValue: LosslessStringConvertible {
        value.rawValue.description
    }

    /// The UUID's canonical text.
    public static func text(_ value: UUID) -> String {
        value.uuidString
    }

    /// The URL's absolute string.
    public static func text(_ value: URL) -> String {
        value.absoluteString
    }

    /// The decimal's description.
    public static func text(_ value: Decimal) -> String {
        value.description
    }

    // MARK: Reading

    /// Reads a `Value` from its description.
    public static func parser<Value: LosslessStringConvertible>(_ type: Value.Type) -> (String) -> Value? {
        { Value($0) }
    }

    /// Reads a `Value` from its raw value's description.
    public static func parser<Value: RawRepresentable>(_ type: Value.Type) -> (String) -> Value?
    where Value.RawValue: LosslessStringConvertible {
        { Value.RawValue($0).flatMap(Value.init(rawValue:)) }
    }

    /// Reads a `Value` from its raw value's description, for a type that is both.
    public static func parser<Value: RawRepresentable & LosslessStringConvertible>(_ type: Value.Type) -> (String) -> Value?
    where Value.RawValue: LosslessStringConvertible {
        { Value.RawValue($0).flatMap(Value.init(rawValue:)) }
    }

    /// Reads a UUID.
    public static func parser(_ type: UUID.Type) -> (String) -> UUID? {
        { UUID(uuidString: $0) }
    }

    /// Reads an absolute URL.
    public static func parser(_ type: URL.Type) -> (String) -> URL? {
        { text in URL(string: text).flatMap { $0.scheme == nil ? nil : $0 } }
    }

    /// Reads a decimal number written as `Decimal` writes it.
    public static func parser(_ type: Decimal.Type) -> (String) -> Decimal? {
        { text in
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value.description == text else { return nil }
            return value
        }
    }
}
