/// Renders parsed templates against a context, as swift-mustache 2.1.1 rendered them, into
/// UTF-8 bytes.
///
/// Every lookup spends a unit of a budget and every repetition of a list one more, so that
/// sections nested in sections (which repeat for every combination of their items) end in an
/// error rather than a run that never ends; partials and blocks nest at most
/// ``maximumDepth`` levels deep.
struct TemplateRenderer {
    /// Why rendering stopped before the end.
    enum Failure: Equatable, Sendable {
        /// It spent more than its budget.
        case budgetSpent
        /// Partials, blocks and sections nested deeper than ``TemplateRenderer/maximumDepth``.
        case tooDeep
    }

    /// How deeply sections, partials and blocks may nest while rendering.
    static let maximumDepth = 200

    /// What rendering a body knows besides the stack.
    struct Scope {
        /// The position in the list the innermost section repeats over, if it does.
        var position: TemplateTransform.ListPosition?
        /// The whitespace a standalone partial tag stood after, added before its lines.
        var indentation: String?
        /// The blocks a parent's caller overrides.
        var blocks: [String: TemplateBody]?
        /// Whether `{{name}}` is HTML-escaped (after `{{%CONTENT_TYPE: HTML}}`).
        var escapesHTML = false
    }

    /// The templates partials name.
    let templates: [String: ParsedTemplate]
    /// The context rendering starts from, kept here while the stack's first frame lends it.
    private let root: TemplateObject
    /// The values sections pushed, the innermost last. Only the renderer pushes, as only it keeps
    /// alive the contexts its frames lend (see ``TemplateFrame``).
    private(set) var stack: [TemplateFrame]
    /// The units left to spend.
    private(set) var remainingUnits: Int
    /// How deeply rendering is nested now.
    private var depth = 0
    /// Why rendering stopped, if it did.
    private(set) var failure: Failure?

    /// A renderer of `templates` against `context`, with a budget of `units`.
    init(templates: [String: ParsedTemplate], context: TemplateObject, units: Int) {
        self.templates = templates
        root = context
        stack = [.context(.passUnretained(context))]
        remainingUnits = units
    }

    /// Renders the template named `name` after `prefix`, and lends the bytes to `take`; what
    /// `take` returns, or `nil` when there is no such template or rendering failed (and `take`
    /// is not called). The bytes live in scratch memory with room for 64 KiB, more than a
    /// 30-screen feature's largest file (about 20 KiB), so that it does not grow and copy itself
    /// while rendering (only the pages written are ever touched); `take` decides where they go
    /// from there: into a file's own array, or straight to a staged file (see `OutputStaging`).
    mutating func render<Result>(templateNamed name: String, after prefix: [UInt8] = [], _ take: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let template = templates[name] else { return nil }
        var rendered = TemplateOutput(capacity: 65_536)
        prefix.withUnsafeBufferPointer { rendered.append($0) }
        var scope = Scope()
        render(template.program.body, &scope, into: &rendered)
        guard failure == nil else { return nil }
        return rendered.withBytes(take)
    }

