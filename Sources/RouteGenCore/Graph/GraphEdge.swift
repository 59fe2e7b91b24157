/// One arrow of the graph.
struct GraphEdge: Hashable, Sendable {
    /// What an arrow stands for, which decides how it is drawn.
    enum Kind: Hashable, Sendable {
        /// An app shows a feature's stack as a tab.
        case tab
        /// An app holds a feature outside its tabs, to open its links.
        case appFeature
        /// A screen is pushed from the root.
        case push
        /// A screen is pushed on the screen a link to it stands on (`parent:`).
        case pushOnParent
        /// A modal is presented from the root.
        case present
        /// A modal is presented over the screen a link to it stands on (`parent:`).
        case presentOnParent
        /// A modal shows another feature's stack (`stack:`).
        case hostsStack
        /// A feature reports an event to the app layer.
        case event
    }

    /// The identifier of the node the arrow leaves.
    var from: String
    /// The identifier of the node the arrow reaches.
    var to: String
    /// What the arrow stands for.
    var kind: Kind
    /// The arrow's label, unescaped; `nil` for none.
    var label: String?
}
