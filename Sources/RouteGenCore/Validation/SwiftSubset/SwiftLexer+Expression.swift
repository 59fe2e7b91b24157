extension SwiftLexer {
    /// Reads the next token of a default-value expression.
    ///
    /// Words, numbers, string literals, `(` `)` `[` `]` `,` `:` `.` and operators are tokens.
    /// Everything that could carry code out of the expression (braces, `;`, line breaks,
    /// comments, `#`, `@`, `$`, `\`, backticks) is an error with its own message.
    mutating func nextExpressionToken() throws(SwiftSubsetError) -> SwiftToken {
        try skipWhitespace()
        let start = position
        guard let scalar = source.scalar(at: start) else {
            return makeToken(.end, from: start)
        }
        if SwiftCharacterClass.isIdentifierHead(scalar) {
            return readWord(from: start)
        }
        if SwiftCharacterClass.isDecimalDigit(scalar) {
            return try readNumber(from: start)
        }
        if SwiftCharacterClass.isOperatorCharacter(scalar) {
            return try readOperator(from: start)
        }
        switch scalar {
        case "\"":
            return try readString(from: start)
        case "." where source.scalar(at: start + 1, is: "."):
            return try readDotOperator(from: start)
        case "(", ")", "[", "]", ",", ":", ".":
            position += 1
            return makeToken(.punctuation, from: start)
        default:
            throw error(Self.message(forInvalidExpressionCharacter: scalar, at: start, in: source), at: start)
        }
    }

    /// Reads the member name after a `.`: any word, keywords included (`.default`, `.init`),
    /// or, when `allowsTupleIndex`, a run of decimal digits (`.0`). Nothing may come between the
    /// dot and the name.
    mutating func nextMemberName(allowsTupleIndex: Bool) throws(SwiftSubsetError) -> SwiftToken {
        let start = position
        guard let scalar = source.scalar(at: start) else {
            throw error(SwiftSubsetMessages.expectedMemberName, at: start)
        }
        if SwiftCharacterClass.isIdentifierHead(scalar) {
            return readWord(from: start)
        }
        guard allowsTupleIndex, SwiftCharacterClass.isDecimalDigit(scalar) else {
            throw error(SwiftSubsetMessages.expectedMemberName, at: start)
        }
        while let digit = source.scalar(at: position), SwiftCharacterClass.isDecimalDigit(digit) {
            position += 1
        }
        if let next = source.scalar(at: position), SwiftCharacterClass.isIdentifierBody(next) {
            throw error(SwiftSubsetMessages.expectedMemberName, at: start)
        }
        return makeToken(.number, from: start)
    }

    /// Reads an operator made of operator characters; a comment inside it is an error. A `?` or `!`
    /// written right after an operand is always the one-character postfix operator, as in Swift,
    /// so `a!.b`, `a?.b` and `a!==b` read as postfix `!`/`?` followed by the rest.
    private mutating func readOperator(from start: Int) throws(SwiftSubsetError) -> SwiftToken {
        if startsComment(at: start) {
            throw error(SwiftSubsetMessages.comments, at: start)
        }
        let first = source.scalar(at: start)
        if first == "?" || first == "!", isLeftBound(start) {
            position = start + 1
            return makeToken(.operator(.postfix), from: start)
        }
        position = start
        while let scalar = source.scalar(at: position), SwiftCharacterClass.isOperatorCharacter(scalar) {
            if position > start, startsComment(at: position) {
                throw error(SwiftSubsetMessages.comments, at: position)
            }
            position += 1
        }
        return try makeOperatorToken(from: start)
    }

    /// Reads an operator that starts with `..`: a run of dots, with a `<` after exactly two
    /// (`...`, `..<`).
    private mutating func readDotOperator(from start: Int) throws(SwiftSubsetError) -> SwiftToken {
        position = start
        while source.scalar(at: position, is: ".") {
            position += 1
        }
        if position - start == 2, source.scalar(at: position, is: "<") {
            position += 1
        }
        return try makeOperatorToken(from: start)
    }

    /// The operator token from `start` up to `position`. A line break right after it is reported
    /// as such, rather than as the operator's odd whitespace.
    private func makeOperatorToken(from start: Int) throws(SwiftSubsetError) -> SwiftToken {
        if let next = source.scalar(at: position), SwiftCharacterClass.isLineBreak(next) {
            throw lineBreakError(at: position)
        }
        return makeToken(.operator(fixity(from: start, to: position)), from: start)
    }

    /// How an operator spanning `start..<end` binds, from what touches it on each side.
    private func fixity(from start: Int, to end: Int) -> SwiftToken.Fixity {
        switch (isLeftBound(start), isRightBound(end)) {
        case (true, false): .postfix
        case (false, true): .prefix
        default: .infix
        }
    }

    /// Whether an operator starting at `index` touches an operand on its left.
    private func isLeftBound(_ index: Int) -> Bool {
        guard let previous = source.scalar(at: index - 1) else { return false }
        if SwiftCharacterClass.isSpace(previous) || SwiftCharacterClass.isLineBreak(previous) {
            return false
        }
        return !"([{,;:".unicodeScalars.contains(previous)
    }

    /// Whether an operator ending before `index` touches an operand on its right.
    private func isRightBound(_ index: Int) -> Bool {
        guard let next = source.scalar(at: index) else { return false }
        if SwiftCharacterClass.isSpace(next) || SwiftCharacterClass.isLineBreak(next) {
            return false
        }
        return !")]},;:".unicodeScalars.contains(next)
    }

    /// Whether `//` or `/*` starts at `index`.
    private func startsComment(at index: Int) -> Bool {
        source.scalar(at: index, is: "/")
            && (source.scalar(at: index + 1, is: "/") || source.scalar(at: index + 1, is: "*"))
    }

    /// The message for a character that cannot start any token of an expression.
    private static func message(
        forInvalidExpressionCharacter scalar: Unicode.Scalar,
        at index: Int,
        in source: SwiftSourceText
    ) -> String {
        switch scalar {
        case "{", "}": return SwiftSubsetMessages.braces
        case ";": return SwiftSubsetMessages.semicolon
        case "@": return SwiftSubsetMessages.atSign
        case "$": return SwiftSubsetMessages.dollarSign
        case "\\": return SwiftSubsetMessages.backslash
        case "`": return SwiftSubsetMessages.backticks
        case "#":
            var next = index
            while source.scalar(at: next, is: "#") {
                next += 1
            }
            let isRawString = source.scalar(at: next, is: "\"")
            return isRawString ? SwiftSubsetMessages.rawString : SwiftSubsetMessages.hash
        default:
            return SwiftSubsetMessages.unexpectedCharacter(scalar)
        }
    }
}
