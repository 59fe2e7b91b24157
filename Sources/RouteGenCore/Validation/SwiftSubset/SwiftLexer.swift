/// Reads tokens from a `SwiftSourceText` one at a time, starting at `position`.
///
/// The lexer is a small value: a parser copies it to look ahead and sets `position` to resume
/// elsewhere. Types and expressions are tokenised differently (in a type every bracket and `?`
/// is its own token, so `>>` closes two generic lists), so there is one entry point for each:
/// `nextTypeToken()` here and `nextExpressionToken()` in `SwiftLexer+Expression.swift`.
struct SwiftLexer: Sendable {
    /// What is being read. It decides the wording of the line-break error.
    enum Context: Sendable {
        /// A type, such as `[String: Int]?`.
        case type
        /// A default-value expression, such as `.init(x: 1)`.
        case expression
    }

    /// The text being read.
    let source: SwiftSourceText
    /// What is being read.
    let context: Context
    /// The index of the next scalar to read.
    var position: Int

    /// Creates a lexer that reads `source` from the scalar at `position`.
    init(source: SwiftSourceText, context: Context, position: Int = 0) {
        self.source = source
        self.context = context
        self.position = position
    }

    /// A syntax error at the scalar `index`.
    func error(_ message: String, at index: Int) -> SwiftSubsetError {
        source.error(message, at: index)
    }

    /// Skips spaces and tabs. A line break is an error: types and default values are one line.
    mutating func skipWhitespace() throws(SwiftSubsetError) {
        while let scalar = source.scalar(at: position) {
            if SwiftCharacterClass.isSpace(scalar) {
                position += 1
            } else if SwiftCharacterClass.isLineBreak(scalar) {
                throw lineBreakError(at: position)
            } else {
                return
            }
        }
    }

    /// The error for a line break at `index`, worded for the context.
    func lineBreakError(at index: Int) -> SwiftSubsetError {
        let message = switch context {
        case .type: SwiftSubsetMessages.typeLineBreak
        case .expression: SwiftSubsetMessages.expressionLineBreak
        }
        return error(message, at: index)
    }

    /// The next token, read as this lexer's context says: a type's or an expression's.
    mutating func nextToken() throws(SwiftSubsetError) -> SwiftToken {
        switch context {
        case .type: try nextTypeToken()
        case .expression: try nextExpressionToken()
        }
    }

    /// Reads the next token of a type: a word, `.`, `<`, `>`, `,`, `[`, `]`, `:`, `?`, `!`, `(`,
    /// `)`, `->`, `@`, `&`, or the end. Any other character is an error.
    mutating func nextTypeToken() throws(SwiftSubsetError) -> SwiftToken {
        try skipWhitespace()
        let start = position
        guard let scalar = source.scalar(at: start) else {
            return makeToken(.end, from: start)
        }
        if SwiftCharacterClass.isIdentifierBody(scalar) {
            let word = readWord(from: start)
            return SwiftCharacterClass.isDecimalDigit(scalar)
                ? makeToken(.number, from: start) : word
        }
        switch scalar {
        case ".", "<", ">", ",", "[", "]", ":", "?", "!", "(", ")", "@", "&":
            position += 1
            return makeToken(.punctuation, from: start)
        case "-" where source.scalar(at: start + 1, is: ">"):
            position += 2
            return makeToken(.punctuation, from: start)
        case "`":
            throw error(SwiftSubsetMessages.backticks, at: start)
        default:
            throw error(SwiftSubsetMessages.unexpectedCharacter(scalar), at: start)
        }
    }

    /// Reads `[A-Za-z0-9_]*` from `start` and returns it as an identifier or a keyword.
    mutating func readWord(from start: Int) -> SwiftToken {
        position = start
        while let scalar = source.scalar(at: position), SwiftCharacterClass.isIdentifierBody(scalar) {
            position += 1
        }
        let text = source.text(in: start..<position)
        let kind: SwiftToken.Kind = SwiftKeywords.isReserved(text) ? .keyword : .identifier
        return SwiftToken(kind: kind, text: text, start: start, end: position)
    }

    /// A token of `kind` covering the scalars from `start` up to `position`.
    func makeToken(_ kind: SwiftToken.Kind, from start: Int) -> SwiftToken {
        SwiftToken(kind: kind, text: source.text(in: start..<position), start: start, end: position)
    }
}
