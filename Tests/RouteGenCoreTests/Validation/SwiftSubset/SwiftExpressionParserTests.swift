import Testing
@testable import RouteGenCore

/// `SwiftExpressionParser`: which default values are accepted, and the exact errors for the rest.
@Suite("SwiftExpressionParser")
struct SwiftExpressionParserTests {
    /// Valid expressions that are not a lone string literal; each is its own trimmed text.
    static let validExpressions: [String] = [
        // Literals.
        "0", "42", "1_000_000", "0x1F", "0xff_ff", "0o17", "0b1010", "1.5", "1e3", "1.5e-3", "1E+10",
        "007", "true", "false", "nil",
        // Names and members.
        "Self.defaultValue", "photoFilter", "_private", ".all", ".init()", ".default",
        ".self", ".some(.none)", "Foo.init(x: 1)", "Int.max", "Models.Tag.all", "x.0", "x.0.1",
        "1.description", "1.5.description", "Foo.Type",
        // Postfixes.
        "a?.b", "a!.b", "a?[0]", "a![0]", "dict[\"k\"]!", "items[0]", "items[safe: 0]", "x!", "f()()",
        "Foo(bar: 1)", "f(default: 1, in: 2)", ".init(for: x)", "Foo(bar: 1, baz: [1, 2])",
        // Generic specialisation.
        "Set<Int>()", "Array<String>.init()", "Dictionary<String, Int>()", "Models.Page<Int>()",
        "Set<[String: Int]>()", "Set<Int>.init(minimumCapacity: 2)", "Array<Array<Int>>()",
        "a<b>(c)", "f(a<b, c>(d))", "Dictionary<String, Int>.init()", "Models.Page<Int, String>.first",
        "Result<Int, [String]>.success(1)",
        // Brackets.
        "(1)", "()", "(1, 2)", "(x: 1, y: 2)", "((1))", "[]", "[1, 2, 3]", "[:]", "[ : ]",
        "[\"a\": 1, \"b\": 2]", "[[1], [2]]", "[String]()", "[String: Int]()", "[.a, .b]",
        // Operators.
        "-1", "+1", "!flag", "~0", "-.infinity", "-x.y", "1 + 2 * 3", "1+2", "a ?? b", "a<b", "a < b",
        "x == -1", "1...5", "0..<10", "1 ... 5", "a && !b", "a || b", "1<<3", "8 >> 1", "a != b",
        "a <= b", "a >= b", "a > b", "a % b", "a & b", "a | b", "a ^ b", "1 - -2", "a-b",
        "Double.pi / 2", "f(a < b, c > d)", "\"a\" + \"b\"", "\"a\".uppercased()", "(\"a\")",
        "[\"a\"]", "1\t+\t2",
    ]

    /// Every construct of the accepted subset parses, and `text` is the input.
    @Test("accepts a valid expression", arguments: validExpressions)
    func acceptsValidExpression(text: String) throws {
        let expression = try SwiftExpressionParser.parse(text).get()
        #expect(expression == SwiftExpression(text: text, isStringLiteral: false))
    }

    /// A lone string literal is flagged as one.
    @Test(
        "accepts a lone string literal and says so",
        arguments: [
            "\"hi\"", "\"\"", "\"héllo 😀\"", "\"\\\\ \\\" \\' \\n \\r \\t \\0 \\u{1F600} \\u{E9}\"",
            "\"tab\\there\"", "\"a // b /* c */ { } ; # @ $ ` '\"", "\"\\u{10FFFF}\"", "\"e\u{301}\"",
        ]
    )
    func acceptsStringLiteral(text: String) throws {
        let expression = try SwiftExpressionParser.parse(text).get()
        #expect(expression == SwiftExpression(text: text, isStringLiteral: true))
    }

