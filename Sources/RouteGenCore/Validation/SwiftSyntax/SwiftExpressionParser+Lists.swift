extension SwiftExpressionParser {
    /// Parses `(…)` or `[…]` holding comma-separated arguments, each `expr` or `label: expr`:
    /// call arguments, subscript arguments, a parenthesised expression or a tuple. The next token
    /// is the opening bracket. A trailing comma is an error.
    mutating func parseArgumentList() throws(SwiftSyntaxError) {
        let open = try peek()
        let closer = open.text == "(" ? ")" : "]"
        try enterBracket(open)
        consume()
        if try peek().isPunctuation(closer) {
            consume()
            depth -= 1
            return
        }
        while true {
            try skipArgumentLabel()
            try parseExpression()
            let token = try peek()
            if token.isPunctuation(",") {
                consume()
                if try peek().isPunctuation(closer) {
                    throw source.error(SwiftSyntaxMessages.trailingComma, at: token.start)
                }
            } else if token.isPunctuation(closer) {
                consume()
                depth -= 1
                return
            } else {
                throw unexpected(token, SwiftSyntaxMessages.expectedClosing(closer, toClose: open.text))
            }
        }
    }

    /// Parses an array literal (`[]`, `[a, b]`) or a dictionary literal (`[:]`, `[k: v]`); the
    /// next token is `[`. The first element decides which it is.
    mutating func parseCollectionLiteral() throws(SwiftSyntaxError) {
        let open = try peek()
        try enterBracket(open)
        consume()
        if try peek().isPunctuation(":") {
            consume()
            try expectClosingBracket()
            return
        }
        if try peek().isPunctuation("]") {
            consume()
            depth -= 1
            return
        }
        try parseExpression()
        let isDictionary = try peek().isPunctuation(":")
        if isDictionary {
            consume()
            try parseExpression()
        }
        while true {
            let token = try peek()
            guard token.isPunctuation(",") else { break }
            consume()
            if try peek().isPunctuation("]") {
                throw source.error(SwiftSyntaxMessages.trailingComma, at: token.start)
            }
            try parseExpression()
            if isDictionary {
                let colon = try peek()
                guard colon.isPunctuation(":") else {
                    throw unexpected(colon, SwiftSyntaxMessages.expectedColonAfterKey)
                }
                consume()
                try parseExpression()
            }
        }
        try expectClosingBracket()
    }

    /// After a name, reads `<…>` as generic arguments when it is written right after the name,
    /// parses as types, and is directly followed by `(` or `.` (`Set<Int>()`,
    /// `Array<String>.init()`). Otherwise leaves the `<` to be read as an operator. Must be
    /// called right after the name was consumed, before the next token is read.
    mutating func parseGenericArgumentsIfPresent() throws(SwiftSyntaxError) {
        let start = lexer.position
        guard buffered == nil, source.scalar(at: start, is: "<") else { return }
        var typeParser = SwiftTypeParser(source: source, position: start, depth: depth)
        let end: Int
        do throws(SwiftSyntaxError) {
            end = try typeParser.parseGenericArgumentClause()
        } catch {
            // Too deep is too deep whichever way `<` is read; anything else means "not types".
            if error.message == SwiftSyntaxMessages.nestingTooDeep { throw error }
            return
        }
        guard source.scalar(at: end, is: "(") || source.scalar(at: end, is: ".") else { return }
        lexer.position = end
    }

    /// Skips `label:` when the next two tokens are a word and `:`. Any word can be a label, as
    /// in Swift (`.init(for: x)`, `f(default: 1)`).
    private mutating func skipArgumentLabel() throws(SwiftSyntaxError) {
        guard try peek().isWord else { return }
        var lookahead = lexer
        guard let next = try? lookahead.nextExpressionToken(), next.isPunctuation(":") else { return }
        consume()
        _ = try peek()
        consume()
    }

    /// Consumes the `]` that closes a collection literal.
    private mutating func expectClosingBracket() throws(SwiftSyntaxError) {
        let token = try peek()
        guard token.isPunctuation("]") else {
            throw unexpected(token, SwiftSyntaxMessages.expectedClosing("]", toClose: "["))
        }
        consume()
        depth -= 1
    }

    /// Counts the opening bracket `token`, failing when too many are open.
    private mutating func enterBracket(_ token: SwiftToken) throws(SwiftSyntaxError) {
        guard depth < SwiftSyntaxLimits.maximumNestingDepth else {
            throw source.error(SwiftSyntaxMessages.nestingTooDeep, at: token.start)
        }
        depth += 1
    }
}
