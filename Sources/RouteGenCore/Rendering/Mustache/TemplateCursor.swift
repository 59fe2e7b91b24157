/// A position in a template's characters, read forward by ``TemplateParser``.
///
/// Characters, not bytes: Mustache reads `\r\n` as one line break, and a delimiter followed by a
/// combining mark is no delimiter.
struct TemplateCursor {
    /// The template's characters, when some take more than a byte; empty when every byte is a
    /// character, which ``character(at:)`` then makes from its byte (an array of a `Character`
    /// per byte cost more to make and to free than the parse itself).
    private let multiByteCharacters: [Character]
    /// The template's UTF-8 bytes.
    let utf8: [UInt8]
    /// Where each character starts in ``utf8``, and one more entry for the end; empty when every
    /// byte is a character.
    private let utf8Offsets: [Int]
    /// Whether every byte is a character of its own (ASCII without `\r`), so that the index of
    /// a character is that of its byte and the fast paths may read bytes.
    let isOneCharacterPerByte: Bool
    /// How many characters the template has.
    let characterCount: Int
    /// The index of the next character.
    var index = 0

    /// A cursor at the start of `text`. With `readsBytes` false it reads characters even where
    /// every byte is one, as it reads any other text: tests compare the two ways.
    init(_ text: String, readsBytes: Bool = true) {
        utf8 = text.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(text.utf8)
        // Where every byte is a character of its own, there is no need to find where characters
        // end (the built-in templates are such text, and are read every run).
        isOneCharacterPerByte = readsBytes && utf8.isOneCharacterPerByte
        if isOneCharacterPerByte {
            multiByteCharacters = []
            utf8Offsets = []
            characterCount = utf8.count
            return
        }
        let characters = Array(text)
        multiByteCharacters = characters
        characterCount = characters.count
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)
        utf8Offsets = offsets
    }

    /// Every ASCII character, by its byte: making a `Character` from a byte costs a string.
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// The character at `index`.
    func character(at index: Int) -> Character {
        isOneCharacterPerByte ? Self.asciiCharacters[Int(utf8[index])] : multiByteCharacters[index]
    }

    /// Where the character at `index` (or the end, at ``characterCount``) starts in ``utf8``.
    private func utf8Offset(of index: Int) -> Int {
        isOneCharacterPerByte ? index : utf8Offsets[index]
    }

    /// The text of the characters from `start` up to `end`.
    func text(from start: Int, to end: Int) -> String {
        String(decoding: utf8[utf8Offset(of: start)..<utf8Offset(of: end)], as: UTF8.self)
    }

    /// The UTF-8 bytes of the characters from `start` up to `end`: a slice of ``utf8``.
    func bytes(from start: Int, to end: Int) -> ArraySlice<UInt8> {
        utf8[utf8Offset(of: start)..<utf8Offset(of: end)]
    }

    /// The UTF-8 bytes of the characters at `indices`.
    func bytes(of indices: Range<Int>) -> ArraySlice<UInt8> {
        bytes(from: indices.lowerBound, to: indices.upperBound)
    }

    /// The text of the characters at `indices`.
    func text(of indices: Range<Int>) -> String {
        text(from: indices.lowerBound, to: indices.upperBound)
    }

    /// Whether every character has been read.
    var isAtEnd: Bool { index == characterCount }

    /// The next character, or `nil` at the end.
    var current: Character? { isAtEnd ? nil : character(at: index) }

    /// The next character's byte when it is one ASCII byte (so not `\r\n`); 0 when it is not,
    /// or at the end.
    var currentASCIIByte: UInt8 {
        guard index < characterCount else { return 0 }
        guard !isOneCharacterPerByte else { return utf8[index] }
        let offset = utf8Offsets[index]
        return utf8Offsets[index + 1] - offset == 1 ? utf8[offset] : 0
    }

    /// Whether the next character is a line break (`Character.isNewline`): read from its byte
    /// when every byte is a character, where the ASCII line breaks are `\n`, vertical tab and
    /// form feed (`\r` is never such a byte).
    var isAtLineBreak: Bool {
        guard index < characterCount else { return false }
        guard isOneCharacterPerByte else { return character(at: index).isNewline }
        return (0x0A...0x0D).contains(utf8[index])
    }

    /// Whether the next characters are `delimiter`; its bytes are compared with the template's
    /// when every byte is a character, where they match exactly when its characters do (a
    /// delimiter holds no whitespace, so no `\r\n`, and a character that is not one ASCII byte
    /// matches no byte of such a template).
    func isLooking(at delimiter: TemplateDelimiter) -> Bool {
        guard isOneCharacterPerByte else { return isLooking(at: delimiter.characters) }
        let bytes = delimiter.utf8
        guard !bytes.isEmpty, utf8.count - index >= bytes.count else { return false }
        for offset in bytes.indices where utf8[index + offset] != bytes[offset] {
            return false
        }
        return true
    }

    /// Reads `delimiter` if the next characters are it; whether they were.
    mutating func read(_ delimiter: TemplateDelimiter) -> Bool {
        guard isLooking(at: delimiter) else { return false }
        index += delimiter.characters.count
        return true
    }

    /// Whether the next characters are `pattern`.
    func isLooking(at pattern: [Character]) -> Bool {
        guard !pattern.isEmpty, characterCount - index >= pattern.count else { return false }
        for offset in pattern.indices where character(at: index + offset) != pattern[offset] {
            return false
        }
        return true
    }

    /// Reads `pattern` if the next characters are it; whether they were.
    mutating func read(_ pattern: [Character]) -> Bool {
        guard isLooking(at: pattern) else { return false }
        index += pattern.count
        return true
    }

    /// Reads characters while `predicate` holds; what it read.
    @discardableResult
    mutating func read(while predicate: (Character) -> Bool) -> String {
        let start = index
        while index < characterCount, predicate(character(at: index)) {
            index += 1
        }
        return text(from: start, to: index)
    }

    /// Reads characters while `predicate` holds, as ``read(while:)``, without making a string
    /// of them.
    mutating func skip(while predicate: (Character) -> Bool) {
        while index < characterCount, predicate(character(at: index)) {
            index += 1
        }
    }

    /// Reads the whitespace characters that follow, as `read(while: \.isWhitespace)`, without
    /// making a string of them; over bytes when every byte is a character.
    mutating func readWhitespace() {
        guard isOneCharacterPerByte else { return skip(while: \.isWhitespace) }
        while index < utf8.count, Self.isWhitespaceByte(utf8[index]) {
            index += 1
        }
    }

    /// Whether `byte`, in a template whose every byte is a character, is a whitespace character:
    /// a tab, a line break or a space.
    static func isWhitespaceByte(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == 0x20
    }

    /// Reads the spaces and tabs that follow; the indices of what it read.
    @discardableResult
    mutating func readSpacesAndTabs() -> Range<Int> {
        let start = index
        if isOneCharacterPerByte {
            while index < utf8.count, utf8[index] == 0x20 || utf8[index] == 0x09 {
                index += 1
            }
        } else {
            skip(while: { $0 == " " || $0 == "\t" })
        }
        return start..<index
    }

    /// Reads up to the first character for which `predicate` holds, which it leaves unread;
    /// `nil`, reading nothing, when no character does.
    mutating func read(upTo predicate: (Character) -> Bool) -> String? {
        var end = index
        while end < characterCount, !predicate(character(at: end)) {
            end += 1
        }
        guard end < characterCount else { return nil }
        defer { index = end }
        return text(from: index, to: end)
    }

    /// Reads up to and past the first occurrence of `pattern`; `nil`, reading nothing, when
    /// there is none.
    mutating func read(through pattern: [Character]) -> String? {
        var probe = self
        while !probe.isAtEnd {
            if probe.isLooking(at: pattern) {
                defer { index = probe.index + pattern.count }
                return text(from: index, to: probe.index)
            }
            probe.index += 1
        }
        return nil
    }

    /// Whether the rest of the line is spaces and tabs, reading them and the line break when it
    /// is; at the end of the template, whether nothing is left.
    mutating func readRestOfLineIfBlank() -> Bool {
        guard !isAtEnd else { return true }
        let start = index
        readSpacesAndTabs()
        guard isAtLineBreak else {
            index = start
            return false
        }
        index += 1
        return true
    }

    /// The 1-based line and column of `index`: lines end at every line break character, and
    /// columns count characters.
    func position(of index: Int) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for offset in 0..<min(index, characterCount) where character(at: offset).isNewline {
            line += 1
            lineStart = offset + 1
        }
        return SourcePosition(line: line, column: index - lineStart + 1)
    }
}

/// A tag delimiter (`{{`, `}}`, or what a `{{=<% %>=}}` tag sets), as characters for templates
/// whose characters may take more than a byte and as bytes for those whose every byte is one.
struct TemplateDelimiter {
    /// The delimiter's characters.
    let characters: [Character]
    /// The delimiter's UTF-8 bytes.
    let utf8: [UInt8]

    /// The delimiter `text`.
    init(_ text: String) {
        characters = Array(text)
        utf8 = Array(text.utf8)
    }

    /// The delimiter as text, for error messages.
    var text: String { String(characters) }
}
