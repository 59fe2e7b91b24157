/// Draws a ``NavigationGraph`` as a Graphviz digraph, left to right: a cluster per feature,
/// a shape per kind of node, an arrow style per kind of relation (the same as Mermaid's).
///
/// Every identifier is quoted, so none can be a DOT keyword; every label is escaped by
/// ``DOTText``.
enum DOTRenderer {
    /// The digraph's text, ending with a line break.
    static func render(_ graph: NavigationGraph) -> String {
        var lines = [
            "digraph \(DOTText.label([graph.name])) {",
            "    rankdir=LR;",
            "    forcelabels=true;",
            "    node [shape=box];",
        ]
        lines += graph.nodes.map { "    " + node($0) }
        for cluster in graph.clusters {
            lines.append("    subgraph \(DOTText.label(["cluster_" + cluster.id])) {")
            lines.append("        label=\(DOTText.label([cluster.title]));")
            lines += cluster.nodes.map { "        " + node($0) }
            lines.append("    }")
        }
        lines += graph.edges.map { "    " + edge($0) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node statement: its identifier, label and the attributes of its kind.
    static func node(_ node: GraphNode) -> String {
        let attributes = ["label=" + DOTText.label(node.lines)] + self.attributes(of: node.kind)
        return "\"\(node.id)\" [\(attributes.joined(separator: ", "))];"
    }

    /// The shape of each kind: a house for the app, bold rounded for a root (dashed when
    /// passed in), a box for a screen, rounded for a sheet, doubled for a full-screen cover, a
    /// hexagon for a popover, a flag for an unread feature's stack.
    static func attributes(of kind: GraphNode.Kind) -> [String] {
        switch kind {
        case .app, .appLayer: ["shape=house"]
        case .root(isDeclared: true): ["style=\"rounded,bold\""]
        case .root(isDeclared: false): ["style=\"rounded,dashed\""]
        case .screen: []
        case .modal(.sheet): ["style=rounded"]
        case .modal(.fullScreenCover): ["peripheries=2"]
        case .modal(.popover): ["shape=hexagon"]
        case .externalStack: ["shape=cds"]
        }
    }

    /// An edge statement, each relation in a style of its own: a tab thick with a hollow head,
    /// a feature outside the tabs with a hollow head, a push solid, a modal dashed, either grey
    /// with an open head from a `parent:` screen, a hosted stack bold, an event dotted ending in
    /// a dot. An event's label is an external label (`xlabel`), placed where no other label is:
    /// events and tabs both meet the app's node.
    static func edge(_ edge: GraphEdge) -> String {
        let labelAttribute = edge.kind == .event ? "xlabel=" : "label="
        var attributes = edge.label.map { [labelAttribute + DOTText.label([$0])] } ?? []
        let fromParent = ["color=gray45", "fontcolor=gray45", "arrowhead=vee"]
        switch edge.kind {
        case .tab: attributes += ["penwidth=2", "arrowhead=empty"]
        case .appFeature: attributes.append("arrowhead=empty")
        case .push: break
        case .pushOnParent: attributes += fromParent
        case .present: attributes.append("style=dashed")
        case .presentOnParent: attributes += ["style=dashed"] + fromParent
        case .hostsStack: attributes.append("style=bold")
        // Events point back at the app: left out of ranking, they keep it on the left.
        case .event: attributes += ["style=dotted", "arrowhead=dot", "constraint=false"]
        }
        let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
        return "\"\(edge.from)\" -> \"\(edge.to)\"\(list);"
    }
}
