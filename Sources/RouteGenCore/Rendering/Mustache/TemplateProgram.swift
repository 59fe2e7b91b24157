/// A parsed template compiled for rendering: a flat list of instructions whose operands are
/// numbers into the program's tables, so that rendering copies no reference-counted value per
/// instruction, and the template's text as one block of UTF-8 that instructions slice.
///
/// A section's body is the instructions that follow it up to its `end`; a block's default
/// body likewise. Immutable once built, and shared by the tasks that render concurrently. The
/// instructions, the fields and the text are plain values in memory the program owns, so that
/// reading one costs no reference count.
final class TemplateProgram: @unchecked Sendable {
    /// One step of rendering.
    enum Instruction: Sendable {
        /// Append the text at `start`, `count` bytes long.
        case text(start: Int32, count: Int32)
        /// Append the value `name` names; `escaped` when a `CONTENT_TYPE: HTML` pragma may escape it.
        case value(TemplateReference, escaped: Bool)
        /// Render the body (up to `end`) for the value `name` names, or unless it has one when
        /// `inverted`.
        case section(TemplateReference, end: Int32, inverted: Bool)
        /// Render the partial `partials[index]`.
        case partial(Int32)
        /// Render the block `blocks[index]`: its override, or its default body (up to `end`).
        case block(Int32, end: Int32)
        /// Escape `{{name}}` values as HTML from here on in this body, or stop.
        case contentType(escapesHTML: Bool)
    }

    /// A partial a template includes, with the blocks it overrides.
    struct PartialCall: Sendable {
        /// The partial's name.
        var name: String
        /// The whitespace a standalone tag stood after, added to the partial's lines.
        var indentation: String?
        /// The instructions (of the calling program) of the blocks `{{< name}}` overrides.
        var blockRanges: [String: Range<Int>]?
    }

    /// A block a template declares.
    struct Block: Sendable {
        /// The block's name.
        var name: String
        /// The whitespace before its tag.
        var indentation: String
    }

    /// The instructions: the template's own, then the bodies of the blocks it overrides.
    let instructions: UnsafeBufferPointer<Instruction>
    /// How many of the instructions are the template's own.
    let flowCount: Int
    /// The names that tags look up (a field or a text), by reference.
    let plainKeys: [TemplateKey]
    /// The fields of ``plainKeys``, so that a lookup copies no text.
    let plainFields: UnsafeBufferPointer<TemplateField?>
    /// The names with paths or transforms, by reference.
    let names: [TemplateName]
    /// The partials included.
    let partials: [PartialCall]
    /// The blocks declared.
    let blocks: [Block]
    /// The template's text, as UTF-8, owned by the program.
    private let text: UnsafeMutableBufferPointer<UInt8>

    /// A program of `instructions` (the first `flowCount` the template's own) over these tables and `text`.
    init(
        instructions: [Instruction], flowCount: Int, text: [UInt8], plainKeys: [TemplateKey],
        names: [TemplateName], partials: [PartialCall], blocks: [Block]
    ) {
        self.instructions = Self.copy(instructions)
        self.flowCount = flowCount
        self.plainKeys = plainKeys
        plainFields = Self.copy(plainKeys.map(\.field))
        self.names = names
        self.partials = partials
        self.blocks = blocks
        self.text = .allocate(capacity: text.count)
        _ = self.text.initialize(from: text)
    }

    deinit {
        text.deallocate()
        instructions.deallocate()
        plainFields.deallocate()
    }

    /// `values` in memory of their own, which the program frees.
    private static func copy<Value>(_ values: [Value]) -> UnsafeBufferPointer<Value> {
        let buffer = UnsafeMutableBufferPointer<Value>.allocate(capacity: values.count)
        _ = buffer.initialize(from: values)
        return UnsafeBufferPointer(buffer)
    }

    /// The text `count` bytes long at `start`.
    func text(at start: Int32, count: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(start)..<Int(start + count)])
    }

    /// The template's text, as UTF-8: what a ``TemplateImage`` records of it.
    var textBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(text)
    }

    /// The template's own instructions, as a body.
    var body: TemplateBody {
        TemplateBody(program: self, range: 0..<flowCount)
    }
}

/// A name a tag looks up: a plain name (most tags), or one with a path or transforms.
enum TemplateReference: Sendable {
    /// `plainKeys[index]`, looked up on the stack with no transform.
    case plain(Int32)
    /// `.`, the current value itself: each item of a list of texts.
    case current
    /// `names[index]`.
    case complex(Int32)
}

/// Instructions of a program to render: a template, a section's body, a block.
struct TemplateBody: Sendable {
    /// The program holding them.
    var program: TemplateProgram
    /// Their indices.
    var range: Range<Int>
}
