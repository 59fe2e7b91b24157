extension SwiftLexer {
    /// Reads a number literal: decimal (`1_000`), `0x`, `0o`, `0b` integers, and decimal floats
    /// (`1.5`, `1e3`, `1.5e-3`). A `.` is a decimal point only when a digit follows it, so
    /// `1.description` and `1...5` read as a number and then the rest. A letter, digit or `_`
    /// right after the literal makes it invalid (`0x1g`, `0b102`, `1abc`).
    mutating func readNumber(from start: Int) throws(SwiftSubsetError) -> SwiftToken {
        position = start
        if source.scalar(at: start, is: "0"), let marker = source.scalar(at: start + 1),
           let isDigit = Self.digitTest(forRadixMarker: marker) {
            position = start + 2
            guard let first = source.scalar(at: position), isDigit(first) else {
                throw invalidNumber(from: start)
            }
            skip { isDigit($0) || $0 == "_" }
        } else {
            skipDecimalDigits()
            if source.scalar(at: position, is: "."),
               let next = source.scalar(at: position + 1), SwiftCharacterClass.isDecimalDigit(next) {
                position += 1
                skipDecimalDigits()
            }
            if source.scalar(at: position, is: "e") || source.scalar(at: position, is: "E") {
                position += 1
                if source.scalar(at: position, is: "+") || source.scalar(at: position, is: "-") {
                    position += 1
                }
                guard let digit = source.scalar(at: position),
                      SwiftCharacterClass.isDecimalDigit(digit) else {
                    throw invalidNumber(from: start)
                }
                skipDecimalDigits()
            }
        }
        if let next = source.scalar(at: position), SwiftCharacterClass.isIdentifierBody(next) {
            throw invalidNumber(from: start)
        }
        let token = makeToken(.number, from: start)
        // swiftc warns that such a literal overflows to infinity, and warnings fail a build
        // that treats them as errors.
        let digits = token.text.filter { $0 != "_" }
        if !token.text.hasPrefix("0x"), !token.text.hasPrefix("0o"), !token.text.hasPrefix("0b"),
           digits.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), Double(digits)?.isFinite != true {
            throw error(SwiftSubsetMessages.floatLiteralOverflow(token.text), at: start)
        }
        return token
    }

    /// Reads a single-line string literal. Escapes are checked; interpolation, multi-line
    /// (`"""`) literals, line breaks and control characters are errors.
    mutating func readString(from start: Int) throws(SwiftSubsetError) -> SwiftToken {
        if source.scalar(at: start + 1, is: "\""), source.scalar(at: start + 2, is: "\"") {
            throw error(SwiftSubsetMessages.multilineString, at: start)
        }
        var index = start + 1
        while true {
            guard let scalar = source.scalar(at: index) else {
                throw error(SwiftSubsetMessages.unterminatedString, at: start)
            }
            switch scalar {
            case "\"":
                position = index + 1
                return makeToken(.string, from: start)
            case "\\":
                index = try endOfEscape(at: index, inStringAt: start)
            default:
                if SwiftCharacterClass.isLineBreak(scalar) {
                    throw lineBreakError(at: index)
                }
                if SwiftCharacterClass.isForbiddenInStringLiteral(scalar) {
                    let message = scalar == "\t" ? SwiftSubsetMessages.tabInString : SwiftSubsetMessages.unexpectedCharacter(scalar)
                    throw error(message, at: index)
                }
                index += 1
            }
        }
    }

    /// Checks the escape sequence whose `\` is at `backslash` and returns the index after it.
    private func endOfEscape(at backslash: Int, inStringAt stringStart: Int) throws(SwiftSubsetError) -> Int {
        guard let escaped = source.scalar(at: backslash + 1) else {
            throw error(SwiftSubsetMessages.unterminatedString, at: stringStart)
        }
        switch escaped {
        case "\\", "\"", "'", "n", "r", "t", "0":
            return backslash + 2
        case "(":
            throw error(SwiftSubsetMessages.interpolation, at: backslash)
        case "u":
            return try endOfUnicodeEscape(at: backslash)
        default:
            if SwiftCharacterClass.isLineBreak(escaped) {
                throw lineBreakError(at: backslash + 1)
            }
            throw error(SwiftSubsetMessages.invalidEscape(escaped), at: backslash)
        }
    }

    /// Checks `\u{…}` at `backslash`: 1 to 8 hex digits naming a Unicode scalar, then `}`.
    private func endOfUnicodeEscape(at backslash: Int) throws(SwiftSubsetError) -> Int {
        guard source.scalar(at: backslash + 2, is: "{") else {
            throw error(SwiftSubsetMessages.expectedBraceAfterUnicodeEscape, at: backslash)
        }
        let digitsStart = backslash + 3
        var index = digitsStart
        while let scalar = source.scalar(at: index), SwiftCharacterClass.isHexadecimalDigit(scalar) {
            index += 1
        }
        guard source.scalar(at: index, is: "}"), (1...8).contains(index - digitsStart) else {
            throw error(SwiftSubsetMessages.unicodeEscapeDigits, at: backslash)
        }
        let digits = source.text(in: digitsStart..<index)
        guard let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil else {
            throw error(SwiftSubsetMessages.invalidUnicodeScalar(digits), at: backslash)
        }
        return index + 1
    }

    /// The digit test for the radix marked by `x`, `o` or `b` after a `0`; nil for other scalars.
    private static func digitTest(forRadixMarker marker: Unicode.Scalar) -> ((Unicode.Scalar) -> Bool)? {
        switch marker {
        case "x": SwiftCharacterClass.isHexadecimalDigit
        case "o": { ("0"..."7").contains($0) }
        case "b": { $0 == "0" || $0 == "1" }
        default: nil
        }
    }

    /// Skips decimal digits and underscores.
    private mutating func skipDecimalDigits() {
        skip { SwiftCharacterClass.isDecimalDigit($0) || $0 == "_" }
    }

    /// Advances `position` past every scalar that satisfies `predicate`.
    private mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
        while let scalar = source.scalar(at: position), predicate(scalar) {
            position += 1
        }
    }

    /// The error for a malformed number starting at `start`, quoting it up to the end of its word.
    private func invalidNumber(from start: Int) -> SwiftSubsetError {
        var end = max(position, start + 1)
        while let scalar = source.scalar(at: end), SwiftCharacterClass.isIdentifierBody(scalar) {
            end += 1
        }
        let text = source.text(in: start..<end)
        return error(SwiftSubsetMessages.invalidNumber(text), at: start)
    }
}
