extension SwiftExpressionParser {
    /// Parses `(…)` or `[…]` holding comma-separated arguments, each `expr` or `label: expr`:
    /// call arguments, subscript arguments, a parenthesised expression or a tuple. The next token
    /// is the opening bracket. A trailing comma is an error.
    mutating func parseArgumentList() throws(SwiftSubsetError) {
        let open = try tokens.peek()
        let closer = open.text == "(" ? ")" : "]"
        try enterBracket(open)
        tokens.consume()
        if try tokens.peek().isPunctuation(closer) {
            tokens.consume()
            depth -= 1
            return
        }
        while true {
            try skipArgumentLabel()
            try parseExpression()
            let token = try tokens.peek()
            if token.isPunctuation(",") {
                tokens.consume()
                if try tokens.peek().isPunctuation(closer) {
                    throw source.error(SwiftSubsetMessages.trailingComma, at: token.start)
                }
            } else if token.isPunctuation(closer) {
                tokens.consume()
                depth -= 1
                return
            } else {
                throw unexpected(token, SwiftSubsetMessages.expectedClosing(closer, toClose: open.text))
            }
        }
    }

    /// Parses an array literal (`[]`, `[a, b]`) or a dictionary literal (`[:]`, `[k: v]`); the
    /// next token is `[`. The first element decides which it is.
    mutating func parseCollectionLiteral() throws(SwiftSubsetError) {
        let open = try tokens.peek()
        try enterBracket(open)
        tokens.consume()
        if try tokens.peek().isPunctuation(":") {
            tokens.consume()
            try expectClosingBracket()
            return
        }
        if try tokens.peek().isPunctuation("]") {
            tokens.consume()
            depth -= 1
            return
        }
        try parseExpression()
        let isDictionary = try tokens.peek().isPunctuation(":")
        if isDictionary {
            tokens.consume()
            try parseExpression()
        }
        while true {
            let token = try tokens.peek()
            guard token.isPunctuation(",") else { break }
            tokens.consume()
            if try tokens.peek().isPunctuation("]") {
                throw source.error(SwiftSubsetMessages.trailingComma, at: token.start)
            }
            try parseExpression()
            if isDictionary {
                let colon = try tokens.peek()
                guard colon.isPunctuation(":") else {
                    throw unexpected(colon, SwiftSubsetMessages.expectedColonAfterKey)
                }
                tokens.consume()
                try parseExpression()
            }
        }
        try expectClosingBracket()
    }

    /// After a name, reads `<…>` as generic arguments when it is written right after the name,
    /// parses as types, and is directly followed by `(` or `.` (`Set<Int>()`,
    /// `Array<String>.init()`). Otherwise leaves the `<` to be read as an operator. Must be
    /// called right after the name was consumed, before the next token is read.
    mutating func parseGenericArgumentsIfPresent() throws(SwiftSubsetError) {
        let start = tokens.lexer.position
        guard !tokens.hasLookahead, source.scalar(at: start, is: "<") else { return }
        var typeParser = SwiftTypeParser(source: source, position: start, depth: depth)
        let end: Int
        do throws(SwiftSubsetError) {
            end = try typeParser.parseGenericArgumentClause()
        } catch {
            // Too deep is too deep whichever way `<` is read; anything else means "not types".
            if error.message == SwiftSubsetMessages.nestingTooDeep { throw error }
            return
        }
        guard source.scalar(at: end, is: "(") || source.scalar(at: end, is: ".") else { return }
        tokens.lexer.position = end
    }

    /// Skips `label:` when the next two tokens are a word and `:`. Any word can be a label, as
    /// in Swift (`.init(for: x)`, `f(default: 1)`).
    private mutating func skipArgumentLabel() throws(SwiftSubsetError) {
        guard try tokens.peek().isWord else { return }
        var lookahead = tokens.lexer
        guard let next = try? lookahead.nextExpressionToken(), next.isPunctuation(":") else { return }
        tokens.consume()
        _ = try tokens.peek()
        tokens.consume()
    }

    /// Consumes the `]` that closes a collection literal.
    private mutating func expectClosingBracket() throws(SwiftSubsetError) {
        let token = try tokens.peek()
        guard token.isPunctuation("]") else {
            throw unexpected(token, SwiftSubsetMessages.expectedClosing("]", toClose: "["))
        }
        tokens.consume()
        depth -= 1
    }

    /// Counts the opening bracket `token`, failing when too many are open.
    private mutating func enterBracket(_ token: SwiftToken) throws(SwiftSubsetError) {
        guard depth < SwiftSubsetLimits.maximumNestingDepth else {
            throw source.error(SwiftSubsetMessages.nestingTooDeep, at: token.start)
        }
        depth += 1
    }
}
