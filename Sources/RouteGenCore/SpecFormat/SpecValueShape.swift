/// What the value of a spec key may be, as its decoder reads it. The schema stage turns a shape
/// into JSON Schema; the decoder itself checks the shape in code that reads the same tables.
indirect enum SpecValueShape: Sendable {
    /// A YAML scalar that routegen reads as text: a string, a number or a Boolean (`doc`, `url`, `title`).
    case text
    /// A scalar that is only ever valid as a string: a name, type name, host or URL (`view`, `module`).
    case string
    /// One of these words (`sheet`, `fullScreenCover`, `popover`).
    case choice([String])
    /// A string matching this regular expression, which is anchored and in the syntax shared by
    /// ECMAScript, ICU and Python.
    case pattern(String)
    /// `true` or `false`.
    case boolean
    /// A Swift type: a string, or an unquoted YAML flow list that spells one (`[User]`, `[String: Int]`).
    case swiftType
    /// A Swift expression: a scalar, or `[]` (a YAML empty list) for the empty array.
    case swiftExpression
    /// A list of values of one shape, with at least `minimum` items.
    case list(SpecValueShape, minimum: Int)
    /// A mapping with the keys of a table.
    case mapping(SpecMapping)
    /// A mapping from names the spec chooses (screens, tabs, parameter labels) to values of one
    /// shape, with at least `minimum` entries.
    case dictionary(SpecValueShape, minimum: Int)
    /// A value of any of these shapes.
    case either([SpecValueShape])
    /// A value of the shape, or nothing (`key:` with no value, `~`, `null`), which the decoder
    /// takes as not given.
    case orEmpty(SpecValueShape)

    /// One value of `item`, or a list of them with at least `minimum` items.
    static func oneOrList(_ item: SpecValueShape, minimum: Int = 0) -> SpecValueShape {
        .either([item, .list(item, minimum: minimum)])
    }

    /// Whether the decoder takes an empty value (YAML null) without an error.
    var acceptsEmpty: Bool {
        switch self {
        case .orEmpty: true
        case .either(let shapes): shapes.contains(where: \.acceptsEmpty)
        default: false
        }
    }
}
