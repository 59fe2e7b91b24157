extension GraphFormat {
    /// The text of `graph` in this format.
    func render(_ graph: NavigationGraph) -> String {
        switch self {
        case .mermaid: MermaidRenderer.render(graph)
        case .dot: DOTRenderer.render(graph)
        }
    }
}
