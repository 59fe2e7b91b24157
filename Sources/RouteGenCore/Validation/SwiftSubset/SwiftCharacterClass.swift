/// Classifies single Unicode scalars the way the Swift lexers here need.
///
/// Everything outside a string literal must be ASCII, so identifiers, digits and operator
/// characters are all ASCII sets.
enum SwiftCharacterClass {
    /// `A`–`Z`, `a`–`z` and `_`: what an identifier may start with.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "_": true
        default: false
        }
    }

    /// An identifier head or an ASCII digit: what an identifier may continue with.
    static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || isDecimalDigit(scalar)
    }

    /// `0`–`9`.
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// `0`–`9`, `a`–`f`, `A`–`F`.
    static func isHexadecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "a"..."f", "A"..."F": true
        default: false
        }
    }

    /// The ASCII characters Swift builds operators from (`.` is handled separately).
    static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        "/=-+!*%<>&|^~?".unicodeScalars.contains(scalar)
    }

    /// A space or a horizontal tab: the only whitespace allowed between tokens.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    /// A scalar that ends a line: LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// A scalar that must not appear even inside a string literal: control characters, tab
    /// included (swiftc rejects it unescaped: write `\t`), and the bidirectional formatting
    /// characters that can make code read differently from how it compiles.
    static func isForbiddenInStringLiteral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x09, 0x0E...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// How a scalar is shown in an error message: `';'`, `"'"`, `'é' (U+00E9)` or `U+0007`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if scalar == "'" { return "\"'\"" }
        if (0x21...0x7E).contains(scalar.value) { return "'\(scalar)'" }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
             .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return code
        default:
            return "'\(scalar)' (\(code))"
        }
    }
}
