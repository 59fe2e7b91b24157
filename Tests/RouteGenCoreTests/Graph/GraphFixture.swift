import Foundation
import Testing
@testable import RouteGenCore

/// Builds graphs from inline specs, for tests that go from YAML to a drawing.
enum GraphFixture {
    /// The graph of `specs` (file name → YAML, in input order), which must be valid.
    static func graph(_ specs: KeyValuePairs<String, String>) throws -> NavigationGraph {
        let sources = specs.map { SpecSource(path: "Specs/" + $0.key, text: $0.value) }
        let validated = SpecSetValidator.validate(sources, mode: .interface)
        #expect(validated.diagnostics.map(\.description) == [])
        try #require(!validated.diagnostics.hasErrors)
        return NavigationGraphBuilder.build(features: validated.features.map(\.feature), apps: validated.apps)
    }

    /// The lines of `graph`'s Mermaid and DOT text that mention node `id`, without indentation, in order.
    static func lines(mentioning id: String, in graph: NavigationGraph) -> (mermaid: [String], dot: [String]) {
        func lines(of text: String, where mentions: (String) -> Bool) -> [String] {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter(mentions)
        }
        // In Mermaid an identifier stands alone, or before the bracket of its shape.
        let mermaidID = try! Regex("(^| )\(id)([\\[({>]| |$)")
        return (
            lines(of: MermaidRenderer.render(graph)) { $0.contains(mermaidID) },
            lines(of: DOTRenderer.render(graph)) { $0.contains("\"\(id)\"") }
        )
    }
}
