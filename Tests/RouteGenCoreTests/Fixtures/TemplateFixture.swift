@testable import RouteGenCore

/// A context of named values, for templates written in tests.
final class DictionaryContext: TemplateObject {
    /// The values, by name.
    let values: [String: TemplateValue]

    /// A context holding `values`.
    init(_ values: [String: TemplateValue]) {
        self.values = values
    }

    /// The value of `field`.
    override func value(for field: TemplateField) -> TemplateValue? {
        values[field.rawValue]
    }

    /// The value named `name`.
    override func value(named name: String) -> TemplateValue? {
        values[name]
    }
}

/// Renders templates given as text with routegen's engine, outside a ``TemplateSet``.
enum TemplateFixture {
    /// `main` rendered against `context`, with `partials` by name; `nil` when a template does not
    /// parse or rendering fails.
    static func render(_ main: String, partials: [String: String] = [:], context: [String: TemplateValue]) -> String? {
        var library: [String: ParsedTemplate] = [:]
        for (name, text) in partials.merging(["main": main], uniquingKeysWith: { $1 }) {
            guard let parsed = try? TemplateParser.parse(text) else { return nil }
            library[name] = parsed
        }
        var renderer = TemplateRenderer(templates: library, context: DictionaryContext(context), units: RenderBudget.standardUnits)
        return renderer.render(templateNamed: "main")
    }

    /// `main` rendered, or the message of its syntax error.
    static func renderOrError(_ main: String, context: [String: TemplateValue] = [:]) -> String {
        do {
            let parsed = try TemplateParser.parse(main)
            var renderer = TemplateRenderer(templates: ["main": parsed], context: DictionaryContext(context), units: RenderBudget.standardUnits)
            return renderer.render(templateNamed: "main") ?? "failed: \(String(describing: renderer.failure))"
        } catch {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        }
    }
}

extension TemplateRenderer {
    /// The template named `name`, rendered as text; `nil` when there is no such template or rendering failed.
    mutating func render(templateNamed name: String) -> String? {
        render(templateNamed: name) { String(decoding: $0, as: UTF8.self) }
    }
}
