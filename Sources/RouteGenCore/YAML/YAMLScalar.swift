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
    /// Whether a plain scalar spelled `text` is null: `""`, `~`, `null`, `Null` or `NULL`.
    static func spellsNull(_ text: String) -> Bool {
        // Compared as bytes: every scalar is asked, and few are this short.
        switch text.utf8.count {
        case 0:
            return true
        case 1:
            return text == "~"
        case 4:
            // Most four-byte scalars are no null (`page`, `Bool`): their first byte tells them apart.
            guard let first = text.utf8.first, first == UInt8(ascii: "n") || first == UInt8(ascii: "N") else { return false }
            return text == "null" || text == "Null" || text == "NULL"
        default:
            return false
        }
    }

    /// The empty plain scalar YAML reads as null, as in `key:` with no value.
    static let null = YAMLScalar(text: "", style: .plain)

    /// Creates a scalar, deciding from `text` and `style` whether it is null.
    init(text: String, style: YAMLScalarStyle) {
        self.init(text: text, style: style, isNull: style == .plain && Self.spellsNull(text))
    }
}
