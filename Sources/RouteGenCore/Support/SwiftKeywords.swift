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

    /// Whether `word` is one of ``reserved``. Every reserved word is ASCII and at most 15 bytes
    /// long, so `word` is compared byte for byte with the few reserved words of its length that
    /// start with its first byte, without hashing it. No other text is canonically equivalent to
    /// a reserved word, so comparing bytes answers as the set would: the only scalars that
    /// decompose to ASCII are `K`, `;` and `` ` `` (from U+212A, U+037E, U+1FEF), and no reserved
    /// word holds one.
    static func isReserved(_ word: String) -> Bool {
        word.withUTF8Bytes { bytes in
            guard let first = bytes.first, first < 0x80, bytes.count <= longestReservedCount else { return false }
            return reservedBytes[bytes.count &* 128 &+ Int(first)].contains { $0.elementsEqual(bytes) }
        }
    }

    /// The UTF-8 bytes of the reserved words, grouped by length and first byte (at
    /// `length * 128 + first byte`): what ``isReserved(_:)`` compares a word with.
    private static let reservedBytes: [[[UInt8]]] = {
        var groups = [[[UInt8]]](repeating: [], count: (longestReservedCount + 1) * 128)
        for word in reserved {
            let bytes = Array(word.utf8)
            groups[bytes.count * 128 + Int(bytes[0])].append(bytes)
        }
        return groups
    }()

    /// The UTF-8 length of the longest reserved word (`associatedtype`, `precedencegroup`).
    private static let longestReservedCount = 15

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
