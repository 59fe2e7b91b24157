/// A picture of the navigation that a run's specs declare, in the order it is drawn: the
/// nodes outside any feature, one cluster per feature, then every relation.
///
/// Labels are plain text here; each renderer escapes them for its format. Every order is
/// fixed by ``NavigationGraphBuilder`` (declaration order), so the drawing is deterministic.
struct NavigationGraph: Hashable, Sendable {
    /// The graph's name: the app's when one app spec was read, the feature's when only one
    /// feature spec was, `Navigation` otherwise. An identifier.
    var name: String
    /// The nodes outside the features: the apps, where events go, and the stacks of hosted
    /// features whose specs were not read.
    var nodes: [GraphNode]
    /// The features, each with its root, screens and modals.
    var clusters: [GraphCluster]
    /// The relations between nodes.
    var edges: [GraphEdge]
}

/// A feature of the graph: the nodes drawn inside its frame.
struct GraphCluster: Hashable, Sendable {
    /// The cluster's identifier in the drawing: the feature name.
    var id: String
    /// The frame's title: the feature name.
    var title: String
    /// The root (declared or not), then the screens and the modals, in spec order.
    var nodes: [GraphNode]
}