    /// `text` drops the spaces and tabs around the expression.
    @Test(
        "trims surrounding spaces and tabs",
        arguments: [
            (" 42 ", "42", false),
            ("\t.all\t", ".all", false),
            ("  \"hi\"  ", "\"hi\"", true),
            (" Foo(bar: 1) ", "Foo(bar: 1)", false),
        ]
    )
    func trimsWhitespace(text: String, trimmed: String, isStringLiteral: Bool) throws {
        let expression = try SwiftExpressionParser.parse(text).get()
        #expect(expression == SwiftExpression(text: trimmed, isStringLiteral: isStringLiteral))
    }

    /// Rejected expressions with their exact message and offset.
    static let invalidExpressions: [SwiftSubsetErrorCase] = [
        // Empty.
        .init("", "expected an expression", at: 0),
        .init("   ", "expected an expression", at: 3),
        // Injection attempts.
        .init("1) }; import Evil //", "unexpected ')' after the expression", at: 1),
        .init("1, evil: Int = 2", "unexpected ',' after the expression", at: 1),
        .init(".all) -> Int { fatalError() }; func f(x: Int", "unexpected ')' after the expression", at: 4),
        .init("a, b", "unexpected ',' after the expression", at: 1),
        .init("foo: 1", "unexpected ':' after the expression", at: 3),
        .init("1 + 2; evil()", "';' is not allowed: a default value must be a single expression", at: 5),
        .init("1\n}\nfunc evil() {", "a default value must be on one line", at: 1),
        .init("1\r", "a default value must be on one line", at: 1),
        .init("\"a\nb\"", "a default value must be on one line", at: 2),
        .init("\"a\\\nb\"", "a default value must be on one line", at: 3),
        .init("x\u{2028}", "a default value must be on one line", at: 1),
        .init("Set<\nInt>()", "a default value must be on one line", at: 4),
        // Braces, comments, special characters.
        .init("{ 1 }()", "closures and braces are not allowed in a default value", at: 0),
        .init("foo { $0 }", "closures and braces are not allowed in a default value", at: 4),
        .init("1 // c", "comments are not allowed in a default value", at: 2),
        .init("1 /* c */", "comments are not allowed in a default value", at: 2),
        .init("1//c", "comments are not allowed in a default value", at: 1),
        .init("a +//c", "comments are not allowed in a default value", at: 3),
        .init("#line", "'#' is not allowed in a default value", at: 0),
        .init("#selector(foo)", "'#' is not allowed in a default value", at: 0),
        .init("#\"raw\"#", "raw string literals are not allowed in a default value", at: 0),
        .init("##\"raw\"##", "raw string literals are not allowed in a default value", at: 0),
        .init("\"\"\"abc\"\"\"", "multi-line string literals are not allowed in a default value", at: 0),
        .init("@MainActor", "'@' is not allowed in a default value", at: 0),
        .init("$0", "'$' is not allowed in a default value", at: 0),
        .init("\\Foo.bar", "'\\' is not allowed outside a string literal", at: 0),
        .init("`default`", "backticks are not allowed", at: 0),
        .init("'a'", "unexpected character \"'\"", at: 0),
        .init("é", "unexpected character 'é' (U+00E9)", at: 0),
        .init("x\u{301}", "unexpected character U+0301", at: 0),
        .init("\"a\u{7}\"", "unexpected character U+0007", at: 2),
        .init("\"a\u{202E}b\"", "unexpected character U+202E", at: 2),
        // Strings.
        .init("\"\\(x)\"", "string interpolation is not allowed in a default value", at: 1),
        .init("\"abc", "unterminated string literal", at: 0),
        .init("\"abc\\\"", "unterminated string literal", at: 0),
        .init("x + \"abc\\", "unterminated string literal", at: 4),
        .init("\"\\q\"", "invalid escape sequence '\\q' in a string literal", at: 1),
        .init("\"\\ \"", "invalid escape sequence in a string literal: '\\' followed by U+0020", at: 1),
        .init("\"\\u41\"", "expected '{' after '\\u'", at: 1),
        .init("\"\\u{}\"", "expected 1 to 8 hexadecimal digits and '}' in '\\u{…}'", at: 1),
        .init("\"\\u{123456789}\"", "expected 1 to 8 hexadecimal digits and '}' in '\\u{…}'", at: 1),
        .init("\"\\u{41\"", "expected 1 to 8 hexadecimal digits and '}' in '\\u{…}'", at: 1),
        .init("\"\\u{D800}\"", "'\\u{D800}' is not a valid Unicode scalar", at: 1),
        .init("\"\\u{110000}\"", "'\\u{110000}' is not a valid Unicode scalar", at: 1),
        .init("\"a\" \"b\"", "unexpected '\"b\"' after the expression", at: 4),
        // Numbers.
        .init("0x", "invalid number literal '0x'", at: 0),
        .init("0xG", "invalid number literal '0xG'", at: 0),
        .init("0b102", "invalid number literal '0b102'", at: 0),
        .init("0o8", "invalid number literal '0o8'", at: 0),
        .init("1abc", "invalid number literal '1abc'", at: 0),
        .init("1e", "invalid number literal '1e'", at: 0),
        .init("1e+", "invalid number literal '1e+'", at: 0),
        .init("x + 1.5f", "invalid number literal '1.5f'", at: 4),
        // Keywords.
        .init("try foo()", "'try' is not allowed in a default value", at: 0),
        .init("await foo()", "'await' is not allowed in a default value", at: 0),
        .init("func", "'func' is not allowed in a default value", at: 0),
        .init("let x", "'let' is not allowed in a default value", at: 0),
        .init("if x", "'if' is not allowed in a default value", at: 0),
        .init("switch x", "'switch' is not allowed in a default value", at: 0),
        .init("super.foo", "'super' is not allowed in a default value", at: 0),
        .init("_", "'_' is not allowed in a default value", at: 0),
        .init("x is Int", "'is' is not allowed in a default value", at: 2),
        .init("x as Int", "'as' is not allowed in a default value", at: 2),
        .init("f(x as Int)", "'as' is not allowed in a default value", at: 4),
        .init("[x as Int]", "'as' is not allowed in a default value", at: 3),
        .init("f(try x)", "'try' is not allowed in a default value", at: 2),
        // Assignment and operators.
        .init("x = 1", "assignment is not allowed in a default value", at: 2),
        .init("x += 1", "assignment is not allowed in a default value", at: 2),
        .init("=1", "assignment is not allowed in a default value", at: 0),
        .init("x!= y", "assignment is not allowed in a default value", at: 2),
        .init("[1, 2] = x", "assignment is not allowed in a default value", at: 7),
        .init("a ? b : c", "the conditional operator '?:' is not allowed in a default value", at: 2),
        .init("1 +- 2", "binary operator '+-' is not allowed in a default value", at: 2),
        .init("a === b", "binary operator '===' is not allowed in a default value", at: 2),
        .init("a -> b", "binary operator '->' is not allowed in a default value", at: 2),
        .init("&x", "prefix operator '&' is not allowed in a default value", at: 0),
        .init("...5", "prefix operator '...' is not allowed in a default value", at: 0),
        .init("- 1", "prefix operator '-' must be written directly before its operand", at: 0),
        .init("1 -2", "'-' needs whitespace on both sides or on neither", at: 2),
        .init("1- 2", "'-' needs whitespace on both sides or on neither", at: 1),
        .init("1...", "'...' needs whitespace on both sides or on neither", at: 1),
        // Generic arguments count only when `>` is directly followed by `(` or `.`.
        .init("Set<Int>", "'>' needs whitespace on both sides or on neither", at: 7),
        .init("Set<Int> ()", "'>' needs whitespace on both sides or on neither", at: 7),
        .init("Dictionary<String, Int>", "unexpected ',' after the expression", at: 17),
        .init("Dictionary<String, Int>[0]", "unexpected ',' after the expression", at: 17),
        .init("Set <Int>()", "'<' needs whitespace on both sides or on neither", at: 4),
        .init("1 +", "expected an expression", at: 3),
        .init("1 + )", "expected an expression but found ')'", at: 4),
        // Brackets.
        .init("(1", "expected ')' to close '('", at: 2),
        .init("[1", "expected ']' to close '['", at: 2),
        .init("foo(1", "expected ')' to close '('", at: 5),
        .init("foo(1]", "expected ')' to close '('", at: 5),
        .init("foo(1 2)", "expected ')' to close '('", at: 6),
        .init("a[0", "expected ']' to close '['", at: 3),
        .init(")", "expected an expression but found ')'", at: 0),
        .init("1)", "unexpected ')' after the expression", at: 1),
        .init("[1, 2,]", "a trailing ',' is not allowed", at: 5),
        .init("f(a,)", "a trailing ',' is not allowed", at: 3),
        .init("[1: 2, 3]", "expected ':' after a dictionary key", at: 8),
        .init("[1, 2: 3]", "expected ']' to close '['", at: 5),
        .init("[:", "expected ']' to close '['", at: 2),
        .init("f(,)", "expected an expression but found ','", at: 2),
        // Members.
        .init("x.", "expected a member name after '.'", at: 2),
        .init(".", "expected a member name after '.'", at: 1),
        .init(". foo", "expected a member name after '.'", at: 1),
        .init(".5", "expected a member name after '.'", at: 1),
        .init("x.0a", "expected a member name after '.'", at: 2),
        .init("x.0.", "expected a member name after '.'", at: 4),
        // Other leftovers.
        .init("1 2", "unexpected '2' after the expression", at: 2),
        .init("x true", "unexpected 'true' after the expression", at: 2),
    ]

