/// Escapes text for a quoted Mermaid label (`A["…"]`, `-->|"…"|`), keeping it readable.
///
/// Between quotes Mermaid reads every character as text but the quote that ends the label, so
/// braces, brackets, `%`, `\` and letters of any script stay as they are (`users/{id}`, `検索`).
/// What would still be syntax becomes an entity code: the quote (`#quot;`), `#` that starts an
/// entity, `<`, `>` and `&` that would be HTML, `|` that ends a link label, and the backquote
/// that starts a Markdown string. Control characters are shown as Swift escapes (`\n`), as
/// diagnostics show them, and invisible ones (format characters such as bidirectional
/// overrides, unassigned or private-use scalars) as their code.
enum MermaidText {
    /// The characters that become entity codes, and their codes.
    static let entities: [Unicode.Scalar: String] = [
        "\"": "#quot;", "#": "#35;", "<": "#lt;", ">": "#gt;", "&": "#amp;", "|": "#124;", "`": "#96;",
    ]

    /// `text`, escaped for use between the quotes of a label.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in Diagnostic.singleLine(text).unicodeScalars {
            if let entity = entities[scalar] {
                escaped += entity
            } else if isShownAsItself(scalar) {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "#\(scalar.value);"
            }
        }
        return escaped
    }

    /// Whether `scalar` is visible text that a quoted label can hold as it is.
    static func isShownAsItself(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.value >= 0x20 && scalar.value < 0x7F
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return false
        default:
            return true
        }
    }

    /// A quoted label of `lines`, escaped and joined with line breaks.
    static func label(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "<br>") + "\""
    }
}
