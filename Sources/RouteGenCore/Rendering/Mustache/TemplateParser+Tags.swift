extension TemplateParser {
    /// Whether `character` may be part of a name without transforms, or of a pragma: ASCII
    /// letters, digits, `.`, `-`, `_`, `?` and `*`.
    static func isPlainNameCharacter(_ character: Character) -> Bool {
        guard character.isASCII, let ascii = character.asciiValue else { return false }
        return isPlainNameByte(ascii)
    }

    /// Whether `byte` is an ASCII character ``isPlainNameCharacter(_:)`` accepts.
    static func isPlainNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"):
            return true
        default:
            return false
        }
    }

    /// Whether `character` may be part of a name in a tag, transforms' parentheses included.
    static func isNameCharacter(_ character: Character) -> Bool {
        isPlainNameCharacter(character) || character == "(" || character == ")"
    }

    /// Whether `character` may be part of a partial's name.
    static func isPartialNameCharacter(_ character: Character) -> Bool {
        isNameCharacter(character) || character == "/"
    }

    /// Reads text up to the end of its line (leaving the line break unread) or up to and past
    /// the next opening delimiter; the indices of the text.
    mutating func readText(_ state: State) -> Range<Int> {
        if cursor.isOneCharacterPerByte { return readASCIIText(state) }
        let start = cursor.index
        let delimiterStart = state.open.characters[0]
        while !cursor.isAtEnd {
            cursor.skip(while: { $0 != "\n" && $0 != "\r\n" && $0 != delimiterStart })
            guard let next = cursor.current, !next.isNewline else { break }
            let end = cursor.index
            if cursor.read(state.open) { return start..<end }
            cursor.index += 1
        }
        return start..<cursor.index
    }

    /// ``readText(_:)`` over bytes, for a template whose every byte is a character (so no
    /// `\r\n`): text up to the next `\n`, or up to and past the next opening delimiter, whose
    /// bytes are compared with the template's.
    private mutating func readASCIIText(_ state: State) -> Range<Int> {
        let start = cursor.index
        let delimiter = state.open.utf8
        let (end, found) = cursor.utf8.withUnsafeBufferPointer { bytes in
            let delimiterByte = delimiter[0]
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if byte == 0x0A { break }
                if byte == delimiterByte, bytes.count - end >= delimiter.count,
                   bytes[end..<end + delimiter.count].elementsEqual(delimiter) {
                    return (end, true)
                }
                end += 1
            }
            return (end, false)
        }
        cursor.index = found ? end + delimiter.count : end
        return start..<end
    }

    /// Reads a tag's name and its closing delimiter: the name, and its transforms outermost
    /// first (`a(b(name))` gives `name` and `["a", "b"]`).
    mutating func readName(_ state: State) throws(SyntaxError) -> (name: String, transforms: [String]) {
        let text: String
        let hasParentheses: Bool
        if cursor.isOneCharacterPerByte {
            (text, hasParentheses) = try readASCIIName(state)
        } else {
            cursor.readWhitespace()
            text = cursor.read(while: { Self.isNameCharacter($0) })
            cursor.readWhitespace()
            guard cursor.read(state.close) else { throw error("a tag is not closed with '\(state.close.text)'") }
            hasParentheses = text.utf8.contains(UInt8(ascii: "(")) || text.utf8.contains(UInt8(ascii: ")"))
        }
        guard hasParentheses else { return (text, []) }
        return try readTransforms(of: text)
    }

    /// ``readName(_:)``'s reading over bytes, for a template whose every byte is a character:
    /// the name's text, made once, and whether it has a parenthesis, seen while reading it.
    private mutating func readASCIIName(_ state: State) throws(SyntaxError) -> (text: String, hasParentheses: Bool) {
        cursor.readWhitespace()
        let bytes = cursor.utf8
        let start = cursor.index
        var end = start
        var hasParentheses = false
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                hasParentheses = true
            } else if !Self.isPlainNameByte(byte) {
                break
            }
            end += 1
        }
        cursor.index = end
        cursor.readWhitespace()
        guard cursor.read(state.close) else { throw error("a tag is not closed with '\(state.close.text)'") }
        return (cursor.text(from: start, to: end), hasParentheses)
    }

    /// The name and transforms of a tag's `text`, which has a parenthesis: `a(b(name))` gives
    /// `name` and `["a", "b"]`. Read over the text's bytes: a name's characters are ASCII, each
    /// a byte.
    func readTransforms(of text: String) throws(SyntaxError) -> (name: String, transforms: [String]) {
        let bytes = Array(text.utf8)
        var index = 0
        /// Reads the plain name characters from `index`; what it read.
        func readPlainName() -> String {
            let start = index
            while index < bytes.count, Self.isPlainNameByte(bytes[index]) {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        /// Reads `byte` if it comes next; whether it did.
        func read(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        let function = readPlainName()
        guard index < bytes.count else { return (text, []) }
        guard read(UInt8(ascii: "(")) else { throw malformedTransform(text) }
        var transforms = [function]
        while true {
            let name = readPlainName()
            if read(UInt8(ascii: "(")) {
                transforms.append(name)
                continue
            }
            // Every transform closes its parenthesis, and nothing follows.
            guard read(UInt8(ascii: ")")) else { throw malformedTransform(text) }
            var closed = 1
            while read(UInt8(ascii: ")")) {
                closed += 1
            }
            guard closed == transforms.count, index == bytes.count else { throw malformedTransform(text) }
            return (name, transforms)
        }
    }

    /// The error of a tag whose transforms (`name(value)`) are malformed.
    func malformedTransform(_ text: String) -> SyntaxError {
        error("'\(text)' is not a name or a transform of one, such as 'uppercased(name)'")
    }

    /// Reads a partial's name and the closing delimiter.
    mutating func readPartialName(_ state: State) throws(SyntaxError) -> String {
        cursor.readWhitespace()
        let name = cursor.read(while: { Self.isPartialNameCharacter($0) })
        cursor.readWhitespace()
        guard cursor.read(state.close) else { throw error("a tag is not closed with '\(state.close.text)'") }
        return name
    }

    /// Reads `{{=<% %>=}}` after its `=`: the state with the new delimiters. Errors point at
    /// `tagStart`.
    mutating func readDelimiters(_ state: State, tagStart: Int) throws(SyntaxError) -> State {
        let malformed = error("a set-delimiter tag is malformed", at: tagStart)
        cursor.read(while: \.isWhitespace)
        guard let open = cursor.read(upTo: \.isWhitespace) else { throw malformed }
        cursor.read(while: \.isWhitespace)
        guard let close = cursor.read(upTo: { $0 == "=" || $0.isWhitespace }) else { throw malformed }
        cursor.read(while: \.isWhitespace)
        guard cursor.read(["="]), cursor.read(state.close), !open.isEmpty, !close.isEmpty else { throw malformed }
        var state = state
        state.open = TemplateDelimiter(open)
        state.close = TemplateDelimiter(close)
        state.atParentTop = false
        return state
    }

    /// Reads `{{%CONTENT_TYPE: TEXT}}` (or `HTML`) after its `%`.
    mutating func readPragma(_ state: State) throws(SyntaxError) -> TemplateNode {
        cursor.read(while: \.isWhitespace)
        let setting = cursor.read(while: { Self.isPlainNameCharacter($0) })
        cursor.read(while: \.isWhitespace)
        guard cursor.read([":"]) else { throw error("a '{{%' pragma is malformed") }
        cursor.read(while: \.isWhitespace)
        let value = cursor.read(while: { Self.isPlainNameCharacter($0) })
        cursor.read(while: \.isWhitespace)
        guard cursor.read(state.close), !setting.isEmpty, !value.isEmpty else { throw error("a '{{%' pragma is malformed") }
        guard setting == "CONTENT_TYPE", value == "HTML" || value == "TEXT" else {
            throw error("a '{{%' pragma names an unknown setting: only 'CONTENT_TYPE: TEXT' and 'CONTENT_TYPE: HTML' exist")
        }
        return .contentType(escapesHTML: value == "HTML")
    }
}
