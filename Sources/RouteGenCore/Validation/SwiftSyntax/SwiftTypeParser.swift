/// Parses the Swift types routegen accepts: dotted, generic names, `[T]`, `[K: V]`, `T?`, a
/// parenthesised single type `(T)`, and function types (`@MainActor (Tag) async throws -> Void`)
/// outside `[…]` and `<…>`, with spaces and tabs allowed around every token.
///
/// Everything else is rejected with a `SwiftSyntaxError`: keywords, `T!`, tuples, function
/// types inside a collection or generic argument, attributes other than `@MainActor`,
/// `@Sendable` and `@escaping`, `any`/`some`, backticks, any other character, unbalanced
/// brackets, trailing text and nesting deeper than `SwiftSyntaxLimits.maximumNestingDepth`.
/// Nesting is limited twice: open brackets bound the parser's recursion, and wrappers (`[]`,
/// `<>`, `?`, function signatures) bound the height of the `SwiftType` value, whose hashing,
/// printing and destruction are recursive too.
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
    /// The bracket a function type would be inside (`[` or `<`), where it is not allowed; `nil`
    /// where it is: at the top, inside parentheses, and inside another function's signature.
    private var enclosingCollection: String?

    /// Creates a parser that reads a type from the scalar at `position` of `source`, with
    /// `depth` brackets already open around it.
    init(source: SwiftSourceText, position: Int = 0, depth: Int = 0) {
        self.lexer = SwiftLexer(source: source, context: .type, position: position)
        self.depth = depth
        self.enclosingCollection = nil
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
                throw lexer.error(SwiftSyntaxMessages.unparenthesizedFunctionParameters(parsed.type), at: token.start)
            } else {
                return parsed
            }
        }
    }

    /// Parses a named type, `[…]`, `(…)` or a function type with attributes.
    private mutating func parsePrimaryType() throws(SwiftSyntaxError) -> Parsed {
        let token = try peek()
        if token.isPunctuation("@") {
            return try parseAttributedFunctionType()
        }
        switch token.kind {
        case .identifier:
            return try parseNamedType()
        case .keyword:
            throw lexer.error(SwiftSyntaxMessages.keywordAsTypeName(token.text), at: token.start)
        case .end:
            throw lexer.error(SwiftSyntaxMessages.expectedType, at: token.start)
        default:
            if token.isPunctuation("[") { return try parseCollectionType() }
            if token.isPunctuation("(") { return try parseParenthesizedType(attributes: FunctionAttributes()) }
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
        let outside = enclosingCollection
        enclosingCollection = "<"
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
                enclosingCollection = outside
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
        let outside = enclosingCollection
        enclosingCollection = "["
        let key = try parseType()
        var value: Parsed?
        if try peek().isPunctuation(":") {
            consume()
            value = try parseType()
        }
        let height = max(key.height, value?.height ?? 0)
        try checkHeight(height, wrappingAt: open)
        try expectClosing("]", toClose: "[")
        enclosingCollection = outside
        if let value {
            return Parsed(type: .dictionary(key: key.type, value: value.type), height: height + 1)
        }
        return Parsed(type: .array(key.type), height: height + 1)
    }

    /// Parses `(T)` as `T`, or, when `->`, `async` or `throws` follows the `)`, a function type
    /// whose parameters the parentheses list; the next token is `(`. `()`, `(A, B)` and `(a: A)`
    /// not followed by a function arrow are tuples.
    private mutating func parseParenthesizedType(attributes: FunctionAttributes) throws(SwiftSyntaxError) -> Parsed {
        let open = try peek()
        try enterBracket(open)
        consume()
        var elements: [Parsed] = []
        var isNamed = false
        if try !peek().isPunctuation(")") {
            while true {
                isNamed = try skipFunctionParameterName() || isNamed
                elements.append(try parseType())
                guard try peek().isPunctuation(",") else { break }
                consume()
            }
        }
        let next = try peek()
        if next.isPunctuation(":") {
            throw lexer.error(SwiftSyntaxMessages.tupleType, at: open.start)
        }
        try expectClosing(")", toClose: "(")
        let effect = try peek()
        if effect.isPunctuation("->") || effect.text == "async" || effect.text == "throws" {
            if let collection = enclosingCollection {
                throw lexer.error(SwiftSyntaxMessages.functionTypeInside(collection), at: attributes.start ?? open.start)
            }
            return try parseFunctionEffectsAndResult(parameters: elements, attributes: attributes, openedAt: open)
        }
        if let start = attributes.start {
            throw lexer.error(SwiftSyntaxMessages.attributeOnNonFunctionType, at: start)
        }
        guard elements.count == 1, let inner = elements.first, !isNamed else {
            throw lexer.error(SwiftSyntaxMessages.tupleType, at: open.start)
        }
        return inner
    }

    /// Skips `_ name:` before a function parameter's type (`(_ tag: Tag) -> Void`) and returns
    /// whether there was one. Only `_` may label a parameter of a function type.
    private mutating func skipFunctionParameterName() throws(SwiftSyntaxError) -> Bool {
        guard try peek().text == "_" else { return false }
        var lookahead = lexer
        guard let name = try? lookahead.nextTypeToken(), name.kind == .identifier,
              let colon = try? lookahead.nextTypeToken(), colon.isPunctuation(":")
        else { return false }
        lexer = lookahead
        buffered = nil
        return true
    }

    /// The attributes written before a function type.
    private struct FunctionAttributes {
        /// Where the first attribute starts; `nil` when there is none.
        var start: Int?
        /// `@MainActor` was written.
        var isMainActor = false
        /// `@Sendable` was written.
        var isSendable = false
    }

    /// Parses `@MainActor @Sendable @escaping (…) -> …`; the next token is `@`.
    private mutating func parseAttributedFunctionType() throws(SwiftSyntaxError) -> Parsed {
        var attributes = FunctionAttributes()
        while try peek().isPunctuation("@") {
            let at = try peek()
            consume()
            attributes.start = attributes.start ?? at.start
            let name = try peek()
            let attribute = name.isWord && name.start == at.end ? name.text : ""
            switch attribute {
            case "MainActor": attributes.isMainActor = true
            case "Sendable": attributes.isSendable = true
            case "escaping": break
            default: throw lexer.error(SwiftSyntaxMessages.unsupportedAttribute(attribute), at: at.start)
            }
            consume()
        }
        let open = try peek()
        guard open.isPunctuation("(") else {
            throw lexer.error(SwiftSyntaxMessages.attributeOnNonFunctionType, at: attributes.start ?? open.start)
        }
        return try parseParenthesizedType(attributes: attributes)
    }

    /// Parses `async throws -> Result` after a function type's parameter list.
    private mutating func parseFunctionEffectsAndResult(
        parameters: [Parsed], attributes: FunctionAttributes, openedAt open: SwiftToken
    ) throws(SwiftSyntaxError) -> Parsed {
        var isAsync = false
        var isThrowing = false
        if try peek().text == "async" {
            consume()
            isAsync = true
        }
        if try peek().text == "throws" {
            consume()
            isThrowing = true
        }
        let arrow = try peek()
        guard arrow.isPunctuation("->") else {
            throw lexer.error(SwiftSyntaxMessages.expectedFunctionArrow(found: arrow), at: arrow.start)
        }
        // The result is parsed inside the arrow, as if it were a bracket: a chain of function
        // types (`() -> () -> …`) would otherwise recurse without bound.
        try enterBracket(arrow)
        consume()
        let result = try parseFunctionResult()
        depth -= 1
        let height = (parameters + [result]).map(\.height).max() ?? 0
        try checkHeight(height, wrappingAt: open)
        let function = SwiftFunctionType(
            isMainActor: attributes.isMainActor,
            isSendable: attributes.isSendable,
            parameters: parameters.map(\.type),
            isAsync: isAsync,
            isThrowing: isThrowing,
            result: result.type
        )
        return Parsed(type: .function(function), height: height + 1)
    }

    /// Parses a function's result type, where `()` means `Void`.
    private mutating func parseFunctionResult() throws(SwiftSyntaxError) -> Parsed {
        let open = try peek()
        if open.isPunctuation("(") {
            var lookahead = lexer
            if let close = try? lookahead.nextTypeToken(), close.isPunctuation(")") {
                var afterClose = lookahead
                let after = try? afterClose.nextTypeToken()
                let startsFunction = after.map { $0.isPunctuation("->") || $0.text == "async" || $0.text == "throws" } ?? false
                if !startsFunction {
                    lexer = lookahead
                    buffered = nil
                    return Parsed(type: .named([SwiftTypeComponent(name: "Void")]), height: 0)
                }
            }
        }
        return try parseType()
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
