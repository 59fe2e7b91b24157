/// A piece of text from a spec, with where it came from so later stages can point at it.
struct SpecText: Hashable, Sendable {
    /// The text as YAML decoded it.
    var text: String
    /// Where the text starts in the spec.
    var position: SourcePosition
    /// How the text was written in YAML (`nil` when rebuilt from a collection); decides whether offsets inside it map to columns.
    var style: YAMLScalarStyle?

    /// Creates spec text.
    init(_ text: String, at position: SourcePosition, style: YAMLScalarStyle? = .plain) {
        self.text = text
        self.position = position
        self.style = style
    }

    /// The text as a message quotes it: cut after 60 characters, so that a hostile spec cannot
    /// flood the terminal with one diagnostic.
    var shown: String {
        text.count <= 60 ? text : text.prefix(60) + "…"
    }

    /// The position of the character at `offset` in `text`, when the YAML spelling lets us
    /// know it (one-line plain or simply quoted scalars); otherwise the start of the text.
    func position(atOffset offset: Int) -> SourcePosition {
        guard offset > 0, !text.contains(where: \.isNewline) else { return position }
        switch style {
        case .plain:
            return SourcePosition(line: position.line, column: position.column + offset)
        case .singleQuoted where !text.contains("'"),
            .doubleQuoted where !text.contains(where: { $0 == "\\" || $0 == "\"" || $0.isASCIIControl }):
            return SourcePosition(line: position.line, column: position.column + 1 + offset)
        default:
            return position
        }
    }
}