    /// Renders `body`, appending to `output`. `scope` is the caller's, lent rather than copied
    /// (a copy retained its strings and blocks, on each of the hundred thousand bodies of a
    /// 100-feature run): a content-type pragma changes it for the rest of this body only, so
    /// it is set back when the body ends.
    mutating func render(_ body: TemplateBody, _ scope: inout Scope, into output: inout TemplateOutput) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return fail(.tooDeep) }
        let escapesHTML = scope.escapesHTML
        defer { scope.escapesHTML = escapesHTML }
        let program = body.program
        var index = body.range.lowerBound
        guard let indentation = scope.indentation, !indentation.isEmpty else {
            while index < body.range.upperBound, failure == nil {
                index = render(program, at: index, &scope, into: &output)
            }
            return
        }
        // In a standalone partial, every instruction whose output starts a new line of this
        // body's output starts with the partial's indentation; so does every line of a text
        // instruction, which holds the lines of a run of text nodes (``TemplateCompiler/emit(_:)``).
        var local = TemplateOutput()
        var piece = TemplateOutput()
        while index < body.range.upperBound, failure == nil {
            if case .text(let start, let count) = program.instructions[index] {
                Self.appendLines(of: program.text(at: start, count: count), indentedBy: indentation, to: &local)
                index += 1
                continue
            }
            piece.removeAll()
            index = render(program, at: index, &scope, into: &piece)
            if !piece.isEmpty, local.endsWithLineFeed {
                local.append(indentation)
            }
            local.append(piece)
        }
        output.append(local)
    }

    /// Appends `text` line by line to `output`, `indentation` before each line that starts a
    /// line of `output`: the same bytes as appending each line as a piece of its own.
    static func appendLines(of text: UnsafeBufferPointer<UInt8>, indentedBy indentation: String, to output: inout TemplateOutput) {
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: 0x0A).map { $0 + 1 } ?? text.count
            if output.endsWithLineFeed { output.append(indentation) }
            output.append(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]))
            lineStart = lineEnd
        }
    }

    /// Renders the instruction at `index` of `program` (with its body, for a section or a
    /// block), appending to `output`; the index of the next instruction. A content-type
    /// pragma changes `scope`.
    ///
    /// Text, plain names and sections, most of what a template holds, are rendered here;
    /// partials, blocks and names to escape or to transform, in calls of their own. Written in
    /// here, their scopes' strings and tables made every call dearer: rendering a 100-feature
    /// app took 22% more instructions.
    mutating func render(_ program: TemplateProgram, at index: Int, _ scope: inout Scope, into output: inout TemplateOutput) -> Int {
        switch program.instructions[index] {
        case .text(let start, let count):
            output.append(program.text(at: start, count: count))
        case .value(let reference, let escaped):
            // Most tags name a field and are not escaped: their text is appended in place.
            if !(escaped && scope.escapesHTML), case .plain(let key) = reference, let field = program.plainFields[Int(key)] {
                appendStackValue(for: field, to: &output)
            } else {
                appendValue(of: reference, escaped: escaped, in: program, scope, to: &output)
            }
        case .section(let reference, let end, let inverted):
            let value = lookUp(reference, in: program, scope)
            let body = TemplateBody(program: program, range: (index + 1)..<Int(end))
            if inverted {
                renderInvertedSection(value, body, &scope, into: &output)
            } else {
                renderSection(value, body, &scope, into: &output)
            }
            return Int(end)
        case .partial(let call):
            renderPartial(program.partials[Int(call)], of: program, scope, into: &output)
        case .block(let block, let end):
            renderBlock(program.blocks[Int(block)], of: program, defaultBody: (index + 1)..<Int(end), scope, into: &output)
            return Int(end)
        case .contentType(let escapesHTML):
            scope.escapesHTML = escapesHTML
        }
        return index + 1
    }

    /// Appends the value `reference` names, HTML-escaped when `escaped` and `scope` escapes.
    @inline(never)
    mutating func appendValue(of reference: TemplateReference, escaped: Bool, in program: TemplateProgram, _ scope: Scope, to output: inout TemplateOutput) {
        guard let value = lookUp(reference, in: program, scope) else { return }
        append(value, escaped: escaped && scope.escapesHTML, to: &output)
    }

    /// Renders the partial `call` of `program` names, in a scope of its own.
    @inline(never)
    mutating func renderPartial(_ call: TemplateProgram.PartialCall, of program: TemplateProgram, _ scope: Scope, into output: inout TemplateOutput) {
        guard let template = templates[call.name] else { return }
        var inner = Scope(indentation: scope.indentation)
        if let indentation = call.indentation {
            inner.indentation = (scope.indentation ?? "") + indentation
        }
        // A block the outer caller overrides stays overridden.
        inner.blocks = call.blockRanges.map { ranges in
            let overrides = ranges.mapValues { TemplateBody(program: program, range: $0) }
            return scope.blocks?.merging(overrides) { outer, _ in outer } ?? overrides
        } ?? scope.blocks
        render(template.program.body, &inner, into: &output)
    }

    /// Renders `block` of `program`: its override in `scope`, or its default body, the
    /// instructions `defaultBody`.
    @inline(never)
    mutating func renderBlock(_ block: TemplateProgram.Block, of program: TemplateProgram, defaultBody: Range<Int>, _ scope: Scope, into output: inout TemplateOutput) {
        var inner = scope
        inner.position = nil
        inner.indentation = (scope.indentation ?? "") + block.indentation
        render(scope.blocks?[block.name] ?? TemplateBody(program: program, range: defaultBody), &inner, into: &output)
    }

    /// Renders a section over `value`: once per item of a list, once for `true`, once with any
    /// other value pushed; not at all for `false`, an empty list or no value. The list position
    /// it sets in the lent `scope` is set back when it ends.
    mutating func renderSection(_ value: TemplateValue?, _ body: TemplateBody, _ scope: inout Scope, into output: inout TemplateOutput) {
        switch value {
        case nil, .flag(false):
            return
        case .flag(true):
            render(body, &scope, into: &output)
        case .list(let items):
            guard spend(items.count) else { return }
            let position = scope.position
            defer { scope.position = position }
            // By index: an enumerated iterator copies each item before it is pushed.
            for index in items.indices where failure == nil {
                scope.position = TemplateTransform.ListPosition(isFirst: index == 0, isLast: index == items.count - 1, index: index)
                stack.append(TemplateFrame(lending: items[index]))
                render(body, &scope, into: &output)
                stack.removeLast()
            }
        case .some(let value):
            let position = scope.position
            defer { scope.position = position }
            scope.position = nil
            stack.append(TemplateFrame(lending: value))
            render(body, &scope, into: &output)
            stack.removeLast()
        }
    }

    /// Renders an inverted section: only for `false`, an empty list or no value.
    mutating func renderInvertedSection(_ value: TemplateValue?, _ body: TemplateBody, _ scope: inout Scope, into output: inout TemplateOutput) {
        switch value {
        case nil, .flag(false):
            render(body, &scope, into: &output)
        case .list(let items) where items.isEmpty:
            let position = scope.position
            defer { scope.position = position }
            scope.position = nil
            stack.append(.value(.list(items)))
            render(body, &scope, into: &output)
            stack.removeLast()
        default:
            return
        }
    }

    /// Spends `units`; whether the budget covered them.
    mutating func spend(_ units: Int) -> Bool {
        remainingUnits -= units
        guard remainingUnits >= 0 else {
            fail(.budgetSpent)
            return false
        }
        return true
    }

    /// Stops rendering for `failure`.
    mutating func fail(_ failure: Failure) {
        if self.failure == nil { self.failure = failure }
    }
}

/// A value on the renderer's stack: a context, lent without a retain, or any other value, held.
///
/// A context is asked on every lookup that reaches its frame, hundreds of thousands of times a
/// run; read from the stack's memory, a held reference was retained and released around every
/// question. What pushes a context keeps it alive for as long as its frame is on the stack: the
/// renderer its root, a section the value it repeats or pushes.
enum TemplateFrame {
    /// A context, unretained.
    case context(Unmanaged<TemplateObject>)
    /// Any other value (a text, a list, a flag, a number), held.
    case value(TemplateValue)

    /// The frame of `value`, which the caller keeps alive while the frame is on the stack.
    init(lending value: TemplateValue) {
        if case .object(let context) = value {
            self = .context(.passUnretained(context))
        } else {
            self = .value(value)
        }
    }

    /// The frame's value.
    var value: TemplateValue {
        switch self {
        case .context(let context): .object(context.takeUnretainedValue())
        case .value(let value): value
        }
    }
}
