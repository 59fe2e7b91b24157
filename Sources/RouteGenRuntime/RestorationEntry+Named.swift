import Foundation

/// The readers of the standard types, named for them: generated code reads such a saved value
/// as `entry.int("count")` or `entry.int("page", default: 1)`, which compiles to less code than
/// the generic `required(_:as:)` and `optional(_:as:default:)` with the type's metatype, and
/// reads as they do.
extension RestorationEntry {
    /// The `String` saved under `label`; throws when it is missing or does not decode.
    public func string(_ label: String) throws -> String { try required(label, as: String.self) }
    /// The `Int` saved under `label`; throws when it is missing or does not decode.
    public func int(_ label: String) throws -> Int { try required(label, as: Int.self) }
    /// The `Double` saved under `label`; throws when it is missing or does not decode.
    public func double(_ label: String) throws -> Double { try required(label, as: Double.self) }
    /// The `Bool` saved under `label`; throws when it is missing or does not decode.
    public func bool(_ label: String) throws -> Bool { try required(label, as: Bool.self) }
    /// The `UUID` saved under `label`; throws when it is missing or does not decode.
    public func uuid(_ label: String) throws -> UUID { try required(label, as: UUID.self) }
    /// The `URL` saved under `label`; throws when it is missing or does not decode.
    public func url(_ label: String) throws -> URL { try required(label, as: URL.self) }
    /// The `Decimal` saved under `label`; throws when it is missing or does not decode.
    public func decimal(_ label: String) throws -> Decimal { try required(label, as: Decimal.self) }

    /// The `String` saved under `label`, or `defaultValue` when it is missing or `null`; throws
    /// when it is there but does not decode.
    public func string(_ label: String, default defaultValue: String) throws -> String { try optional(label, as: String.self, default: defaultValue) }
    /// The `Int` saved under `label`, or `defaultValue` when it is missing or `null`; throws when
    /// it is there but does not decode.
    public func int(_ label: String, default defaultValue: Int) throws -> Int { try optional(label, as: Int.self, default: defaultValue) }
    /// The `Double` saved under `label`, or `defaultValue` when it is missing or `null`; throws
    /// when it is there but does not decode.
    public func double(_ label: String, default defaultValue: Double) throws -> Double { try optional(label, as: Double.self, default: defaultValue) }
    /// The `Bool` saved under `label`, or `defaultValue` when it is missing or `null`; throws when
    /// it is there but does not decode.
    public func bool(_ label: String, default defaultValue: Bool) throws -> Bool { try optional(label, as: Bool.self, default: defaultValue) }
    /// The `UUID` saved under `label`, or `defaultValue` when it is missing or `null`; throws when
    /// it is there but does not decode.
    public func uuid(_ label: String, default defaultValue: UUID) throws -> UUID { try optional(label, as: UUID.self, default: defaultValue) }
    /// The `URL` saved under `label`, or `defaultValue` when it is missing or `null`; throws when
    /// it is there but does not decode.
    public func url(_ label: String, default defaultValue: URL) throws -> URL { try optional(label, as: URL.self, default: defaultValue) }
    /// The `Decimal` saved under `label`, or `defaultValue` when it is missing or `null`; throws
    /// when it is there but does not decode.
    public func decimal(_ label: String, default defaultValue: Decimal) throws -> Decimal { try optional(label, as: Decimal.self, default: defaultValue) }
}
