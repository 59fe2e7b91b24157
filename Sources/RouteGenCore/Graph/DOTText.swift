/// Escapes text for a quoted Graphviz DOT label (`label="…"`).
///
/// Inside quotes DOT ends the string at `"`, and label text reads `\` escapes (`\n`, `\N`…)
/// and `&…;` entities; record shapes also give `{`, `}`, `|`, `<` and `>` a meaning. Each of
/// these is escaped (a backslash before it, `&amp;` for `&`), so a label reads as written
/// whatever the node's shape. Other non-ASCII characters stay UTF-8, DOT's default charset:
/// Graphviz (2.43) decodes numeric entities beyond U+FFFF into invalid UTF-8. Control
/// characters are shown as Swift escapes (`\n`), as diagnostics show them.
enum DOTText {
    /// The characters that a backslash makes literal.
    static let backslashed: Set<Unicode.Scalar> = ["\\", "\"", "{", "}", "|", "<", ">"]

    /// `text`, escaped for use between the quotes of a label.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in Diagnostic.singleLine(text).unicodeScalars {
            if backslashed.contains(scalar) {
                escaped += "\\" + String(scalar)
            } else if scalar == "&" {
                escaped += "&amp;"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A quoted label of `lines`, escaped and joined with DOT's centred line breaks.
    static func label(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
    }
}
