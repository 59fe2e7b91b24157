/// Parses the Swift types routegen accepts: dotted, generic names, `[T]`, `[K: V]`, `T?` and a
/// parenthesised single type `(T)`, with spaces and tabs allowed around every token.
///
/// Everything else is rejected with a `SwiftSyntaxError`: keywords, `T!`, tuples, function
/// types, `any`/`some`, backticks, any other character, unbalanced brackets, trailing text and
/// nesting deeper than `SwiftSyntaxLimits.maximumNestingDepth`. Nesting is limited twice: open
/// brackets bound the parser's recursion, and wrappers (`[]`, `<>`, `?`) bound the height of the
/// `SwiftType` value, whose hashing, printing and destruction are recursive too.
struct SwiftTypeParser {
    /// A parsed type and how many wrappers (`[…]`, `<…>`, `?`) deep it is.
    private struct Parsed {
        /// The type.
        var type: SwiftType
        /// The number of wrappers on its deepest path; 0 for a plain name.
        var height: Int
    }

    /// Reads the tokens; positioned just after `buffered` when there is one.
    private var lexer: SwiftLexer
    /// The next token, once `peek()` has read it.
    private var buffered: SwiftToken?
    /// How many brackets are open.
    private var depth: Int

    /// Creates a parser that reads a type from the scalar at `position` of `source`, with
    /// `depth` brackets already open around it.
    init(source: SwiftSourceText, position: Int = 0, depth: Int = 0) {
        self.lexer = SwiftLexer(source: source, context: .type, position: position)
        self.depth = depth
    }

    /// Parses `text`, which must be exactly one type.
    static func parse(_ text: String) -> Result<SwiftType, SwiftSyntaxError> {
        var parser = SwiftTypeParser(source: SwiftSourceText(text))
        do throws(SwiftSyntaxError) {
            let parsed = try parser.parseType()
            let next = try parser.peek()
            guard next.kind == .end else {
                throw parser.lexer.error(SwiftSyntaxMessages.unexpectedAfterType(next), at: next.start)
            }
            return .success(parsed.type)
        } catch {
            return .failure(error)
        }
    }

    /// Parses a generic argument clause `<A, B>` that starts at the parser's position, and
    /// returns the index just past the closing `>`. Nothing after the `>` is read, so a caller
    /// can go on reading there with another lexer.
    mutating func parseGenericArgumentClause() throws(SwiftSyntaxError) -> Int {
        let open = try peek()
        guard open.isPunctuation("<") else {
            throw lexer.error(SwiftSyntaxMessages.expectedType(found: open), at: open.start)
        }
        return try parseGenericArguments().end
    }

    /// Parses a type with its `?` suffixes.
    private mutating func parseType() throws(SwiftSyntaxError) -> Parsed {
        var parsed = try parsePrimaryType()
        while true {
            let token = try peek()
            if token.isPunctuation("?") {
                try checkHeight(parsed.height, wrappingAt: token)
                consume()
                parsed = Parsed(type: .optional(parsed.type), height: parsed.height + 1)
            } else if token.isPunctuation("!") {
                let message = SwiftSyntaxMessages.implicitlyUnwrappedOptional(parsed.type)
                throw lexer.error(message, at: token.start)
            } else if token.isPunctuation("->") {
                throw lexer.error(SwiftSyntaxMessages.tupleOrFunctionType, at: token.start)
            } else {
                return parsed
            }
        }
    }

    /// Parses a named type, `[…]` or `(…)`.
    private mutating func parsePrimaryType() throws(SwiftSyntaxError) -> Parsed {
        let token = try peek()
        switch token.kind {
        case .identifier:
            return try parseNamedType()
        case .keyword:
            throw lexer.error(SwiftSyntaxMessages.keywordAsTypeName(token.text), at: token.start)
        case .end:
            throw lexer.error(SwiftSyntaxMessages.expectedType, at: token.start)
        default:
            if token.isPunctuation("[") { return try parseCollectionType() }
            if token.isPunctuation("(") { return try parseParenthesizedType() }
            throw lexer.error(SwiftSyntaxMessages.expectedType(found: token), at: token.start)
        }
    }

    /// Parses `A.B<C>.D`; the next token is an identifier.
    private mutating func parseNamedType() throws(SwiftSyntaxError) -> Parsed {
        try rejectExistentialOrOpaqueType()
        var components: [SwiftTypeComponent] = []
        var height = 0
        while true {
            let name = try peek()
            consume()
            var arguments: [SwiftType] = []
            if try peek().isPunctuation("<") {
                let clause = try parseGenericArguments()
                arguments = clause.arguments.map(\.type)
                height = max(height, clause.height)
            }
            components.append(SwiftTypeComponent(name: name.text, genericArguments: arguments))
            guard try peek().isPunctuation(".") else {
                return Parsed(type: .named(components), height: height)
            }
            consume()
            let next = try peek()
            switch next.kind {
            case .identifier:
                continue
            case .keyword:
                throw lexer.error(SwiftSyntaxMessages.keywordAsTypeName(next.text), at: next.start)
            default:
                throw lexer.error(SwiftSyntaxMessages.expectedTypeNameAfterDot, at: next.start)
            }
        }
    }

