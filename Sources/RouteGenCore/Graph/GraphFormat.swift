/// The text formats `routegen graph` draws in.
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
    /// A Mermaid flowchart, which GitHub renders in a Markdown ```` ```mermaid ```` block.
    case mermaid
    /// A Graphviz DOT digraph: `dot -Tsvg graph.dot -o graph.svg`.
    case dot

    /// The text of `graph` in this format.
    func render(_ graph: NavigationGraph) -> String {
        switch self {
        case .mermaid: MermaidRenderer.render(graph)
        case .dot: DOTRenderer.render(graph)
        }
    }
}
