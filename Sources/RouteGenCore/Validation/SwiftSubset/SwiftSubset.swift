/// The subset of Swift a spec may contain, and the validating parsers that accept exactly it:
/// parameter types (`SwiftTypeParser`) and default values (`SwiftExpressionParser`), read from
/// one shared lexer (`SwiftLexer`) through one token cursor (`SwiftTokenCursor`).
///
/// Why not apple/swift-syntax: routegen is built from source on every machine the first time
/// its build plugin runs, and swift-syntax would add one to two and a half minutes to that
/// build on a 2-core machine, for a parser of the whole language when routegen must accept a
/// small, injection-proof part of it and reject the rest with a message that says what to
/// write instead. These parsers are a few hundred lines, bounded in depth
/// (`SwiftSubsetLimits`) and report `SwiftSubsetError`s at the character that is wrong.
enum SwiftSubset {
    /// Parses `text` as exactly one parameter type.
    static func type(_ text: String) -> Result<SwiftType, SwiftSubsetError> {
        SwiftTypeParser.parse(text)
    }

    /// Parses `text` as exactly one default-value expression on one line.
    static func expression(_ text: String) -> Result<SwiftExpression, SwiftSubsetError> {
        SwiftExpressionParser.parse(text)
    }
}
