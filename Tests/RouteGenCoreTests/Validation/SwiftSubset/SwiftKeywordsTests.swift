import Testing
@testable import RouteGenCore

/// `SwiftKeywords`: which words routegen treats as reserved.
@Suite("SwiftKeywords")
struct SwiftKeywordsTests {
    /// Declaration, statement, expression and type keywords, plus `_`, `Type`, `Protocol`.
    @Test(
        "reserves the Swift book's keywords and _, Type, Protocol",
        arguments: [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
            "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
            "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
            "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
            "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
            "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
            "try", "_", "Type", "Protocol",
        ]
    )
    func reservesKeyword(word: String) {
        #expect(SwiftKeywords.reserved.contains(word))
    }

    /// Contextual keywords are ordinary identifiers outside their context.
    @Test(
        "leaves contextual keywords and ordinary names usable",
        arguments: ["get", "set", "some", "any", "async", "mutating", "lazy", "weak", "none", "left", "Int", "String", "type"]
    )
    func leavesIdentifier(word: String) {
        #expect(!SwiftKeywords.reserved.contains(word))
    }

    /// The keywords an expression may use are exactly the literals and `self`/`Self`.
    @Test("allows only literal keywords and Self in expressions")
    func expressionKeywords() {
        #expect(SwiftKeywords.allowedInExpressions == ["true", "false", "nil", "Self"])
        #expect(SwiftKeywords.allowedInExpressions.isSubset(of: SwiftKeywords.reserved))
    }
}
