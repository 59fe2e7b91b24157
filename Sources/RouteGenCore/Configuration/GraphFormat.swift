/// The text formats `routegen graph` draws in.
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
    /// A Mermaid flowchart, which GitHub renders in a Markdown ```` ```mermaid ```` block.
    case mermaid
    /// A Graphviz DOT digraph: `dot -Tsvg graph.dot -o graph.svg`.
    case dot
}
