/// Reads a ``TemplateImage`` back into a parsed template, checking as it goes that every
/// record is whole and every operand lies within its table, so that what it returns renders
/// as safely as a parsed template.
struct TemplateImageReader {
    /// Why an image was not used. Never shown: the template is parsed instead.
    struct Unusable: Error {}

    /// The image.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next token starts.
    private var index = 0

    /// A reader at the start of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The template the image holds, when its digest is `sourceDigest`.
    mutating func readTemplate(sourceDigest: String) throws(Unusable) -> ParsedTemplate {
        try expectLine(TemplateImage.formatLine)
        try expect("digest")
        guard try string() == sourceDigest else { throw Unusable() }

        try expect("instructions")
        let instructionCount = try listCount()
        let flowCount = try count()
        guard flowCount <= instructionCount else { throw Unusable() }
        // Each instruction is checked against the tables below once they are read.
        var instructions: [TemplateProgram.Instruction] = []
        instructions.reserveCapacity(instructionCount)
        for _ in 0..<instructionCount {
            instructions.append(try instruction())
        }

        try expect("keys")
        let plainKeys = try (0..<listCount()).map { _ throws(Unusable) in TemplateKey(try string()) }
        try expect("names")
        let names = try (0..<listCount()).map { _ throws(Unusable) in try name() }
        try expect("partials")
        let partials = try (0..<listCount()).map { _ throws(Unusable) in try partialCall(instructionCount: instructionCount) }
        try expect("blocks")
        let blocks = try (0..<listCount()).map { _ throws(Unusable) in
            TemplateProgram.Block(name: try string(), indentation: try string())
        }
        try expect("references")
        let references = try (0..<listCount()).map { _ throws(Unusable) in
            let name = try string()
            let isDynamic = try flag()
            return PartialReference(name: name, isDynamic: isDynamic, position: SourcePosition(line: try count(), column: try count()))
        }
        try expect("text")
        let text = try byteString()
        try expect("end")
        guard index == bytes.count - 1, bytes[index] == UInt8(ascii: "\n") else { throw Unusable() }

        for (position, instruction) in instructions.enumerated() {
            guard Self.isValid(
                instruction, at: position, instructionCount: instructionCount, textCount: text.count,
                keyCount: plainKeys.count, nameCount: names.count, partialCount: partials.count, blockCount: blocks.count
            ) else { throw Unusable() }
        }
        let program = TemplateProgram(
            instructions: instructions, flowCount: flowCount, text: Array(text), plainKeys: plainKeys,
            names: names, partials: partials, blocks: blocks
        )
        return ParsedTemplate(program: program, partialReferences: references)
    }

    /// Whether `instruction`, the one at `position`, only names text, table entries and
    /// instructions that exist, and ends a body after itself.
    static func isValid(
        _ instruction: TemplateProgram.Instruction, at position: Int, instructionCount: Int, textCount: Int,
        keyCount: Int, nameCount: Int, partialCount: Int, blockCount: Int
    ) -> Bool {
        func isValid(_ reference: TemplateReference) -> Bool {
            switch reference {
            case .plain(let index): index >= 0 && Int(index) < keyCount
            case .complex(let index): index >= 0 && Int(index) < nameCount
            case .current: true
            }
        }
        func ends(_ end: Int32) -> Bool { Int(end) > position && Int(end) <= instructionCount }
        switch instruction {
        case .text(let start, let count):
            return start >= 0 && count >= 0 && Int(start) + Int(count) <= textCount
        case .value(let reference, _):
            return isValid(reference)
        case .section(let reference, let end, _):
            return isValid(reference) && ends(end)
        case .partial(let index):
            return index >= 0 && Int(index) < partialCount
        case .block(let index, let end):
            return index >= 0 && Int(index) < blockCount && ends(end)
        case .contentType:
            return true
        }
    }

    /// One instruction: its opcode, then its operands.
    private mutating func instruction() throws(Unusable) -> TemplateProgram.Instruction {
        guard let opcode = TemplateImage.Opcode(rawValue: try letter()) else { throw Unusable() }
        switch opcode {
        case .text:
            return .text(start: try int32(), count: try int32())
        case .value:
            return .value(try reference(), escaped: try flag())
        case .section:
            return .section(try reference(), end: try int32(), inverted: try flag())
        case .partial:
            return .partial(try int32())
        case .block:
            return .block(try int32(), end: try int32())
        case .contentType:
            return .contentType(escapesHTML: try flag())
        }
    }

