/// Draws a ``NavigationGraph`` as a Mermaid flowchart, left to right: a frame (subgraph) per
/// feature, a shape per kind of node, an arrow style per kind of relation.
///
/// Identifiers are the graph's own (ASCII letters, digits, `_`; never `end`); every label is
/// quoted and escaped by ``MermaidText``.
enum MermaidRenderer {
    /// The flowchart's text, ending with a line break.
    static func render(_ graph: NavigationGraph) -> String {
        var lines = ["flowchart LR"]
        lines += graph.nodes.map { "    " + node($0) }
        for cluster in graph.clusters {
            lines.append("    subgraph \(cluster.id)[\(MermaidText.label([cluster.title]))]")
            lines += cluster.nodes.map { "        " + node($0) }
            lines.append("    end")
        }
        lines += graph.edges.map { "    " + edge($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node's declaration: its identifier and its label in the shape of its kind.
    static func node(_ node: GraphNode) -> String {
        let label = MermaidText.label(node.lines)
        let (open, close) = shape(of: node.kind)
        return node.id + open + label + close
    }

    /// The brackets around a label that give each kind its shape: a trapezoid for the app,
    /// a stadium for a root, a rectangle for a screen, rounded for a sheet, double-sided for a
    /// full-screen cover, a hexagon for a popover, a flag for an unread feature's stack.
    static func shape(of kind: GraphNode.Kind) -> (open: String, close: String) {
        switch kind {
        case .app, .appLayer: ("[/", "\\]")
        case .root: ("([", "])")
        case .screen: ("[", "]")
        case .modal(.sheet): ("(", ")")
        case .modal(.fullScreenCover): ("[[", "]]")
        case .modal(.popover): ("{{", "}}")
        case .externalStack: (">", "]")
        }
    }

    /// An arrow: solid for tabs and pushes, dotted for presenting a modal, thick for a hosted
    /// stack, ending in a circle for an event; an arrow from a `parent:` screen says so.
    static func edge(_ edge: GraphEdge) -> String {
        let arrow = switch edge.kind {
        case .tab, .appFeature, .push, .pushOnParent: "-->"
        case .present, .presentOnParent: "-.->"
        case .hostsStack: "==>"
        case .event: "--o"
        }
        let label = edge.label.map { "|" + MermaidText.label([$0]) + "|" } ?? ""
        return "\(edge.from) \(arrow)\(label) \(edge.to)"
    }
}
