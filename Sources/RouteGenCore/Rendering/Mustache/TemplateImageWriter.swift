/// Writes a ``TemplateImage``: the records of a parsed template, in the order
/// ``TemplateImageReader`` reads them.
struct TemplateImageWriter {
    /// The image so far.
    private(set) var bytes: [UInt8] = []

    /// Writes `template`, compiled from a text whose digest is `sourceDigest`.
    mutating func write(_ template: ParsedTemplate, sourceDigest: String) {
        let program = template.program
        line(TemplateImage.formatLine)
        word("digest")
        string(sourceDigest)
        endLine()

        word("instructions")
        number(program.instructions.count)
        number(program.flowCount)
        endLine()
        for instruction in program.instructions {
            write(instruction)
            endLine()
        }

        list("keys", program.plainKeys) { $0.string($1.text) }
        list("names", program.names) { $0.write($1) }
        list("partials", program.partials) { $0.write($1) }
        list("blocks", program.blocks) { writer, block in
            writer.string(block.name)
            writer.string(block.indentation)
        }
        list("references", template.partialReferences) { writer, reference in
            writer.string(reference.name)
            writer.number(reference.isDynamic ? 1 : 0)
            writer.number(reference.position.line)
            writer.number(reference.position.column)
        }

        word("text")
        byteString(program.textBytes)
        endLine()
        line("end")
    }

    /// Writes a list: its name and count on a line, then each item on a line of its own.
    private mutating func list<Items: Collection>(_ name: StaticString, _ items: Items, _ writeItem: (inout TemplateImageWriter, Items.Element) -> Void) {
        word(name)
        number(items.count)
        endLine()
        for item in items {
            writeItem(&self, item)
            endLine()
        }
    }

    /// Writes one instruction: its opcode, then its operands.
    private mutating func write(_ instruction: TemplateProgram.Instruction) {
        switch instruction {
        case .text(let start, let count):
            opcode(.text)
            number(Int(start))
            number(Int(count))
        case .value(let reference, let escaped):
            opcode(.value)
            write(reference)
            number(escaped ? 1 : 0)
        case .section(let reference, let end, let inverted):
            opcode(.section)
            write(reference)
            number(Int(end))
            number(inverted ? 1 : 0)
        case .partial(let index):
            opcode(.partial)
            number(Int(index))
        case .block(let index, let end):
            opcode(.block)
            number(Int(index))
            number(Int(end))
        case .contentType(let escapesHTML):
            opcode(.contentType)
            number(escapesHTML ? 1 : 0)
        }
    }

    /// Writes a reference: its letter, and its index unless it is the current value.
    private mutating func write(_ reference: TemplateReference) {
        switch reference {
        case .plain(let index):
            letter(TemplateImage.Letter.plain)
            number(Int(index))
        case .complex(let index):
            letter(TemplateImage.Letter.complex)
            number(Int(index))
        case .current:
            letter(TemplateImage.Letter.current)
        }
    }

    /// Writes a name with a path or transforms: its scope, its keys, its transforms.
    private mutating func write(_ name: TemplateName) {
        switch name.scope {
        case .stack: letter(TemplateImage.Letter.stack)
        case .current: letter(TemplateImage.Letter.current)
        case .listPosition: letter(TemplateImage.Letter.listPosition)
        }
        number(name.keys.count)
        for key in name.keys { string(key.text) }
        number(name.transforms.count)
        for transform in name.transforms { string(transform) }
    }

    /// Writes a partial call: its name, its indentation, the ranges of the blocks it overrides
    /// by name (sorted, so that an image does not depend on a dictionary's order).
    private mutating func write(_ call: TemplateProgram.PartialCall) {
        string(call.name)
        if let indentation = call.indentation { string(indentation) } else { letter(TemplateImage.Letter.none) }
        guard let ranges = call.blockRanges else { return letter(TemplateImage.Letter.none) }
        number(ranges.count)
        for (block, range) in ranges.sorted(by: { $0.key < $1.key }) {
            string(block)
            number(range.lowerBound)
            number(range.upperBound)
        }
    }

    /// Writes `text` and a line feed.
    private mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        endLine()
    }

    /// Ends a record.
    private mutating func endLine() {
        if bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes a word and a space.
    private mutating func word(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: " "))
    }

    /// Writes an opcode's letter and a space.
    private mutating func opcode(_ opcode: TemplateImage.Opcode) {
        letter(opcode.rawValue)
    }

    /// Writes one letter and a space.
    private mutating func letter(_ letter: UInt8) {
        bytes.append(letter)
        bytes.append(UInt8(ascii: " "))
    }

    /// Writes a number in decimal and a space.
    private mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
        bytes.append(UInt8(ascii: " "))
    }

    /// Writes a string as its length, a colon and its UTF-8 bytes, and a space.
    private mutating func string(_ text: String) {
        byteString(text.utf8)
    }

    /// Writes bytes as their count, a colon and the bytes themselves, and a space.
    private mutating func byteString(_ content: some Collection<UInt8>) {
        bytes.append(contentsOf: String(content.count).utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: content)
        bytes.append(UInt8(ascii: " "))
    }
}
