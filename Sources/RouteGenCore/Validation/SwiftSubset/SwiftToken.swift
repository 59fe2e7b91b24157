/// One token read by `SwiftLexer`: what kind it is, its text, and the scalars it covers.
struct SwiftToken: Hashable, Sendable {
    /// How an operator binds, decided from the whitespace around it as Swift does.
    enum Fixity: Hashable, Sendable {
        /// Attached to what follows only: `-x`.
        case prefix
        /// Attached to what precedes only: `x!`, `x?`.
        case postfix
        /// Attached on both sides or on neither: `a+b`, `a + b`.
        case infix
    }

    /// The kinds of token.
    enum Kind: Hashable, Sendable {
        /// A word that is not in `SwiftKeywords.reserved`.
        case identifier
        /// A word in `SwiftKeywords.reserved`.
        case keyword
        /// A number literal; in a type, any word that starts with a digit.
        case number
        /// A complete single-line string literal, quotes included.
        case string
        /// `(` `)` `[` `]` `,` `:` `.`, and in a type also `<` `>` `?` `!` `->`.
        case punctuation
        /// An operator in an expression, with how it binds.
        case `operator`(Fixity)
        /// The end of the text.
        case end
    }

    /// What the token is.
    var kind: Kind
    /// The token's source text.
    var text: String
    /// The index of the token's first scalar.
    var start: Int
    /// The index just past the token's last scalar.
    var end: Int

    /// Whether the token is the punctuation `text`.
    func isPunctuation(_ text: String) -> Bool {
        kind == .punctuation && self.text == text
    }

    /// Whether the token is a word: an identifier or a keyword.
    var isWord: Bool {
        kind == .identifier || kind == .keyword
    }

    /// The token as an error message quotes it: its text in single quotes, shortened when long.
    var quoted: String {
        let limit = 24
        guard text.unicodeScalars.count > limit else { return "'\(text)'" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text.unicodeScalars.prefix(limit))
        return "'\(String(view))…'"
    }
}
