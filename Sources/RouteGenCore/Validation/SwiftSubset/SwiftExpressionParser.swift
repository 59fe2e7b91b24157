/// Checks that a default value is one Swift expression from a small, safe subset, so that
/// pasting it after `=` in a parameter list can never add code.
///
/// Accepted: literals, identifiers, `self`/`Self`, implicit members (`.all`), member access,
/// tuple indexes, calls, subscripts, `?`/`!` postfixes, generic specialisations (`Set<Int>()`),
/// parentheses, tuples, array and dictionary literals, the prefix operators `-` `+` `!` `~` and
/// a fixed set of binary operators (read left to right: only the syntax matters here). Anything
/// else, in particular a top-level `,` or `:`, is a `SwiftSubsetError`.
///
/// Recursion only happens at an opening bracket, so its depth is bounded by
/// `SwiftSubsetLimits.maximumNestingDepth`; prefix, postfix and binary chains are loops.
struct SwiftExpressionParser {
    /// The binary operators an expression may use.
    static let binaryOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "==", "!=", "<", "<=", ">", ">=",
        "&&", "||", "??", "...", "..<",
    ]
    /// The prefix operators an expression may use.
    static let prefixOperators: Set<String> = ["-", "+", "!", "~"]

    /// The text being parsed.
    let source: SwiftSourceText
    /// The tokens, with one of lookahead.
    var tokens: SwiftTokenCursor
    /// How many brackets are open.
    var depth = 0

    /// Creates a parser for `source`.
    init(source: SwiftSourceText) {
        self.source = source
        self.tokens = SwiftTokenCursor(SwiftLexer(source: source, context: .expression))
    }

    /// Parses `text`, which must be exactly one expression on one line.
    static func parse(_ text: String) -> Result<SwiftExpression, SwiftSubsetError> {
        let source = SwiftSourceText(text)
        var parser = SwiftExpressionParser(source: source)
        do throws(SwiftSubsetError) {
            try parser.parseExpression()
            let next = try parser.tokens.peek()
            guard next.kind == .end else {
                throw parser.unexpected(next, SwiftSubsetMessages.unexpectedAfterExpression(next))
            }
        } catch {
            return .failure(error)
        }
        return .success(SwiftExpression(text: trimmed(text), isStringLiteral: isSingleStringLiteral(source)))
    }

    /// Parses operands joined by binary operators.
    mutating func parseExpression() throws(SwiftSubsetError) {
        try parseOperand()
        while case .operator(let fixity) = try tokens.peek().kind {
            let token = try tokens.peek()
            try checkBinaryOperator(token, fixity: fixity)
            tokens.consume()
            try parseOperand()
        }
    }

    /// Parses prefix operators, then a postfix expression.
    private mutating func parseOperand() throws(SwiftSubsetError) {
        while case .operator(let fixity) = try tokens.peek().kind {
            let token = try tokens.peek()
            if Self.isAssignment(token.text) {
                throw source.error(SwiftSubsetMessages.assignment, at: token.start)
            }
            guard Self.prefixOperators.contains(token.text) else {
                throw source.error(SwiftSubsetMessages.prefixOperator(token.text), at: token.start)
            }
            guard fixity == .prefix else {
                throw source.error(SwiftSubsetMessages.detachedPrefixOperator(token.text), at: token.start)
            }
            tokens.consume()
        }
        try parsePostfixExpression()
    }

    /// Parses a primary expression followed by `.member`, `.0`, `(…)`, `[…]`, `?` and `!`.
    private mutating func parsePostfixExpression() throws(SwiftSubsetError) {
        try parsePrimary()
        while true {
            let token = try tokens.peek()
            if token.isPunctuation(".") {
                tokens.consume()
                let member = try tokens.lexer.nextMemberName(allowsTupleIndex: true)
                if member.kind == .identifier {
                    try parseGenericArgumentsIfPresent()
                }
            } else if token.isPunctuation("(") {
                try parseArgumentList()
            } else if token.isPunctuation("[") {
                try parseArgumentList()
            } else if token.kind == .operator(.postfix), token.text == "?" || token.text == "!" {
                tokens.consume()
            } else {
                return
            }
        }
    }

    /// Parses a literal, a name, an implicit member, or a bracketed expression.
    private mutating func parsePrimary() throws(SwiftSubsetError) {
        let token = try tokens.peek()
        switch token.kind {
        case .identifier:
            tokens.consume()
            try parseGenericArgumentsIfPresent()
        case .keyword:
            guard SwiftKeywords.allowedInExpressions.contains(token.text) else {
                throw source.error(SwiftSubsetMessages.keywordInExpression(token.text), at: token.start)
            }
            tokens.consume()
        case .number, .string:
            tokens.consume()
        case .end:
            throw source.error(SwiftSubsetMessages.expectedExpression, at: token.start)
        case .punctuation where token.text == ".":
            tokens.consume()
            _ = try tokens.lexer.nextMemberName(allowsTupleIndex: false)
        case .punctuation where token.text == "(":
            try parseArgumentList()
        case .punctuation where token.text == "[":
            try parseCollectionLiteral()
        case .punctuation, .operator:
            throw source.error(SwiftSubsetMessages.expectedExpression(found: token), at: token.start)
        }
    }

    /// Checks an operator found after an operand.
    private func checkBinaryOperator(
        _ token: SwiftToken, fixity: SwiftToken.Fixity
    ) throws(SwiftSubsetError) {
        if Self.isAssignment(token.text) {
            throw source.error(SwiftSubsetMessages.assignment, at: token.start)
        }
        if token.text == "?" {
            throw source.error(SwiftSubsetMessages.conditionalOperator, at: token.start)
        }
        guard Self.binaryOperators.contains(token.text) else {
            throw source.error(SwiftSubsetMessages.binaryOperator(token.text), at: token.start)
        }
        guard fixity == .infix else {
            throw source.error(SwiftSubsetMessages.unbalancedOperatorWhitespace(token.text), at: token.start)
        }
    }

    /// The error for `token` where something else was needed: `message`, or, when `token` is a
    /// keyword an expression may not use (`x is Int`), the error for that keyword.
    func unexpected(_ token: SwiftToken, _ message: String) -> SwiftSubsetError {
        if token.kind == .keyword, !SwiftKeywords.allowedInExpressions.contains(token.text) {
            return source.error(SwiftSubsetMessages.keywordInExpression(token.text), at: token.start)
        }
        return source.error(message, at: token.start)
    }

    /// Whether an operator assigns: `=`, or one ending in `=` that is not a comparison (`+=`).
    static func isAssignment(_ text: String) -> Bool {
        text == "=" || (text.hasSuffix("=") && !text.hasPrefix("=")
            && !["!=", "<=", ">=", "!=="].contains(text))
    }



    /// `text` without leading and trailing spaces and tabs.
    private static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\t" {
            slice.removeFirst()
        }
        while let last = slice.last, last == " " || last == "\t" {
            slice.removeLast()
        }
        return String(slice)
    }

    /// Whether `source`, already known to be valid, is exactly one string-literal token.
    private static func isSingleStringLiteral(_ source: SwiftSourceText) -> Bool {
        var lexer = SwiftLexer(source: source, context: .expression)
        guard let first = try? lexer.nextExpressionToken(), first.kind == .string else { return false }
        return (try? lexer.nextExpressionToken())?.kind == .end
    }
}