    /// A reference: its letter, and its index unless it is the current value.
    private mutating func reference() throws(Unusable) -> TemplateReference {
        switch try letter() {
        case TemplateImage.Letter.plain: .plain(try int32())
        case TemplateImage.Letter.complex: .complex(try int32())
        case TemplateImage.Letter.current: .current
        default: throw Unusable()
        }
    }

    /// A name with a path or transforms: its scope, its keys, its transforms.
    private mutating func name() throws(Unusable) -> TemplateName {
        let scope: TemplateName.Scope = switch try letter() {
        case TemplateImage.Letter.stack: .stack
        case TemplateImage.Letter.current: .current
        case TemplateImage.Letter.listPosition: .listPosition
        default: throw Unusable()
        }
        let keys = try (0..<listCount()).map { _ throws(Unusable) in TemplateKey(try string()) }
        let transforms = try (0..<listCount()).map { _ throws(Unusable) in try string() }
        return TemplateName(scope: scope, keys: keys, transforms: transforms)
    }

    /// A partial call: its name, its indentation, and the ranges of the blocks it overrides.
    private mutating func partialCall(instructionCount: Int) throws(Unusable) -> TemplateProgram.PartialCall {
        let name = try string()
        let indentation = try skipNone() ? nil : try string()
        guard !(try skipNone()) else { return TemplateProgram.PartialCall(name: name, indentation: indentation, blockRanges: nil) }
        var ranges: [String: Range<Int>] = [:]
        for _ in 0..<(try listCount()) {
            let block = try string()
            let lower = try count()
            let upper = try count()
            guard lower <= upper, upper <= instructionCount, ranges[block] == nil else { throw Unusable() }
            ranges[block] = lower..<upper
        }
        return TemplateProgram.PartialCall(name: name, indentation: indentation, blockRanges: ranges)
    }

    // MARK: Tokens

    /// Skips the spaces and line feeds before a token.
    private mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
            index += 1
        }
    }

    /// Reads `line` and its line feed.
    private mutating func expectLine(_ line: String) throws(Unusable) {
        for byte in line.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw Unusable() }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { throw Unusable() }
        index += 1
    }

    /// Reads the word `word`.
    private mutating func expect(_ word: StaticString) throws(Unusable) {
        skipSeparators()
        let matches = word.withUTF8Buffer { expected in
            index + expected.count <= bytes.count && expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { throw Unusable() }
        index += word.utf8CodeUnitCount
    }

    /// Reads a one-letter token.
    private mutating func letter() throws(Unusable) -> UInt8 {
        skipSeparators()
        guard index < bytes.count else { throw Unusable() }
        defer { index += 1 }
        return bytes[index]
    }

    /// Reads `-`, the mark of a missing value, if it is next; whether it was.
    private mutating func skipNone() throws(Unusable) -> Bool {
        skipSeparators()
        guard index < bytes.count else { throw Unusable() }
        guard bytes[index] == TemplateImage.Letter.none else { return false }
        index += 1
        return true
    }

    /// Reads a decimal number of at most nine digits: a count, an index or a position.
    private mutating func count() throws(Unusable) -> Int {
        skipSeparators()
        var value = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            digits += 1
            guard digits <= 9 else { throw Unusable() }
        }
        guard digits > 0 else { throw Unusable() }
        return value
    }

    /// Reads the number of items a list holds: no more than the bytes left, as each takes at
    /// least one, so that a damaged count cannot ask for a huge array.
    private mutating func listCount() throws(Unusable) -> Int {
        let items = try count()
        guard items <= bytes.count - index else { throw Unusable() }
        return items
    }

    /// Reads a number that an instruction holds.
    private mutating func int32() throws(Unusable) -> Int32 {
        Int32(try count())
    }

    /// Reads `0` or `1`.
    private mutating func flag() throws(Unusable) -> Bool {
        switch try count() {
        case 0: false
        case 1: true
        default: throw Unusable()
        }
    }

    /// Reads a string: its UTF-8 length, a colon, its bytes.
    private mutating func string() throws(Unusable) -> String {
        String(decoding: try byteString(), as: UTF8.self)
    }

    /// Reads bytes written as their count, a colon and the bytes themselves.
    private mutating func byteString() throws(Unusable) -> UnsafeBufferPointer<UInt8> {
        let length = try count()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), length <= bytes.count - index - 1 else { throw Unusable() }
        let start = index + 1
        index = start + length
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }
}
