/// The words Swift reserves, which routegen never accepts as a type name or an identifier.
enum SwiftKeywords {
    /// Words that cannot be used as a Swift identifier without backticks (declaration, statement,
    /// expression and type keywords of the Swift book, plus `_`, `Type`, `Protocol`).
    ///
    /// `Type` and `Protocol` are only contextual in Swift, but as the last component of a type they
    /// spell a metatype (`Foo.Type`), which is never a valid route parameter, so they are reserved
    /// here too.
    static let reserved: Set<String> = declarationKeywords
        .union(statementKeywords)
        .union(expressionAndTypeKeywords)
        .union(["_", "Type", "Protocol"])

    /// The reserved words a default-value expression may still use: literals and `Self`. Not
    /// `self`: a case's default value is evaluated where there is no instance.
    static let allowedInExpressions: Set<String> = ["true", "false", "nil", "Self"]

    /// Keywords used in declarations.
    private static let declarationKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
    ]

    /// Keywords used in statements.
    private static let statementKeywords: Set<String> = [
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    ]

    /// Keywords used in expressions and types.
    private static let expressionAndTypeKeywords: Set<String> = [
        "Any", "as", "await", "catch", "false", "is", "nil", "rethrows", "self", "Self", "super",
        "throw", "throws", "true", "try",
    ]
}
