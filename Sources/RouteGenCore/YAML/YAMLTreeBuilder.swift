/// Builds one document's node tree from node events, which ``LibYAMLParser`` hands it one call
/// each, with an explicit stack, never by recursion.
///
/// It resolves aliases to copies of their anchored nodes, reports tags, unknown aliases and
/// duplicate keys and keeps going, and stops on alias bombs (by nodes, and by bytes of text)
/// and over-deep nesting.
struct YAMLTreeBuilder {
    /// Where the builder stands after an event.
    enum Progress {
        /// The document's root node is not complete yet.
        case needsMoreEvents
        /// The document's root node is complete.
        case finished(YAMLNode)
        /// A fatal problem was reported; the document must be dropped.
        case stopped
    }

    /// A node registered under an anchor, with how many nodes and bytes of text it expands to.
    private struct AnchoredNode {
        var node: YAMLNode
        var size: Int
        var bytes: Int
    }

    private let file: String
    private var openCollections: [YAMLOpenCollection] = []
    /// The children of the open collections.
    private let children = YAMLNodeStack()
    private var anchors: [String: AnchoredNode] = [:]
    /// How many nodes the document holds so far, counting every alias as the full node it copies.
    private var expandedNodeCount = 0
    /// How many bytes of scalar text the aliases copied so far: one long scalar aliased many
    /// times is few nodes but much text, and every copy would be rendered into the output.
    private var aliasedByteCount = 0

    /// Creates a builder whose diagnostics point into `file`.
    init(file: String) {
        self.file = file
    }

    /// Adds a scalar node.
    mutating func addScalar(_ scalar: YAMLScalar, _ properties: YAMLNodeProperties, diagnostics: inout Diagnostics) -> Progress {
        if let tag = properties.tag { report(tag: tag, at: properties.position, diagnostics: &diagnostics) }
        expandedNodeCount += 1
        let bytes = scalar.text.utf8.count
        return complete(YAMLNode(.scalar(scalar), at: properties.position), size: 1, bytes: bytes, anchor: properties.anchor, diagnostics: &diagnostics)
    }

    /// Opens a sequence or a mapping, whose children follow until ``close(diagnostics:)``.
    mutating func open(
        _ kind: YAMLOpenCollection.Kind,
        _ properties: YAMLNodeProperties,
        diagnostics: inout Diagnostics
    ) -> Progress {
        if let tag = properties.tag { report(tag: tag, at: properties.position, diagnostics: &diagnostics) }
        guard openCollections.count < YAMLReaderMessages.maximumDepth else {
            diagnostics.error(YAMLReaderMessages.nestedTooDeep, at: location(properties.position))
            return .stopped
        }
        expandedNodeCount += 1
        openCollections.append(YAMLOpenCollection(kind, anchor: properties.anchor, position: properties.position, start: children.count))
        return .needsMoreEvents
    }

    /// Closes the innermost open sequence or mapping.
    mutating func close(diagnostics: inout Diagnostics) -> Progress {
        // libyaml balances start and end events, so an empty stack cannot happen here.
        guard let collection = openCollections.popLast() else { return .needsMoreEvents }
        return complete(collection.node(from: children), size: collection.size, bytes: collection.bytes, anchor: collection.anchor, diagnostics: &diagnostics)
    }

    /// Adds a copy of the node anchored as `name`, for the alias found at `position`: a null
    /// when there is no such anchor, and nothing (the document stops) past the alias limits.
    mutating func addAlias(_ name: String, at position: SourcePosition, diagnostics: inout Diagnostics) -> Progress {
        guard let anchored = anchors[name] else {
            diagnostics.error(YAMLReaderMessages.unknownAlias(name), at: location(position))
            expandedNodeCount += 1
            return complete(YAMLNode(.scalar(.null), at: position), size: 1, bytes: 0, anchor: nil, diagnostics: &diagnostics)
        }
        guard anchored.size <= YAMLReaderMessages.maximumExpandedNodeCount - expandedNodeCount else {
            diagnostics.error(YAMLReaderMessages.tooManyExpandedNodes, at: location(position))
            return .stopped
        }
        guard anchored.bytes <= YAMLReaderMessages.maximumAliasedByteCount - aliasedByteCount else {
            diagnostics.error(YAMLReaderMessages.tooManyAliasedBytes, at: location(position))
            return .stopped
        }
        expandedNodeCount += anchored.size
        aliasedByteCount += anchored.bytes
        return complete(anchored.node, size: anchored.size, bytes: anchored.bytes, anchor: nil, diagnostics: &diagnostics)
    }

    /// Registers a complete node's anchor and hands the node to its parent, or finishes the document.
    private mutating func complete(_ node: YAMLNode, size: Int, bytes: Int, anchor: String?, diagnostics: inout Diagnostics) -> Progress {
        if let anchor {
            anchors[anchor] = AnchoredNode(node: node, size: size, bytes: bytes)
        }
        guard !openCollections.isEmpty else { return .finished(node) }
        openCollections[openCollections.count - 1].add(node, size: size, bytes: bytes, to: children, file: file, diagnostics: &diagnostics)
        return .needsMoreEvents
    }

    /// Reports `tag`, which no spec may use, found at `position`.
    private func report(tag: String, at position: SourcePosition, diagnostics: inout Diagnostics) {
        diagnostics.error(YAMLReaderMessages.unsupportedTag(tag), at: location(position))
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }
}
