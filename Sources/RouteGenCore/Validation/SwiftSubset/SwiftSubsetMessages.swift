/// Every message the Swift syntax checks can report, in one place.
enum SwiftSubsetMessages {
    // MARK: Shared

    /// Too many brackets open at once.
    static let nestingTooDeep = "nesting is deeper than \(SwiftSubsetLimits.maximumNestingDepth) levels"
    /// A backtick, which would let a keyword pass as a name.
    static let backticks = "backticks are not allowed"

    /// A character that can never start a token.
    static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> String {
        "unexpected character \(SwiftCharacterClass.describe(scalar))"
    }

    /// An opening bracket whose closing bracket is missing where `closer` was expected.
    static func expectedClosing(_ closer: String, toClose opener: String) -> String {
        "expected '\(closer)' to close '\(opener)'"
    }

    // MARK: Types

    /// The type text is empty, or ended where a type was needed.
    static let expectedType = "expected a type"
    /// A line break in a type.
    static let typeLineBreak = "a type must be on one line"
    /// `(A, B)`, `()` or `(a: A)`.
    static let tupleType =
        "tuple types are not allowed: a route parameter must be Hashable; declare a struct instead"
    /// `@MainActor Int`.
    static let attributeOnNonFunctionType = "attributes apply to function types only, e.g. '@MainActor (Tag) -> Void'"

    /// A function type inside `[…]` or `<…>`.
    static func functionTypeInside(_ bracket: String) -> String {
        "a function type is allowed only as a whole parameter type or its optional, not inside '\(bracket)': routegen wraps a parameter's closure so that the route stays Hashable"
    }

    /// `Int -> Void`.
    static func unparenthesizedFunctionParameters(_ parameter: SwiftType) -> String {
        "a function type's parameters are written in parentheses, e.g. '(\(parameter)) -> Void'"
    }

    /// `@objc`, `@autoclosure`…
    static func unsupportedAttribute(_ name: String) -> String {
        let shown = name.isEmpty ? "'@'" : "'@\(name)'"
        return "\(shown) is not allowed; a function type may have @MainActor, @Sendable and @escaping"
    }

    /// `(Int) async Void`.
    static func expectedFunctionArrow(found token: SwiftToken) -> String {
        token.kind == .end ? "expected '->' and a result type" : "expected '->' but found \(token.quoted)"
    }
    /// `Foo.` with no name after the dot.
    static let expectedTypeNameAfterDot = "expected a type name after '.'"

    /// A token that cannot start a type.
    static func expectedType(found token: SwiftToken) -> String {
        "expected a type but found \(token.quoted)"
    }

    /// A reserved word used as a type name.
    static func keywordAsTypeName(_ word: String) -> String {
        guard word != "Any" else {
            return "'Any' is not Hashable, so the route would not be; use a concrete Hashable and Sendable type, or pass an ID"
        }
        return "'\(word)' is a Swift keyword, not a type name"
    }

    /// `T!`.
    static func implicitlyUnwrappedOptional(_ wrapped: SwiftType) -> String {
        "implicitly unwrapped optionals are not allowed; use '\(wrapped)?'"
    }

    /// `some P`.
    static let opaqueType = "'some' types are not allowed: a route parameter needs a concrete Hashable and Sendable type, or an existential ('any P')"

    /// `any P` inside `[…]` or `<…>`.
    static func existentialInside(_ bracket: String) -> String {
        "an existential ('any P') is allowed only as a whole parameter type or its optional, not inside '\(bracket)': routegen boxes a parameter's existential so that the route stays Hashable"
    }

    /// `any 42`, `any (P)`: something other than a protocol name after `any` or `&`.
    static func expectedProtocol(found token: SwiftToken) -> String {
        token.kind == .end ? "expected a protocol name" : "expected a protocol name but found \(token.quoted)"
    }

    /// `any P?`, which Swift reads as `any (P?)`.
    static func unparenthesizedOptionalExistential(_ existential: SwiftType) -> String {
        "an optional existential is written '(\(existential))?': Swift reads '\(existential)?' as an existential of an optional"
    }

    /// Text left over after a complete type.
    static func unexpectedAfterType(_ token: SwiftToken) -> String {
        "unexpected \(token.quoted) after the type"
    }

    // MARK: Expressions

    /// The expression text is empty, or ended where an operand was needed.
    static let expectedExpression = "expected an expression"
    /// `{` or `}`.
    static let braces = "closures and braces are not allowed in a default value"
    /// `Int...`: a variadic parameter, which an enum case's associated value cannot be.
    static func variadic(_ element: SwiftType) -> String {
        "variadic parameters ('\(element)...') are not allowed: an enum case cannot take one; use an array, '[\(element)]'"
    }

