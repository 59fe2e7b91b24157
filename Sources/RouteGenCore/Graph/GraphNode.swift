/// One box of the graph.
struct GraphNode: Hashable, Sendable {
    /// What a node stands for, which decides its shape.
    enum Kind: Hashable, Sendable {
        /// An app spec's shell, which shows the tabs and receives the features' events.
        case app
        /// Where events go when the run has no app spec, or more than one.
        case appLayer
        /// A feature's root; `isDeclared` is false when the spec has no `root:` and the stack
        /// is given its root view by the caller.
        case root(isDeclared: Bool)
        /// A push destination.
        case screen
        /// A modal, presented in `style`.
        case modal(ModalStyle)
        /// The stack of a hosted feature whose spec the run did not read.
        case externalStack
    }

    /// The node's identifier in the drawing: ASCII letters, digits and `_`, unique in the graph.
    var id: String
    /// What the node stands for.
    var kind: Kind
    /// The label, one entry per line, unescaped.
    var lines: [String]
}
