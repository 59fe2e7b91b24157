import Testing
@testable import RouteGenCore

/// `SwiftLexer`: how text is split into tokens for types and for expressions.
@Suite("SwiftLexer")
struct SwiftLexerTests {
    /// Every token of `text`, read with `next`, up to and excluding the end.
    static func tokens(
        _ text: String,
        _ next: (inout SwiftLexer) throws(SwiftSubsetError) -> SwiftToken
    ) throws -> [SwiftToken] {
        var lexer = SwiftLexer(source: SwiftSourceText(text), context: .expression)
        var tokens: [SwiftToken] = []
        while true {
            let token = try next(&lexer)
            if token.kind == .end { return tokens }
            tokens.append(token)
        }
    }

    /// Expression tokens as `(kind, text)` pairs.
    static func expressionTokens(_ text: String) throws -> [String] {
        try tokens(text) { (lexer: inout SwiftLexer) throws(SwiftSubsetError) in try lexer.nextExpressionToken() }
            .map { "\(kindName($0.kind)):\($0.text)" }
    }

    /// A short name for a token kind: `identifier`, `operator(infix)`…
    static func kindName(_ kind: SwiftToken.Kind) -> String {
        switch kind {
        case .identifier: "identifier"
        case .keyword: "keyword"
        case .number: "number"
        case .string: "string"
        case .punctuation: "punctuation"
        case .operator(.prefix): "operator(prefix)"
        case .operator(.postfix): "operator(postfix)"
        case .operator(.infix): "operator(infix)"
        case .end: "end"
        }
    }

    /// A type's closing `>>` is two tokens, so nested generic lists close.
    @Test("splits every bracket of a type into its own token")
    func typeTokens() throws {
        let tokens = try Self.tokens("Array<Array<Int>>?") { (lexer: inout SwiftLexer) throws(SwiftSubsetError) in
            try lexer.nextTypeToken()
        }
        #expect(tokens.map(\.text) == ["Array", "<", "Array", "<", "Int", ">", ">", "?"])
        #expect(tokens.map(\.start) == [0, 5, 6, 11, 12, 15, 16, 17])
    }

    /// Operators bind like Swift's, from the whitespace around them.
    @Test(
        "classifies operators by the whitespace around them",
        arguments: [
            ("a+b", ["identifier:a", "operator(infix):+", "identifier:b"]),
            ("a + b", ["identifier:a", "operator(infix):+", "identifier:b"]),
            ("a -b", ["identifier:a", "operator(prefix):-", "identifier:b"]),
            ("a- b", ["identifier:a", "operator(postfix):-", "identifier:b"]),
            ("x!", ["identifier:x", "operator(postfix):!"]),
            ("a!==b", ["identifier:a", "operator(postfix):!", "operator(infix):==", "identifier:b"]),
            ("a?.b", ["identifier:a", "operator(postfix):?", "punctuation:.", "identifier:b"]),
            ("a ?? b", ["identifier:a", "operator(infix):??", "identifier:b"]),
            ("(-1)", ["punctuation:(", "operator(prefix):-", "number:1", "punctuation:)"]),
            ("1...5", ["number:1", "operator(infix):...", "number:5"]),
            ("0..<n", ["number:0", "operator(infix):..<", "identifier:n"]),
        ]
    )
    func operatorFixity(text: String, expected: [String]) throws {
        #expect(try Self.expressionTokens(text) == expected)
    }

    /// Literals are single tokens; a `.` is a decimal point only before a digit.
    @Test(
        "reads literals as single tokens",
        arguments: [
            ("1.5e-3", ["number:1.5e-3"]),
            ("0x1F_FF", ["number:0x1F_FF"]),
            ("1.description", ["number:1", "punctuation:.", "identifier:description"]),
            ("\"a\\\"b\" + \"\"", ["string:\"a\\\"b\"", "operator(infix):+", "string:\"\""]),
            ("try x", ["keyword:try", "identifier:x"]),
        ]
    )
    func literals(text: String, expected: [String]) throws {
        #expect(try Self.expressionTokens(text) == expected)
    }

    /// After a dot any word is a member name, and digits are a tuple index.
    @Test("reads member names after a dot, keywords and tuple indexes included")
    func memberNames() throws {
        var lexer = SwiftLexer(source: SwiftSourceText("default"), context: .expression)
        #expect(try lexer.nextMemberName(allowsTupleIndex: false).text == "default")
        lexer = SwiftLexer(source: SwiftSourceText("12.3"), context: .expression)
        #expect(try lexer.nextMemberName(allowsTupleIndex: true).text == "12")
        lexer = SwiftLexer(source: SwiftSourceText("12"), context: .expression)
        #expect(throws: SwiftSubsetError(message: "expected a member name after '.'", offset: 0)) {
            try lexer.nextMemberName(allowsTupleIndex: false)
        }
    }
}
