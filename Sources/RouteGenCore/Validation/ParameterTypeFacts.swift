/// What validating a parameter needs to know of its type, worked out once per type text of a
/// spec: a spec names the same few types again and again.
///
/// A class, so that handing out the facts of a type already seen, once per parameter, retains
/// one reference instead of copying every field.
final class ParameterTypeFacts: Sendable {
    /// The parsed type.
    let type: SwiftType
    /// Its canonical spelling.
    let description: String
    /// The name in it that no route can hold, and why (`Binding`), if one is.
    let unsupported: (name: String, reason: String)?
    /// The names in it that are standard types in lower case (`int`, with `Int`) or YAML
    /// booleans (`yes`, with `nil`), in order.
    let suspiciousNames: [(name: String, standard: String?)]
    /// The names that start a type name anywhere in it (``SwiftType/leadingNames``), which
    /// ``mentions(_:)`` looks a name up in.
    let leadingNames: [String]
    /// The standard integer type it is (`Int`, `Swift.UInt8`), with that type's range, if it is one.
    let integerType: (name: String, range: (min: Int128, max: Int128))?

    /// The facts of `type`.
    init(_ type: SwiftType) {
        self.type = type
        description = type.description
        unsupported = type.unsupportedTypeName
        leadingNames = type.leadingNames
        integerType = SpecValidator.integerType(type)
        suspiciousNames = leadingNames.compactMap { name in
            if let standard = SpecValidator.lowercasedStandardTypes[name] { return (name, standard) }
            if SpecValidator.yamlBooleans[name] != nil || name == "true" || name == "false" { return (name, nil) }
            return nil
        }
    }

    /// Whether `name` starts a type name anywhere in the type: what ``SwiftType/mentions(_:)``
    /// answers (a test checks), from the names found once per type rather than by walking the
    /// type for every screen parameter.
    func mentions(_ name: String) -> Bool {
        leadingNames.contains(name)
    }

    /// Whether the type is `Bool` or `Bool?`.
    var isBool: Bool {
        ["Bool", "Bool?", "Swift.Bool", "Swift.Bool?"].contains(description)
    }

    /// Whether the type is `String` or `String?`.
    var isString: Bool {
        description == "String" || description == "String?"
    }
}