    /// `(Int...) -> Void`: a closure's variadic parameter, which routegen's closure types do not
    /// take.
    static func variadicClosureParameter(_ element: SwiftType) -> String {
        "a closure parameter in a spec cannot be variadic ('\(element)...'); take an array instead, '[\(element)]'"
    }

    /// `;`.
    static let semicolon = "';' is not allowed: a default value must be a single expression"
    /// A line break anywhere, string literals included.
    static let expressionLineBreak = "a default value must be on one line"
    /// `//` or `/*`.
    static let comments = "comments are not allowed in a default value"
    /// `#line`, `#if`, `#selector`…
    static let hash = "'#' is not allowed in a default value"
    /// `#"…"#`.
    static let rawString = "raw string literals are not allowed in a default value"
    /// `"""`.
    static let multilineString = "multi-line string literals are not allowed in a default value"
    /// `@`.
    static let atSign = "'@' is not allowed in a default value"
    /// `$`.
    static let dollarSign = "'$' is not allowed in a default value"
    /// `\` outside a string literal (a key path).
    static let backslash = "'\\' is not allowed outside a string literal"
    /// `=`, `+=` and the other assignment operators.
    static let assignment = "assignment is not allowed in a default value"
    /// `a ? b : c`.
    static let conditionalOperator = "the conditional operator '?:' is not allowed in a default value"
    /// `[1, 2,]` or `f(a,)`.
    static let trailingComma = "a trailing ',' is not allowed"
    /// `[1: "a", 2]`.
    static let expectedColonAfterKey = "expected ':' after a dictionary key"
    /// `x.` or `.` with no member name after the dot.
    static let expectedMemberName = "expected a member name after '.'"
    /// A string literal with no closing quote.
    static let unterminatedString = "unterminated string literal"
    /// `\(` in a string literal.
    static let interpolation = "string interpolation is not allowed in a default value"
    /// `\u` not followed by `{`.
    static let expectedBraceAfterUnicodeEscape = "expected '{' after '\\u'"
    /// `\u{}`, `\u{123456789}` or `\u{12` with no `}`.
    static let unicodeEscapeDigits = "expected 1 to 8 hexadecimal digits and '}' in '\\u{…}'"

    /// A token that cannot start an operand.
    static func expectedExpression(found token: SwiftToken) -> String {
        "expected an expression but found \(token.quoted)"
    }

    /// Text left over after a complete expression, such as a top-level `,` or `:`.
    static func unexpectedAfterExpression(_ token: SwiftToken) -> String {
        "unexpected \(token.quoted) after the expression"
    }

    /// A reserved word other than `true`, `false`, `nil`, `Self`.
    static func keywordInExpression(_ word: String) -> String {
        word == "self" ? selfInDefault : "'\(word)' is not allowed in a default value"
    }

    /// A binary operator outside the allowed set.
    static func binaryOperator(_ text: String) -> String {
        "binary operator '\(text)' is not allowed in a default value"
    }

    /// A prefix operator outside `-`, `+`, `!`, `~`.
    static func prefixOperator(_ text: String) -> String {
        "prefix operator '\(text)' is not allowed in a default value"
    }

    /// `a -b` or `a- b`: Swift reads these as unary operators.
    static func unbalancedOperatorWhitespace(_ text: String) -> String {
        "'\(text)' needs whitespace on both sides or on neither"
    }

    /// `- 1`.
    static func detachedPrefixOperator(_ text: String) -> String {
        "prefix operator '\(text)' must be written directly before its operand"
    }

    /// `\x` for an unknown `x`.
    static func invalidEscape(_ scalar: Unicode.Scalar) -> String {
        guard (0x21...0x7E).contains(scalar.value) else {
            let shown = SwiftCharacterClass.describe(scalar)
            return "invalid escape sequence in a string literal: '\\' followed by \(shown)"
        }
        return "invalid escape sequence '\\\(scalar)' in a string literal"
    }

    /// `\u{D800}` and other values that are not Unicode scalars.
    static func invalidUnicodeScalar(_ hexDigits: String) -> String {
        "'\\u{\(hexDigits)}' is not a valid Unicode scalar"
    }

    /// `1e99999`, beyond `Double`.
    static func floatLiteralOverflow(_ text: String) -> String {
        "the number literal '\(text)' is too large for any floating-point type"
    }

    /// A tab character inside a string literal, which swiftc refuses unescaped.
    static let tabInString = "a tab inside a string literal must be written '\\t'"

    /// `self` in a default value, where there is no instance.
    static let selfInDefault = "'self' does not exist where a default value is evaluated; write 'Self.member' or the type's name"

    /// `0x`, `1e`, `0b12`, `1abc`.
    static func invalidNumber(_ text: String) -> String {
        "invalid number literal '\(text)'"
    }
}
