/// A scalar's text as the document spells it, with the style it was written in.
struct YAMLScalar: Hashable, Sendable {
    /// The scalar's value after YAML unescaping and folding; it may contain NUL characters.
    var text: String
    /// How the scalar was written.
    var style: YAMLScalarStyle
    /// Whether the scalar is a null: plain, and spelled `""`, `~`, `null`, `Null` or `NULL`.
    var isNull: Bool
}

extension YAMLScalar {
    /// The spellings a plain scalar uses for null.
    static let nullSpellings: Set<String> = ["", "~", "null", "Null", "NULL"]

    /// The empty plain scalar YAML reads as null, as in `key:` with no value.
    static let null = YAMLScalar(text: "", style: .plain)

    /// Creates a scalar, deciding from `text` and `style` whether it is null.
    init(text: String, style: YAMLScalarStyle) {
        self.init(text: text, style: style, isNull: style == .plain && Self.nullSpellings.contains(text))
    }
}
