/// Escapes text for a quoted Mermaid label (`A["…"]`, `-->|"…"|`).
///
/// Mermaid reads `#name;` and `#decimal;` entity codes inside quotes. Every character but ASCII
/// letters, digits, spaces and punctuation with no meaning in a quoted label becomes one: the
/// quote that would end the label, `#` that starts an entity, `<` and `>` that would be HTML,
/// `{`, `}` and `|` that delimit shapes and link labels, `%` that starts comments, backquotes
/// that start Markdown strings, and every non-ASCII character. Control characters are shown as
/// Swift escapes (`\n`), as diagnostics show them.
enum MermaidText {
    /// The ASCII characters that stand for themselves inside a quoted label.
    static let plainPunctuation: Set<Unicode.Scalar> = [
        " ", "!", "$", "'", "(", ")", "*", "+", ",", "-", ".", "/", ":", ";", "=", "?", "@", "[", "]", "^", "_", "~",
    ]
    /// The named entity codes used where one is clearer than the number.
    static let namedEntities: [Unicode.Scalar: String] = ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "&": "#amp;"]

    /// `text`, escaped for use between the quotes of a label.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in Diagnostic.singleLine(text).unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || plainPunctuation.contains(scalar) {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += namedEntities[scalar] ?? "#\(scalar.value);"
            }
        }
        return escaped
    }

    /// A quoted label of `lines`, escaped and joined with line breaks.
    static func label(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "<br>") + "\""
    }
}
