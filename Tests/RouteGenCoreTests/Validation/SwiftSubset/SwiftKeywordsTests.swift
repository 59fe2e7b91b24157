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

    /// `isReserved`, which compares bytes, agrees with the set: for every reserved word, and for
    /// words that only look like one (other case, combining marks, the Kelvin sign and the Greek
    /// question mark, which Unicode equates with `K` and `;`), or that share a reserved word's
    /// length and first letter (`throb`, `clasp`, `Typo`, `ii`).
    @Test("isReserved agrees with the set of reserved words")
    func isReservedAgreesWithTheSet() {
        let others = [
            "", "userName", "Class", "CLASS", "classes", "selfie", "precedencegroups", "é", "e\u{301}",
            "nil\u{301}", "\u{212A}", "\u{037E}", "inout\u{200B}", "tr\u{00FC}e", "Protocol_", "x", "_x",
            "throb", "clasp", "Typo", "ii", "def", "selF", "nonisolatee", "associatedtypf",
        ]
        for word in Array(SwiftKeywords.reserved) + others {
            #expect(SwiftKeywords.isReserved(word) == SwiftKeywords.reserved.contains(word), "\(word)")
        }
    }

    /// The keywords an expression may use are exactly the literals and `self`/`Self`.
    @Test("allows only literal keywords and Self in expressions")
    func expressionKeywords() {
        #expect(SwiftKeywords.allowedInExpressions == ["true", "false", "nil", "Self"])
        #expect(SwiftKeywords.allowedInExpressions.isSubset(of: SwiftKeywords.reserved))
    }
}
