/// Renders parsed templates against a context, as swift-mustache 2.1.1 rendered them.
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

    /// What rendering a list of nodes knows besides the stack.
    struct Scope {
        /// The position in the list the innermost section repeats over, if it does.
        var position: TemplateTransform.ListPosition?
        /// The whitespace a standalone partial tag stood after, added before its lines.
        var indentation: String?
        /// The blocks a parent's caller overrides.
        var blocks: [String: [TemplateNode]]?
        /// Whether `{{name}}` is HTML-escaped (after `{{%CONTENT_TYPE: HTML}}`).
        var escapesHTML = false
    }

    /// The templates partials name.
    let templates: [String: ParsedTemplate]
    /// The values sections pushed, the innermost last.
    var stack: [TemplateValue]
    /// The units left to spend.
    private(set) var remainingUnits: Int
    /// How deeply rendering is nested now.
    private var depth = 0
    /// Why rendering stopped, if it did.
    private(set) var failure: Failure?

    /// A renderer of `templates` against `context`, with a budget of `units`.
    init(templates: [String: ParsedTemplate], context: any TemplateObject, units: Int) {
        self.templates = templates
        stack = [.object(context)]
        remainingUnits = units
    }

    /// The template named `name`, rendered; `nil` when there is no such template or rendering failed.
    mutating func render(templateNamed name: String) -> String? {
        guard let template = templates[name] else { return nil }
        var output = ""
        output.reserveCapacity(16_384)
        render(template.nodes, Scope(), into: &output)
        return failure == nil ? output : nil
    }

    /// Renders `nodes`, appending to `output`.
    mutating func render(_ nodes: [TemplateNode], _ scope: Scope, into output: inout String) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return fail(.tooDeep) }
        var scope = scope
        guard let indentation = scope.indentation, !indentation.isEmpty else {
            for node in nodes where failure == nil {
                render(node, &scope, into: &output)
            }
            return
        }
        // In a standalone partial, every node whose text starts a new line of this partial's
        // output starts with the partial's indentation.
        var local = ""
        for node in nodes where failure == nil {
            var piece = ""
            render(node, &scope, into: &piece)
            if !piece.isEmpty, local.last == "\n" {
                local += indentation
            }
            local += piece
        }
        output += local
    }

    /// Renders one node, appending to `output`; a content-type pragma changes `scope`.
    mutating func render(_ node: TemplateNode, _ scope: inout Scope, into output: inout String) {
        switch node {
        case .text(let text):
            output += text
        case .value(let name, let escaped):
            guard let value = lookUp(name, scope) else { return }
            append(value, escaped: escaped && scope.escapesHTML, to: &output)
        case .section(let name, let nodes):
            renderSection(lookUp(name, scope), nodes, scope, into: &output)
        case .invertedSection(let name, let nodes):
            renderInvertedSection(lookUp(name, scope), nodes, scope, into: &output)
        case .partial(let name, let indentation, let blocks):
            guard let template = templates[name] else { return }
            var inner = Scope(indentation: scope.indentation)
            if let indentation {
                inner.indentation = (scope.indentation ?? "") + indentation
            }
            // A block the outer caller overrides stays overridden.
            inner.blocks = blocks.map { scope.blocks?.merging($0) { outer, _ in outer } ?? $0 } ?? scope.blocks
            render(template.nodes, inner, into: &output)
        case .block(let name, let defaultNodes, let indentation):
            var inner = scope
            inner.position = nil
            inner.indentation = (scope.indentation ?? "") + indentation
            render(scope.blocks?[name] ?? defaultNodes, inner, into: &output)
        case .blockOverride:
            break
        case .contentType(let escapesHTML):
            scope.escapesHTML = escapesHTML
        }
    }

    /// Renders a section over `value`: once per item of a list, once for `true`, once with any
    /// other value pushed; not at all for `false`, an empty list or no value.
    mutating func renderSection(_ value: TemplateValue?, _ nodes: [TemplateNode], _ scope: Scope, into output: inout String) {
        switch value {
        case nil, .flag(false):
            return
        case .flag(true):
            render(nodes, scope, into: &output)
        case .list(let items):
            guard spend(items.count) else { return }
            var inner = scope
            for (index, item) in items.enumerated() where failure == nil {
                inner.position = TemplateTransform.ListPosition(isFirst: index == 0, isLast: index == items.count - 1, index: index)
                stack.append(item)
                render(nodes, inner, into: &output)
                stack.removeLast()
            }
        case .some(let value):
            var inner = scope
            inner.position = nil
            stack.append(value)
            render(nodes, inner, into: &output)
            stack.removeLast()
        }
    }

    /// Renders an inverted section: only for `false`, an empty list or no value.
    mutating func renderInvertedSection(_ value: TemplateValue?, _ nodes: [TemplateNode], _ scope: Scope, into output: inout String) {
        switch value {
        case nil, .flag(false):
            render(nodes, scope, into: &output)
        case .list(let items) where items.isEmpty:
            var inner = scope
            inner.position = nil
            stack.append(.list(items))
            render(nodes, inner, into: &output)
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
