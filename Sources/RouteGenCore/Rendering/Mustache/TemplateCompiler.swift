/// Compiles a parsed template's nodes into a ``TemplateProgram``.
///
/// A section's body follows its instruction; the bodies of the blocks a `{{< parent}}` call
/// overrides are not part of the template's own flow, so they follow the whole template.
struct TemplateCompiler {
    var instructions: [TemplateProgram.Instruction] = []
    var text: [UInt8] = []
    var plainKeys: [TemplateKey] = []
    var plainKeyIndices: [String: Int32] = [:]
    var names: [TemplateName] = []
    var partials: [TemplateProgram.PartialCall] = []
    var blocks: [TemplateProgram.Block] = []
    /// Override bodies waiting to be compiled after the template's own flow: the partial call
    /// they belong to, the block's name, its nodes.
    var pendingOverrides: [(partial: Int, block: String, nodes: [TemplateNode])] = []

    /// The program of `nodes`.
    static func compile(_ nodes: [TemplateNode]) -> TemplateProgram {
        var compiler = TemplateCompiler()
        compiler.emit(nodes)
        let flowCount = compiler.instructions.count
        while !compiler.pendingOverrides.isEmpty {
            let (partial, block, nodes) = compiler.pendingOverrides.removeFirst()
            let start = compiler.instructions.count
            compiler.emit(nodes)
            compiler.partials[partial].blockRanges?[block] = start..<compiler.instructions.count
        }
        return TemplateProgram(
            instructions: compiler.instructions, flowCount: flowCount, text: compiler.text, plainKeys: compiler.plainKeys,
            names: compiler.names, partials: compiler.partials, blocks: compiler.blocks
        )
    }

    /// Appends the instructions of `nodes`. Text that follows text in the same body, with no
    /// instruction between them, extends the instruction before it: a template's lines are one
    /// node each, and a run of lines without tags renders as one copy rather than one per line
    /// (a standalone partial's indentation, added after each line feed, does not depend on how
    /// text is split; see ``TemplateRenderer/render(_:_:into:)``).
    mutating func emit(_ nodes: [TemplateNode]) {
        // The text instruction this body emitted last, while it is the last instruction: its
        // index and where its text starts.
        var run: (index: Int, start: Int32)?
        for node in nodes {
            switch node {
            case .text(let value):
                let start = run?.start ?? Int32(text.count)
                text.append(contentsOf: value)
                let instruction = TemplateProgram.Instruction.text(start: start, count: Int32(text.count) - start)
                if let run {
                    instructions[run.index] = instruction
                } else {
                    run = (instructions.count, start)
                    instructions.append(instruction)
                }
                continue
            case .value(let name, let escaped):
                instructions.append(.value(reference(to: name), escaped: escaped))
            case .section(let name, let body), .invertedSection(let name, let body):
                let index = instructions.count
                instructions.append(.contentType(escapesHTML: false))  // replaced below
                emit(body)
                let isInverted = if case .invertedSection = node { true } else { false }
                instructions[index] = .section(reference(to: name), end: Int32(instructions.count), inverted: isInverted)
            case .partial(let name, let indentation, let overrides):
                let index = partials.count
                partials.append(TemplateProgram.PartialCall(name: name, indentation: indentation, blockRanges: overrides.map { _ in [:] }))
                for (block, nodes) in (overrides ?? [:]).sorted(by: { $0.key < $1.key }) {
                    pendingOverrides.append((index, block, nodes))
                }
                instructions.append(.partial(Int32(index)))
            case .block(let name, let defaultNodes, let indentation):
                let blockIndex = blocks.count
                blocks.append(TemplateProgram.Block(name: name, indentation: indentation))
                let index = instructions.count
                instructions.append(.contentType(escapesHTML: false))  // replaced below
                emit(defaultNodes)
                instructions[index] = .block(Int32(blockIndex), end: Int32(instructions.count))
            case .blockOverride:
                break
            case .contentType(let escapesHTML):
                instructions.append(.contentType(escapesHTML: escapesHTML))
            }
            run = nil
        }
    }

    /// The reference of `name`: plain names share one entry per text.
    mutating func reference(to name: TemplateName) -> TemplateReference {
        if name.scope == .current, name.keys.isEmpty, name.transforms.isEmpty { return .current }
        guard let key = name.plainKey else {
            names.append(name)
            return .complex(Int32(names.count - 1))
        }
        if let index = plainKeyIndices[key.text] { return .plain(index) }
        plainKeys.append(key)
        let index = Int32(plainKeys.count - 1)
        plainKeyIndices[key.text] = index
        return .plain(index)
    }
}
