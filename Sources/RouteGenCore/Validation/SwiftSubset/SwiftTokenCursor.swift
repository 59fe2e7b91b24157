/// The token stream both parsers of the Swift subset read: a lexer and one token of lookahead.
struct SwiftTokenCursor {
    /// Reads the tokens; positioned just after `buffered` when there is one.
    var lexer: SwiftLexer
    /// The next token, once `peek()` has read it.
    private var buffered: SwiftToken?

    /// A cursor reading tokens from `lexer`.
    init(_ lexer: SwiftLexer) {
        self.lexer = lexer
    }

    /// The next token, without consuming it; tokens are read as the lexer's context says
    /// (types or expressions).
    mutating func peek() throws(SwiftSubsetError) -> SwiftToken {
        if let buffered { return buffered }
        let token = try lexer.nextToken()
        buffered = token
        return token
    }

    /// Whether `peek()` has read a token that is not consumed yet.
    var hasLookahead: Bool { buffered != nil }

    /// Drops the token returned by `peek()`; the lexer is already past it.
    mutating func consume() {
        buffered = nil
    }

    /// A syntax error at the scalar `index` of the text.
    func error(_ message: String, at index: Int) -> SwiftSubsetError {
        lexer.error(message, at: index)
    }
}
