/// Parses the Swift types routegen accepts: dotted, generic names, `[T]`, `[K: V]`, `T?`, a
/// parenthesised single type `(T)`, and function types (`@MainActor (Tag) async throws -> Void`)
/// and existentials (`any P & Q`) outside `[…]` and `<…>`, with spaces and tabs allowed around
/// every token. `Optional<T>` (or `Swift.Optional<T>`) is read as `T?`, where `T` may be
/// whatever `T?` allows: the two spellings are one type, so the rest of routegen sees one.
///
/// Everything else is rejected with a `SwiftSubsetError`: keywords, `T!`, tuples, function
/// types and existentials inside a collection or generic argument, `any P?` (Swift's
/// `any (P?)`), attributes other than `@MainActor`, `@Sendable` and `@escaping`, `some`,
/// backticks, any other character, unbalanced brackets, trailing text and nesting deeper than
/// `SwiftSubsetLimits.maximumNestingDepth`.
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

    /// The tokens, with one of lookahead.
    var tokens: SwiftTokenCursor
    /// How many brackets are open.
    private var depth: Int
    /// The bracket a function type would be inside (`[` or `<`), where it is not allowed; `nil`
    /// where it is: at the top, inside parentheses, and inside another function's signature.
    private var enclosingCollection: String?
    /// Whether the parser is in a function type's signature (its parameters or result) and not
    /// in a collection or generic argument there, where a variadic type is a closure's parameter.
    private var isInFunctionSignature = false

    /// Creates a parser that reads a type from the scalar at `position` of `source`, with
    /// `depth` brackets already open around it.
    init(source: SwiftSourceText, position: Int = 0, depth: Int = 0) {
        self.tokens = SwiftTokenCursor(SwiftLexer(source: source, context: .type, position: position))
        self.depth = depth
        self.enclosingCollection = nil
    }

    /// Parses `text`, which must be exactly one type.
    static func parse(_ text: String) -> Result<SwiftType, SwiftSubsetError> {
        var parser = SwiftTypeParser(source: SwiftSourceText(text))
        do throws(SwiftSubsetError) {
            let parsed = try parser.parseType()
            let next = try parser.tokens.peek()
            guard next.kind == .end else {
                throw parser.tokens.error(SwiftSubsetMessages.unexpectedAfterType(next), at: next.start)
            }
            return .success(parsed.type)
        } catch {
            return .failure(error)
        }
    }

    /// Parses a generic argument clause `<A, B>` that starts at the parser's position, and
    /// returns the index just past the closing `>`. Nothing after the `>` is read, so a caller
    /// can go on reading there with another tokens.lexer.
    mutating func parseGenericArgumentClause() throws(SwiftSubsetError) -> Int {
        let open = try tokens.peek()
        guard open.isPunctuation("<") else {
            throw tokens.error(SwiftSubsetMessages.expectedType(found: open), at: open.start)
        }
        return try parseGenericArguments().end
    }

    /// Parses a type with its `?` suffixes.
    private mutating func parseType() throws(SwiftSubsetError) -> Parsed {
        var parsed = try parsePrimaryType()
        while true {
            let token = try tokens.peek()
            if token.isPunctuation("?") {
                try checkHeight(parsed.height, wrappingAt: token)
                tokens.consume()
                parsed = Parsed(type: .optional(parsed.type), height: parsed.height + 1)
            } else if token.isPunctuation("!") {
                let message = SwiftSubsetMessages.implicitlyUnwrappedOptional(parsed.type)
                throw tokens.error(message, at: token.start)
            } else if token.isPunctuation("->") {
                throw tokens.error(SwiftSubsetMessages.unparenthesizedFunctionParameters(parsed.type), at: token.start)
            } else {
                return parsed
            }
        }
    }

    /// Parses a named type, `[…]`, `(…)` or a function type with attributes.
    private mutating func parsePrimaryType() throws(SwiftSubsetError) -> Parsed {
        let token = try tokens.peek()
        if token.isPunctuation("@") {
            return try parseAttributedFunctionType()
        }
        switch token.kind {
        case .identifier:
            return try parseNamedType()
        case .keyword:
            throw tokens.error(SwiftSubsetMessages.keywordAsTypeName(token.text), at: token.start)
        case .end:
            throw tokens.error(SwiftSubsetMessages.expectedType, at: token.start)
        default:
            if token.isPunctuation("[") { return try parseCollectionType() }
            if token.isPunctuation("(") { return try parseParenthesizedType(attributes: FunctionAttributes()) }
            throw tokens.error(SwiftSubsetMessages.expectedType(found: token), at: token.start)
        }
    }

    /// Parses `A.B<C>.D`, `any P & Q`, or `Optional<T>` as `T?`; the next token is an identifier.
    private mutating func parseNamedType() throws(SwiftSubsetError) -> Parsed {
        let word = try tokens.peek()
        if try startsExistentialOrOpaqueType(word) {
            guard word.text == "any" else {
                throw tokens.error(SwiftSubsetMessages.opaqueType, at: word.start)
            }
            return try parseExistentialType()
        }
        var components: [SwiftTypeComponent] = []
        var height = 0
        while true {
            let name = try tokens.peek()
            tokens.consume()
            var arguments: [SwiftType] = []
            if try tokens.peek().isPunctuation("<") {
                // `Optional<T>` is `T?`: its argument is read where the optional stands, so it
                // may be whatever `T?` allows there (a function type, an existential).
                let isOptional = name.text == "Optional" && (components.isEmpty || components.map(\.name) == ["Swift"])
                let clause = try parseGenericArguments(isTransparent: isOptional)
                if isOptional, clause.arguments.count == 1, let wrapped = clause.arguments.first,
                   try !tokens.peek().isPunctuation(".") {
                    return Parsed(type: .optional(wrapped.type), height: max(height, clause.height))
                }
                arguments = clause.arguments.map(\.type)
                height = max(height, clause.height)
            }
            components.append(SwiftTypeComponent(name: name.text, genericArguments: arguments))
            guard try tokens.peek().isPunctuation(".") else {
                return Parsed(type: .named(components), height: height)
            }
            tokens.consume()
            let next = try tokens.peek()
            switch next.kind {
            case .identifier:
                continue
            case .keyword:
                throw tokens.error(SwiftSubsetMessages.keywordAsTypeName(next.text), at: next.start)
            default:
                if tokens.lexer.source.scalar(at: next.start, is: "."), tokens.lexer.source.scalar(at: next.start + 1, is: ".") {
                    let message = isInFunctionSignature
                        ? SwiftSubsetMessages.variadicClosureParameter(.named(components))
                        : SwiftSubsetMessages.variadic(.named(components))
                    throw tokens.error(message, at: next.start - 1)
                }
                throw tokens.error(SwiftSubsetMessages.expectedTypeNameAfterDot, at: next.start)
            }
        }
    }

    /// Whether `word` is `any` or `some` followed by a type, rather than a type merely named
    /// `any` or `some`.
    private func startsExistentialOrOpaqueType(_ word: SwiftToken) throws(SwiftSubsetError) -> Bool {
        guard word.text == "any" || word.text == "some" else { return false }
        var lookahead = tokens.lexer
        guard let next = try? lookahead.nextTypeToken() else { return false }
        return next.isWord || next.isPunctuation("[") || next.isPunctuation("(")
    }

    /// Parses `any P & Q<R>`: named members joined by `&`; the next token is `any`. Allowed
    /// where a function type is: a route boxes it, so it cannot be inside `[…]` or `<…>`.
    private mutating func parseExistentialType() throws(SwiftSubsetError) -> Parsed {
        let any = try tokens.peek()
        if let collection = enclosingCollection {
            throw tokens.error(SwiftSubsetMessages.existentialInside(collection), at: any.start)
        }
        tokens.consume()
        var members: [SwiftType] = []
        var height = 0
        while true {
            let member = try tokens.peek()
            guard member.kind == .identifier, try !startsExistentialOrOpaqueType(member) else {
                throw tokens.error(member.kind == .keyword ? SwiftSubsetMessages.keywordAsTypeName(member.text) : SwiftSubsetMessages.expectedProtocol(found: member), at: member.start)
            }
            let parsed = try parseNamedType()
            guard case .named = parsed.type else {
                throw tokens.error(SwiftSubsetMessages.expectedProtocol(found: member), at: member.start)
            }
            members.append(parsed.type)
            height = max(height, parsed.height)
            guard try tokens.peek().isPunctuation("&") else { break }
            tokens.consume()
        }
        let existential = SwiftType.existential(members)
        let next = try tokens.peek()
        if next.isPunctuation("?") || next.isPunctuation("!") {
            throw tokens.error(SwiftSubsetMessages.unparenthesizedOptionalExistential(existential), at: any.start)
        }
        return Parsed(type: existential, height: height)
    }

    /// Parses `<A, B>`; the next token is `<`. Returns the arguments, the height of the clause
    /// (one more than its highest argument) and the index after `>`. A transparent clause
    /// (`Optional<T>`'s) reads its arguments as if they stood where the clause does.
    private mutating func parseGenericArguments(isTransparent: Bool = false)
        throws(SwiftSubsetError) -> (arguments: [Parsed], height: Int, end: Int) {
        let open = try tokens.peek()
        try enterBracket(open)
        tokens.consume()
        let outside = (enclosingCollection, isInFunctionSignature)
        if !isTransparent {
            enclosingCollection = "<"
            isInFunctionSignature = false
        }
        var arguments = [try parseType()]
        while true {
            let token = try tokens.peek()
            if token.isPunctuation(",") {
                tokens.consume()
                arguments.append(try parseType())
            } else if token.isPunctuation(">") {
                let height = arguments.map(\.height).max() ?? 0
                try checkHeight(height, wrappingAt: open)
                tokens.consume()
                depth -= 1
                (enclosingCollection, isInFunctionSignature) = outside
                return (arguments, height + 1, token.end)
            } else {
                throw tokens.error(SwiftSubsetMessages.expectedClosing(">", toClose: "<"), at: token.start)
            }
        }
    }

    /// Parses `[T]` or `[K: V]`; the next token is `[`.
    private mutating func parseCollectionType() throws(SwiftSubsetError) -> Parsed {
        let open = try tokens.peek()
        try enterBracket(open)
        tokens.consume()
        let outside = (enclosingCollection, isInFunctionSignature)
        enclosingCollection = "["
        isInFunctionSignature = false
        let key = try parseType()
        var value: Parsed?
        if try tokens.peek().isPunctuation(":") {
            tokens.consume()
            value = try parseType()
        }
        let height = max(key.height, value?.height ?? 0)
        try checkHeight(height, wrappingAt: open)
        try expectClosing("]", toClose: "[")
        (enclosingCollection, isInFunctionSignature) = outside
        if let value {
            return Parsed(type: .dictionary(key: key.type, value: value.type), height: height + 1)
        }
        return Parsed(type: .array(key.type), height: height + 1)
    }

    /// Parses `(T)` as `T`, or, when `->`, `async` or `throws` follows the `)`, a function type
    /// whose parameters the parentheses list; the next token is `(`. `()`, `(A, B)` and `(a: A)`
    /// not followed by a function arrow are tuples.
    private mutating func parseParenthesizedType(attributes: FunctionAttributes) throws(SwiftSubsetError) -> Parsed {
        let open = try tokens.peek()
        try enterBracket(open)
        tokens.consume()
        var elements: [Parsed] = []
        var isNamed = false
        let outside = isInFunctionSignature
        isInFunctionSignature = true
        if try !tokens.peek().isPunctuation(")") {
            while true {
                isNamed = try skipFunctionParameterName() || isNamed
                elements.append(try parseType())
                guard try tokens.peek().isPunctuation(",") else { break }
                tokens.consume()
            }
        }
        isInFunctionSignature = outside
        let next = try tokens.peek()
        if next.isPunctuation(":") {
            throw tokens.error(SwiftSubsetMessages.tupleType, at: open.start)
        }
        try expectClosing(")", toClose: "(")
        let effect = try tokens.peek()
        if effect.isPunctuation("->") || effect.text == "async" || effect.text == "throws" {
            if let collection = enclosingCollection {
                throw tokens.error(SwiftSubsetMessages.functionTypeInside(collection), at: attributes.start ?? open.start)
            }
            return try parseFunctionEffectsAndResult(parameters: elements, attributes: attributes, openedAt: open)
        }
        if let start = attributes.start {
            throw tokens.error(SwiftSubsetMessages.attributeOnNonFunctionType, at: start)
        }
        guard elements.count == 1, let inner = elements.first, !isNamed else {
            throw tokens.error(SwiftSubsetMessages.tupleType, at: open.start)
        }
        return inner
    }

    /// Skips `_ name:` before a function parameter's type (`(_ tag: Tag) -> Void`) and returns
    /// whether there was one. Only `_` may label a parameter of a function type.
    private mutating func skipFunctionParameterName() throws(SwiftSubsetError) -> Bool {
        guard try tokens.peek().text == "_" else { return false }
        var lookahead = tokens.lexer
        guard let name = try? lookahead.nextTypeToken(), name.kind == .identifier,
              let colon = try? lookahead.nextTypeToken(), colon.isPunctuation(":")
        else { return false }
        tokens.lexer = lookahead
        tokens.consume()
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
    private mutating func parseAttributedFunctionType() throws(SwiftSubsetError) -> Parsed {
        var attributes = FunctionAttributes()
        while try tokens.peek().isPunctuation("@") {
            let at = try tokens.peek()
            tokens.consume()
            attributes.start = attributes.start ?? at.start
            let name = try tokens.peek()
            let attribute = name.isWord && name.start == at.end ? name.text : ""
            switch attribute {
            case "MainActor": attributes.isMainActor = true
            case "Sendable": attributes.isSendable = true
            case "escaping": break
            default: throw tokens.error(SwiftSubsetMessages.unsupportedAttribute(attribute), at: at.start)
            }
            tokens.consume()
        }
        let open = try tokens.peek()
        guard open.isPunctuation("(") else {
            throw tokens.error(SwiftSubsetMessages.attributeOnNonFunctionType, at: attributes.start ?? open.start)
        }
        return try parseParenthesizedType(attributes: attributes)
    }

    /// Parses `async throws -> Result` after a function type's parameter list.
    private mutating func parseFunctionEffectsAndResult(
        parameters: [Parsed], attributes: FunctionAttributes, openedAt open: SwiftToken
    ) throws(SwiftSubsetError) -> Parsed {
        var isAsync = false
        var isThrowing = false
        if try tokens.peek().text == "async" {
            tokens.consume()
            isAsync = true
        }
        if try tokens.peek().text == "throws" {
            tokens.consume()
            isThrowing = true
        }
        let arrow = try tokens.peek()
        guard arrow.isPunctuation("->") else {
            throw tokens.error(SwiftSubsetMessages.expectedFunctionArrow(found: arrow), at: arrow.start)
        }
        // The result is parsed inside the arrow, as if it were a bracket: a chain of function
        // types (`() -> () -> …`) would otherwise recurse without bound.
        try enterBracket(arrow)
        tokens.consume()
        let outside = isInFunctionSignature
        isInFunctionSignature = true
        let result = try parseFunctionResult()
        isInFunctionSignature = outside
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
    private mutating func parseFunctionResult() throws(SwiftSubsetError) -> Parsed {
        let open = try tokens.peek()
        if open.isPunctuation("(") {
            var lookahead = tokens.lexer
            if let close = try? lookahead.nextTypeToken(), close.isPunctuation(")") {
                var afterClose = lookahead
                let after = try? afterClose.nextTypeToken()
                let startsFunction = after.map { $0.isPunctuation("->") || $0.text == "async" || $0.text == "throws" } ?? false
                if !startsFunction {
                    tokens.lexer = lookahead
                    tokens.consume()
                    return Parsed(type: .named([SwiftTypeComponent(name: "Void")]), height: 0)
                }
            }
        }
        return try parseType()
    }

    /// Consumes the closing bracket `closer` of an `opener` entered with `enterBracket`.
    private mutating func expectClosing(_ closer: String, toClose opener: String) throws(SwiftSubsetError) {
        let token = try tokens.peek()
        guard token.isPunctuation(closer) else {
            throw tokens.error(SwiftSubsetMessages.expectedClosing(closer, toClose: opener), at: token.start)
        }
        tokens.consume()
        depth -= 1
    }

    /// Counts the opening bracket `token`, failing when too many are open.
    private mutating func enterBracket(_ token: SwiftToken) throws(SwiftSubsetError) {
        guard depth < SwiftSubsetLimits.maximumNestingDepth else {
            throw tokens.error(SwiftSubsetMessages.nestingTooDeep, at: token.start)
        }
        depth += 1
    }

    /// Fails at `token` when wrapping a type `height` wrappers deep would go past the limit.
    private func checkHeight(_ height: Int, wrappingAt token: SwiftToken) throws(SwiftSubsetError) {
        guard height < SwiftSubsetLimits.maximumNestingDepth else {
            throw tokens.error(SwiftSubsetMessages.nestingTooDeep, at: token.start)
        }
    }


}
