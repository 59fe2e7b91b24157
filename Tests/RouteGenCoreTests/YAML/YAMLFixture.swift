@testable import RouteGenCore

/// Helpers that read inline YAML and describe the result compactly, for the YAML stage's tests.
enum YAMLFixture {
    /// The file name every fixture's diagnostics point into.
    static let file = "spec.yaml"

    /// Reads `text` as UTF-8 and returns the root with the diagnostics' full descriptions.
    static func read(_ text: String) -> (root: YAMLNode?, diagnostics: [String]) {
        read(Array(text.utf8))
    }

    /// Reads `bytes` and returns the root with the diagnostics' full descriptions.
    static func read(_ bytes: [UInt8]) -> (root: YAMLNode?, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let root = YAMLReader.read(bytes, file: file, diagnostics: &diagnostics)
        return (root, diagnostics.map(\.description))
    }

    /// A one-line outline of `node` with every node's position, such as `{a@1:1: [b@1:5]@1:4}@1:1`.
    ///
    /// Scalars show their text (`~` marks a null, quotes mark quoted styles, `|` and `>` block styles).
    static func outline(_ node: YAMLNode) -> String {
        let body: String
        switch node.content {
        case .scalar(let scalar):
            body = outline(scalar)
        case .sequence(let items):
            body = "[" + items.map(outline).joined(separator: ", ") + "]"
        case .mapping(let entries):
            body = "{" + entries.map { outline($0.key) + ": " + outline($0.value) }.joined(separator: ", ") + "}"
        }
        return "\(body)@\(node.position)"
    }

    private static func outline(_ scalar: YAMLScalar) -> String {
        if scalar.isNull { return "~" }
        switch scalar.style {
        case .plain: return scalar.text
        case .singleQuoted: return "'\(scalar.text)'"
        case .doubleQuoted: return "\"\(scalar.text)\""
        case .literal: return "|\(scalar.text)"
        case .folded: return ">\(scalar.text)"
        }
    }
}
