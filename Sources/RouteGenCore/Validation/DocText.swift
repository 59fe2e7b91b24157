/// Splitting and checking a doc text in one pass over its UTF-8 bytes: a spec may hold
/// megabytes of docs, and Character-by-Character work (reversing each line to trim it, the
/// general category of every scalar) ran at about 3 MB/s.
///
/// The results are those of the Character-based rules, which remain the definition: lines end
/// at any `Character.isNewline`, trailing `Character.isWhitespace` is trimmed, and a scalar is
/// forbidden when it is a control character other than tab and line breaks. Texts holding a
/// line break other than `\n` take the Character-based path.
enum DocText {
    /// The first scalar of `text` that a doc may not hold: a control character (general
    /// category Cc: U+0000–U+001F, U+007F–U+009F) other than tab and the line breaks.
    static func firstForbiddenScalar(in text: String) -> Unicode.Scalar? {
        var text = text
        return text.withUTF8(firstForbiddenScalar(in:))
    }

    /// ``firstForbiddenScalar(in:)`` over the text's UTF-8 bytes.
    static func firstForbiddenScalar(in utf8: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var previous: UInt8 = 0
        for byte in utf8 {
            defer { previous = byte }
            switch byte {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                continue
            case 0x00...0x1F, 0x7F:
                return Unicode.Scalar(byte)
            case 0x80...0x9F where previous == 0xC2:
                // U+0080–U+009F are encoded C2 80 to C2 9F; U+0085 (NEL) is a line break.
                if byte != 0x85 { return Unicode.Scalar(UInt32(byte)) }
            default:
                continue
            }
        }
        return nil
    }

    /// The lines of `text` with trailing whitespace removed.
    static func lines(of text: String) -> [String] {
        // Most docs are one line of ASCII text ending in no space: the one line is the text,
        // which the walk below would copy again through `String.UTF8View`'s indices.
        if text.utf8.withContiguousStorageIfAvailable(isOneTrimmedASCIILine) == true { return [text] }
        guard !holdsLineBreakOtherThanLineFeed(text) else {
            return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(trimmingTrailingWhitespace)
        }
        var lines: [String] = []
        var start = text.startIndex
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            if text.utf8[index] == 0x0A {
                lines.append(trimmingTrailingWhitespace(text[start..<index]))
                start = text.utf8.index(after: index)
            }
            text.utf8.formIndex(after: &index)
        }
        lines.append(trimmingTrailingWhitespace(text[start...]))
        return lines
    }

    /// Whether `utf8` is ASCII without line breaks (`\n`, `\u{0B}`, `\u{0C}`, `\r`) and ends in
    /// neither a space nor a tab: then ``lines(of:)`` gives the text itself, as its only line.
    static func isOneTrimmedASCIILine(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let last = utf8.last, last == 0x20 || last == 0x09 { return false }
        return !utf8.contains { $0 >= 0x80 || (0x0A...0x0D).contains($0) }
    }

    /// Whether `text` holds `\r`, `\u{0B}`, `\u{0C}`, NEL, or U+2028/U+2029.
    static func holdsLineBreakOtherThanLineFeed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(holdsLineBreakOtherThanLineFeed(in:))
    }

    /// ``holdsLineBreakOtherThanLineFeed(_:)`` over the text's UTF-8 bytes.
    static func holdsLineBreakOtherThanLineFeed(in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            switch byte {
            case 0x0B, 0x0C, 0x0D: return true
            case 0x85 where previous.1 == 0xC2: return true
            case 0xA8 where previous == (0xE2, 0x80), 0xA9 where previous == (0xE2, 0x80): return true
            default: break
            }
            previous = (previous.1, byte)
        }
        return false
    }

    /// `line` without its trailing whitespace: ASCII spaces and tabs byte by byte, anything
    /// else non-ASCII Character by Character.
    static func trimmingTrailingWhitespace(_ line: Substring) -> String {
        var end = line.utf8.endIndex
        while end > line.utf8.startIndex {
            let before = line.utf8.index(before: end)
            let byte = line.utf8[before]
            if byte == 0x20 || byte == 0x09 {
                end = before
            } else if byte >= 0x80 {
                var trimmed = line[..<end]
                while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
                return String(trimmed)
            } else {
                break
            }
        }
        return String(line[..<end])
    }
}
