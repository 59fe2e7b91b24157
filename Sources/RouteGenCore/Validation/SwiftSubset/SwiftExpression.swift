/// A validated default-value expression.
struct SwiftExpression: Hashable, Sendable {
    /// The source text, with surrounding spaces and tabs trimmed.
    var text: String
    /// Whether the whole expression is one string literal, such as `"hi"`.
    var isStringLiteral: Bool

    /// Creates an expression value.
    init(text: String, isStringLiteral: Bool) {
        self.text = text
        self.isStringLiteral = isStringLiteral
    }
}
