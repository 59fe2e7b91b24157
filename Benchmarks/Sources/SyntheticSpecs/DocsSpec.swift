/// A spec that is nearly all doc text, for routegen's doc throughput: one feature, `DocsOnly`,
/// whose root and 100 screens (no parameters) each carry a long block-scalar `doc:` of
/// paragraphs of plain prose.
public enum DocsSpec {
    /// The feature's name; the spec file is `DocsOnly.routes.yaml`.
    public static let featureName = "DocsOnly"
    /// The spec file name.
    public static let fileName = featureName + SyntheticApp.specFileSuffix
    /// The number of screens the doc text is spread over.
    public static let screenCount = 100

    /// The spec's YAML text, of at least `byteCount` bytes (a line more at most per screen).
    public static func text(byteCount: Int) -> String {
        let bytesPerScreen = max(1, byteCount / (screenCount + 1))
        var text = "# \(featureName): doc text for routegen's doc throughput benchmark.\n"
        text += "root:\n  view: DocsRootView\n  doc: |\n"
        appendDoc(of: "root", bytes: bytesPerScreen, to: &text)
        text += "screens:\n"
        for screen in 0..<screenCount {
            text += "  screen\(screen):\n    view: Screen\(screen)View\n    doc: |\n"
            appendDoc(of: "screen \(screen)", bytes: bytesPerScreen, to: &text)
        }
        return text
    }

    /// Appends lines of a literal block scalar (indented 6) until `bytes` more bytes are written:
    /// sentences of about 90 characters, a blank line after every eighth.
    static func appendDoc(of subject: String, bytes: Int, to text: inout String) {
        let start = text.utf8.count
        var line = 0
        while text.utf8.count - start < bytes {
            text += "      Line \(line) of \(subject) tells what it shows: the items, their filters, and the sort order chosen.\n"
            line += 1
            if line.isMultiple(of: 8) { text += "\n" }
        }
    }
}
