extension NavigationGraphBuilder {
    /// The cluster of `feature`: its root, screens and modals.
    static func cluster(_ feature: ValidatedFeature) -> GraphCluster {
        let root: GraphNode
        if let declared = feature.root {
            root = GraphNode(id: rootID(feature.name), kind: .root(isDeclared: true), lines: [signature(declared)] + urlLines(declared))
        } else {
            root = GraphNode(id: rootID(feature.name), kind: .root(isDeclared: false), lines: ["root view, passed in"])
        }
        let screens = feature.screens.map { screen in
            GraphNode(id: caseID(feature.name, .screen, screen.name), kind: .screen, lines: [signature(screen)] + urlLines(screen))
        }
        let modals = feature.modals.map { modal in
            GraphNode(
                id: caseID(feature.name, .modal, modal.name), kind: .modal(modal.style),
                lines: [signature(modal), modal.compactStyle.map { "\($0.rawValue) compact, \(modal.style.rawValue) regular" } ?? modal.style.rawValue] + urlLines(modal)
            )
        }
        return GraphCluster(id: feature.name, title: feature.name, nodes: [root] + screens + modals)
    }

    /// The arrows of `feature`: to each screen and modal, from the root or from the screen a
    /// link to it stands on; from each hosting modal to the stack it shows (the root of a
    /// feature among `read`, the node of an unread one otherwise); and each event to `eventSink`.
    static func caseEdges(of feature: ValidatedFeature, read: Set<String>, eventSink: String) -> [GraphEdge] {
        var edges: [GraphEdge] = []
        for screen in feature.screens {
            edges.append(arrival(at: screen, in: feature, kind: .push, onParent: .pushOnParent))
        }
        for modal in feature.modals {
            edges.append(arrival(at: modal, in: feature, kind: .present, onParent: .presentOnParent))
            if let hosted = modal.hostedFeature {
                // A hosted feature among the run's specs was checked to have a root.
                let to = read.contains(hosted) ? rootID(hosted) : externalStackID(hosted)
                edges.append(GraphEdge(from: caseID(feature.name, .modal, modal.name), to: to, kind: .hostsStack, label: "stack"))
            }
        }
        for event in feature.events {
            edges.append(GraphEdge(from: rootID(feature.name), to: eventSink, kind: .event, label: "event " + signature(event)))
        }
        return edges
    }

    /// The arrow that reaches `destination`: of kind `onParent` from the screen its links stand
    /// on (`parent:`), labelled so, or of kind `kind` from the root.
    static func arrival(at destination: ValidatedCase, in feature: ValidatedFeature, kind: GraphEdge.Kind, onParent: GraphEdge.Kind) -> GraphEdge {
        let to = caseID(feature.name, destination.kind, destination.name)
        guard let parent = destination.parents.last else {
            return GraphEdge(from: rootID(feature.name), to: to, kind: kind, label: nil)
        }
        return GraphEdge(from: caseID(feature.name, .screen, parent.screen), to: to, kind: onParent, label: "parent")
    }

    /// `name(label: Type, _ other: Type)` for a case with parameters, `name` without; the root is `root`.
    static func signature(_ destination: ValidatedCase) -> String {
        let name = destination.kind == .root ? "root" : destination.name
        guard !destination.parameters.isEmpty else { return name }
        return name + "(" + destination.parameters.map(\.signature).joined(separator: ", ") + ")"
    }

    /// One `url: template` line per link template, the canonical one first.
    static func urlLines(_ destination: ValidatedCase) -> [String] {
        destination.links.map { "url: " + $0.text }
    }
}
