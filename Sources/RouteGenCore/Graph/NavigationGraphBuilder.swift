/// Builds the ``NavigationGraph`` of a run's validated specs: one cluster per feature (the
/// apps' features in app order, then the others in input order), the apps with their tabs,
/// and every relation the specs declare, each in declaration order.
enum NavigationGraphBuilder {
    /// The graph of `features` and of the app specs `apps`, which list some of them.
    static func build(features: [ValidatedFeature], apps: [ValidatedApp]) -> NavigationGraph {
        let ordered = inDrawingOrder(features, apps: apps)
        var nodes = apps.map { GraphNode(id: appID($0.name), kind: .app, lines: ["\($0.name) app"]) }
        let eventSink: String
        if apps.count == 1 {
            eventSink = appID(apps[0].name)
        } else {
            eventSink = "appLayer"
            if features.contains(where: { !$0.events.isEmpty }) {
                nodes.append(GraphNode(id: eventSink, kind: .appLayer, lines: ["app layer"]))
            }
        }
        var edges = apps.flatMap(appEdges)
        let read = Set(features.map(\.name))
        var unread: [String] = []
        for feature in ordered {
            edges += caseEdges(of: feature, read: read, eventSink: eventSink)
            for modal in feature.modals {
                guard let hosted = modal.hostedFeature else { continue }
                if !read.contains(hosted), !unread.contains(hosted) {
                    unread.append(hosted)
                }
            }
        }
        nodes += unread.map { GraphNode(id: externalStackID($0), kind: .externalStack, lines: [$0, "not in these specs"]) }
        let name = apps.count == 1 ? apps[0].name : apps.isEmpty && features.count == 1 ? features[0].name : "Navigation"
        return NavigationGraph(name: name, nodes: nodes, clusters: ordered.map(cluster), edges: edges)
    }

    /// `features` in the order the graph draws them: those of the apps, in app order (tabs,
    /// then the features outside them), then the others in input order.
    static func inDrawingOrder(_ features: [ValidatedFeature], apps: [ValidatedApp]) -> [ValidatedFeature] {
        var names = apps.flatMap { $0.features.map(\.feature.name) } + features.map(\.name)
        var seen: Set<String> = []
        names = names.filter { seen.insert($0).inserted }
        let byName = Dictionary(features.map { ($0.name, $0) }) { first, _ in first }
        return names.compactMap { byName[$0] }
    }

    /// The arrows from an app to its features: its tabs, labelled with their names and titles
    /// (`tab home "Home"`), then the features outside them, labelled `feature`.
    static func appEdges(_ app: ValidatedApp) -> [GraphEdge] {
        app.features.map { feature in
            let to = rootID(feature.feature.name)
            guard feature.isTab else {
                return GraphEdge(from: appID(app.name), to: to, kind: .appFeature, label: "feature")
            }
            let title = feature.title.map { " \"\($0)\"" } ?? ""
            return GraphEdge(from: appID(app.name), to: to, kind: .tab, label: "tab \(feature.caseName)\(title)")
        }
    }
}

extension NavigationGraphBuilder {
    /// The identifier of app `name`'s node.
    static func appID(_ name: String) -> String {
        "app_" + name
    }

    /// The identifier of feature `name`'s root node.
    static func rootID(_ feature: String) -> String {
        feature + "_root"
    }

    /// The identifier of the node of a screen or modal.
    static func caseID(_ feature: String, _ kind: CaseKind, _ name: String) -> String {
        "\(feature)_\(kind.rawValue)_\(name)"
    }

    /// The identifier of the node of an unread feature's stack.
    static func externalStackID(_ feature: String) -> String {
        "stack_" + feature
    }
}
