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

    /// Whether `byte` is an ASCII character ``isNameCharacter(_:)`` accepts.
    static func isNameByte(_ byte: UInt8) -> Bool {
        isPlainNameByte(byte) || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
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
    /// the next opening delimiter.
    mutating func readText(_ state: State) -> String {
        let delimiterStart = state.open[0]
        if cursor.isOneCharacterPerByte, delimiterStart.utf8.count == 1, let delimiterByte = delimiterStart.asciiValue {
            return readASCIIText(state, delimiterByte: delimiterByte)
        }
        var text = ""
        while !cursor.isAtEnd {
            text += cursor.read(while: { $0 != "\n" && $0 != "\r\n" && $0 != delimiterStart })
            guard let next = cursor.current, !next.isNewline else { break }
            if cursor.read(state.open) { break }
            text.append(next)
            cursor.index += 1
        }
        return text
    }

    /// ``readText(_:)`` over bytes, for a template whose every byte is a character (so no
    /// `\r\n`): text up to the next `\n`, or up to and past the next opening delimiter, whose
    /// first character is `delimiterByte`.
    private mutating func readASCIIText(_ state: State, delimiterByte: UInt8) -> String {
        let start = cursor.index
        var end = start
        let bytes = cursor.utf8
        while end < bytes.count {
            let byte = bytes[end]
            if byte == 0x0A { break }
            if byte == delimiterByte {
                cursor.index = end
                if cursor.read(state.open) { return cursor.text(from: start, to: end) }
            }
            end += 1
        }
        cursor.index = end
        return cursor.text(from: start, to: end)
    }

    /// Reads a tag's name and its closing delimiter: the name, and its transforms outermost
    /// first (`a(b(name))` gives `name` and `["a", "b"]`).
    mutating func readName(_ state: State) throws(SyntaxError) -> (name: String, transforms: [String]) {
        cursor.readWhitespace()
        let text = cursor.read(while: { Self.isNameCharacter($0) }, ascii: Self.isNameByte)
        cursor.readWhitespace()
        guard cursor.read(state.close) else { throw error("a tag is not closed with '\(String(state.close))'") }

        guard text.utf8.contains(UInt8(ascii: "(")) || text.utf8.contains(UInt8(ascii: ")")) else { return (text, []) }
        var call = TemplateCursor(text)
        let function = call.read(while: { Self.isPlainNameCharacter($0) })
        guard !call.isAtEnd else { return (text, []) }
        guard call.read(["("]) else { throw malformedTransform(text) }
        var transforms = [function]
        while true {
            let name = call.read(while: { Self.isPlainNameCharacter($0) })
            if call.read(["("]) {
                transforms.append(name)
                continue
            }
            // Every transform closes its parenthesis, and nothing follows.
            guard call.read([")"]), call.read(while: { $0 == ")" }).count + 1 == transforms.count, call.isAtEnd else {
                throw malformedTransform(text)
            }
            return (name, transforms)
        }
    }

    /// The error of a tag whose transforms (`name(value)`) are malformed.
    func malformedTransform(_ text: String) -> SyntaxError {
        error("'\(text)' is not a name or a transform of one, such as 'uppercased(name)'")
    }

    /// Reads a partial's name and the closing delimiter.
    mutating func readPartialName(_ state: State) throws(SyntaxError) -> String {
        cursor.read(while: \.isWhitespace)
        let name = cursor.read(while: { Self.isPartialNameCharacter($0) })
        cursor.read(while: \.isWhitespace)
        guard cursor.read(state.close) else { throw error("a tag is not closed with '\(String(state.close))'") }
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
        state.open = Array(open)
        state.close = Array(close)
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
