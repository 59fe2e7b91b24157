/// One node of a YAML document, with the position where it starts.
struct YAMLNode: Sendable {
    /// What a node holds.
    enum Content: Sendable {
        /// A single value.
        case scalar(YAMLScalar)
        /// An ordered list of nodes.
        case sequence([YAMLNode])
        /// Key-value entries, in document order.
        case mapping([YAMLMappingEntry])
    }

    /// What the node holds.
    var content: Content
    /// The 1-based line and column where the node starts.
    var position: SourcePosition
}

extension YAMLNode {
    /// Creates a node holding `content` that starts at `position`.
    init(_ content: Content, at position: SourcePosition) {
        self.init(content: content, position: position)
    }

    /// The scalar, when the node is one.
    var scalar: YAMLScalar? {
        guard case .scalar(let scalar) = content else { return nil }
        return scalar
    }

    /// The items, when the node is a sequence.
    var sequence: [YAMLNode]? {
        guard case .sequence(let items) = content else { return nil }
        return items
    }

    /// The entries in document order, when the node is a mapping.
    var mapping: [YAMLMappingEntry]? {
        guard case .mapping(let entries) = content else { return nil }
        return entries
    }

    /// The node's kind with an article, for messages such as "found a sequence".
    var kindDescription: String {
        switch content {
        case .scalar: "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}