    /// Rejects `any P` and `some P`: the next token is `any` or `some` and a type follows it.
    /// A type that is merely named `any` or `some` is still accepted.
    private mutating func rejectExistentialOrOpaqueType() throws(SwiftSyntaxError) {
        let word = try peek()
        guard word.text == "any" || word.text == "some" else { return }
        var lookahead = lexer
        guard let next = try? lookahead.nextTypeToken() else { return }
        if next.isWord || next.isPunctuation("[") || next.isPunctuation("(") {
            throw lexer.error(SwiftSyntaxMessages.existentialOrOpaqueType(word.text), at: word.start)
        }
    }

    /// Parses `<A, B>`; the next token is `<`. Returns the arguments, the height of the clause
    /// (one more than its highest argument) and the index after `>`.
    private mutating func parseGenericArguments()
        throws(SwiftSyntaxError) -> (arguments: [Parsed], height: Int, end: Int) {
        let open = try peek()
        try enterBracket(open)
        consume()
        var arguments = [try parseType()]
        while true {
            let token = try peek()
            if token.isPunctuation(",") {
                consume()
                arguments.append(try parseType())
            } else if token.isPunctuation(">") {
                let height = arguments.map(\.height).max() ?? 0
                try checkHeight(height, wrappingAt: open)
                consume()
                depth -= 1
                return (arguments, height + 1, token.end)
            } else {
                throw lexer.error(SwiftSyntaxMessages.expectedClosing(">", toClose: "<"), at: token.start)
            }
        }
    }

    /// Parses `[T]` or `[K: V]`; the next token is `[`.
    private mutating func parseCollectionType() throws(SwiftSyntaxError) -> Parsed {
        let open = try peek()
        try enterBracket(open)
        consume()
        let key = try parseType()
        var value: Parsed?
        if try peek().isPunctuation(":") {
            consume()
            value = try parseType()
        }
        let height = max(key.height, value?.height ?? 0)
        try checkHeight(height, wrappingAt: open)
        try expectClosing("]", toClose: "[")
        if let value {
            return Parsed(type: .dictionary(key: key.type, value: value.type), height: height + 1)
        }
        return Parsed(type: .array(key.type), height: height + 1)
    }

    /// Parses `(T)` as `T`; the next token is `(`. `()`, `(A, B)` and `(a: A)` are tuples.
    private mutating func parseParenthesizedType() throws(SwiftSyntaxError) -> Parsed {
        let open = try peek()
        try enterBracket(open)
        consume()
        if try peek().isPunctuation(")") {
            throw lexer.error(SwiftSyntaxMessages.tupleOrFunctionType, at: open.start)
        }
        let inner = try parseType()
        let next = try peek()
        if next.isPunctuation(",") || next.isPunctuation(":") {
            throw lexer.error(SwiftSyntaxMessages.tupleOrFunctionType, at: open.start)
        }
        try expectClosing(")", toClose: "(")
        return inner
    }

    /// Consumes the closing bracket `closer` of an `opener` entered with `enterBracket`.
    private mutating func expectClosing(_ closer: String, toClose opener: String) throws(SwiftSyntaxError) {
        let token = try peek()
        guard token.isPunctuation(closer) else {
            throw lexer.error(SwiftSyntaxMessages.expectedClosing(closer, toClose: opener), at: token.start)
        }
        consume()
        depth -= 1
    }

    /// Counts the opening bracket `token`, failing when too many are open.
    private mutating func enterBracket(_ token: SwiftToken) throws(SwiftSyntaxError) {
        guard depth < SwiftSyntaxLimits.maximumNestingDepth else {
            throw lexer.error(SwiftSyntaxMessages.nestingTooDeep, at: token.start)
        }
        depth += 1
    }

    /// Fails at `token` when wrapping a type `height` wrappers deep would go past the limit.
    private func checkHeight(_ height: Int, wrappingAt token: SwiftToken) throws(SwiftSyntaxError) {
        guard height < SwiftSyntaxLimits.maximumNestingDepth else {
            throw lexer.error(SwiftSyntaxMessages.nestingTooDeep, at: token.start)
        }
    }

    /// The next token, read on first use.
    private mutating func peek() throws(SwiftSyntaxError) -> SwiftToken {
        if let buffered { return buffered }
        let token = try lexer.nextTypeToken()
        buffered = token
        return token
    }

    /// Drops the token returned by `peek()`; the lexer is already past it.
    private mutating func consume() {
        buffered = nil
    }
}
