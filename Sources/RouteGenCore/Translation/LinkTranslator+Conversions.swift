extension LinkTranslator {
    /// The stem of the link conversions and value readers named for `typeName`, a standard type
    /// spelt as such (`int` for `Int`: `LinkValue.intText(_:)`, `LinkValue.intParser`,
    /// `values.int(_:)`, `entry.int(_:)`), else `nil`. A type spelt otherwise (a typealias,
    /// `Foundation.UUID`, an app's own type) goes through the overloaded `LinkValue.text(_:)` and
    /// `LinkValue.parser(_:)`, which cost the type checker about twice as much per value read
    /// and a third more per value written, and the generic readers. A switch over the seven
    /// names: every parameter of every case asks, and comparing short strings costs less than
    /// hashing one.
    static func namedConversion(of typeName: String) -> String? {
        switch typeName {
        case "String": "string"
        case "Int": "int"
        case "Double": "double"
        case "Bool": "bool"
        case "UUID": "uuid"
        case "URL": "url"
        case "Decimal": "decimal"
        default: nil
        }
    }

    /// The expression writing `value`, a value of `parameter`'s type (of the type it wraps, for
    /// an optional or an array), as a link's text (`LinkValue.intText(page)`); through the
    /// overloads when the type is not a standard one, or the parameter is not known.
    func linkText(_ value: String, of parameter: ValidatedParameter?) -> String {
        parameter.flatMap { Self.namedConversion(of: $0.innerTypeName) }.map { "LinkValue.\($0)Text(\(value))" } ?? "LinkValue.text(\(value))"
    }

    /// The expression writing `parameter`'s value, `nil` at its default `defaultValue`:
    /// `LinkValue.intText(page, unless: 1)` for a standard type, one call rather than a generic
    /// comparison and a branch; `RouteEquality.areEqual(page, 1) ? nil : LinkValue.text(page)`
    /// through the overloads for another type.
    func linkText(of parameter: ValidatedParameter, unless defaultValue: String) -> String {
        let name = parameter.name
        if let stem = Self.namedConversion(of: parameter.innerTypeName) {
            return "LinkValue.\(stem)Text(\(name), unless: \(defaultValue))"
        }
        return "RouteEquality.areEqual(\(name), \(defaultValue)) ? nil : \(linkText(name, of: parameter))"
    }

    /// The expression writing the path parameter `name` of `validated` as a link's text.
    func pathText(_ name: String, in validated: ValidatedCase) -> String {
        linkText(name, of: validated.parameters.first { $0.name == name })
    }

    /// The expression of the parser reading `parameter`'s value (the value an optional or an
    /// array wraps) from a link's text (`LinkValue.intParser`, `LinkValue.parser(Post.ID.self)`).
    func linkParser(of parameter: ValidatedParameter) -> String {
        Self.namedConversion(of: parameter.innerTypeName).map { "LinkValue.\($0)Parser" } ?? "LinkValue.parser(\(parameter.innerTypeName).self)"
    }
}