    /// Each invalid expression fails with exactly its message and offset.
    @Test("rejects an invalid expression with a precise message and offset", arguments: invalidExpressions)
    func rejectsInvalidExpression(_ invalid: SwiftSubsetErrorCase) {
        #expect(SwiftExpressionParser.parse(invalid.text).syntaxError == invalid.expectedError)
    }

    /// 64 nested brackets of each kind are fine.
    @Test(
        "allows 64 levels of nesting",
        arguments: [
            nested("[", "1", "]", levels: 64),
            nested("(", "1", ")", levels: 64),
            nested("f(", "1", ")", levels: 64),
            nested("x[", "1", "]", levels: 64),
            nested("Set<", "Int", ">", levels: 64) + "()",
        ]
    )
    func allowsMaximumNesting(text: String) throws {
        #expect(try SwiftExpressionParser.parse(text).get().text == text)
    }

    /// The 65th nested bracket fails, however deep the input goes.
    @Test(
        "rejects nesting deeper than 64 levels at the first bracket too many",
        arguments: [
            ("[", "1", "]", 64),
            ("(", "1", ")", 64),
            ("f(", "1", ")", 2 * 64 + 1),
            ("x[", "1", "]", 2 * 64 + 1),
            ("Set<", "Int", ">", 4 * 64 + 3),
        ]
    )
    func rejectsDeepNesting(opener: String, inner: String, closer: String, offset: Int) {
        for levels in [65, 100, 10_000] {
            let text = Self.nested(opener, inner, closer, levels: levels) + "()"
            let error = SwiftExpressionParser.parse(text).syntaxError
            #expect(error == SwiftSubsetError(message: "nesting is deeper than 64 levels", offset: offset))
        }
    }

    /// `inner` wrapped in `levels` pairs of `opener` and `closer`.
    static func nested(_ opener: String, _ inner: String, _ closer: String, levels: Int) -> String {
        String(repeating: opener, count: levels) + inner + String(repeating: closer, count: levels)
    }
}
