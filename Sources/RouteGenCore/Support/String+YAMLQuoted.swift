extension String {
    /// The text as a quoted YAML scalar, for advice such as `quote the value, e.g. doc: "a: b"`:
    /// double quotes when the text holds none (and no backslash), single quotes otherwise, with
    /// `'` doubled as YAML requires. Long texts are shortened as `shown` does.
    var yamlQuoted: String {
        let text = shown
        if !text.contains("\"") && !text.contains("\\") {
            return "\"\(text)\""
        }
        return "'" + text.flatMap { $0 == "'" ? "''" : String($0) } + "'"
    }
}

/// Counting the brackets of a Swift type or expression that YAML may have cut in two.
enum SwiftBrackets {
    /// How many `<`, `(` and `[` the text opens that it does not close (negative when it
    /// closes more than it opens); the `>` of `->` closes nothing.
    static func depth(of text: String) -> Int {
        // Over bytes while they are ASCII, where every bracket and `-` is a character of its own
        // (a type is spelt once per parameter; walking its characters cost ten times as much).
        let asciiDepth = text.withUTF8Bytes { bytes -> Int? in
            var depth = 0
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0x80...: return nil
                case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): depth -= 1
                default: break
                }
                previous = byte
            }
            return depth
        }
        return asciiDepth ?? characterDepth(of: text)
    }

    /// ``depth(of:)`` over characters, for text that is not all ASCII: a bracket followed by a
    /// combining mark is no bracket.
    static func characterDepth(of text: String) -> Int {
        var depth = 0
        var previous: Character?
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            previous = character
        }
        return depth
    }
}
