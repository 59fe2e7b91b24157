/// A sequence or mapping whose start event has been read but whose end event has not.
///
/// The tree builder keeps these on an explicit stack, so deep documents never deepen the call stack.
struct YAMLOpenCollection {
    /// Which kind of collection is open.
    enum Kind {
        /// A sequence, collecting items.
        case sequence
        /// A mapping, collecting alternating keys and values.
        case mapping
    }

    /// Which kind of collection is open.
    let kind: Kind
    /// The anchor to register once the collection is complete, if any.
    let anchor: String?
    /// Where the collection starts.
    let position: SourcePosition
    /// How many nodes the collection holds so far, itself included, with aliases fully expanded.
    private(set) var size = 1
    /// How many bytes of scalar text the collection holds so far, with aliases fully expanded.
    private(set) var bytes = 0

    private var items: [YAMLNode] = []
    private var entries: [YAMLMappingEntry] = []
    /// The key waiting for its value, with its size, its bytes and whether it repeats an earlier key.
    private var pendingKey: (node: YAMLNode, size: Int, bytes: Int, isDuplicate: Bool)?
    /// Where each scalar key of the mapping is first declared, by key text, once the mapping
    /// has more than ``keysFoundByScanning`` entries; below that, scanning the entries is cheaper
    /// than hashing.
    private var firstKeyPositions: [String: SourcePosition]?
    /// How many entries a mapping may have before its keys are indexed.
    private static let keysFoundByScanning = 16

    /// Opens a collection of `kind` with the anchor and position from its start event.
    init(_ kind: Kind, anchor: String?, position: SourcePosition) {
        self.kind = kind
        self.anchor = anchor
        self.position = position
    }

    /// Adds a complete child node that expands to `nodeSize` nodes and `nodeBytes` bytes of text.
    ///
    /// In a mapping, children alternate between key and value. A scalar key that repeats an
    /// earlier one is reported in `file`, and it is dropped together with its value.
    mutating func add(_ node: YAMLNode, size nodeSize: Int, bytes nodeBytes: Int, file: String, diagnostics: inout Diagnostics) {
        switch kind {
        case .sequence:
            items.append(node)
            size += nodeSize
            bytes += nodeBytes
        case .mapping:
            // Moved out, not copied: a copy would retain the key's text only to release it.
            guard let key = pendingKey.take() else {
                pendingKey = (node, nodeSize, nodeBytes, registerKey(node, file: file, diagnostics: &diagnostics))
                return
            }
            guard !key.isDuplicate else { return }
            entries.append(YAMLMappingEntry(key: key.node, value: node))
            size += key.size + nodeSize
            bytes += key.bytes + nodeBytes
        }
    }

    /// The finished node holding every child added, in order.
    func node() -> YAMLNode {
        switch kind {
        case .sequence: YAMLNode(.sequence(items), at: position)
        case .mapping: YAMLNode(.mapping(entries), at: position)
        }
    }

    /// Where the scalar key `text` was first declared, if it was.
    private mutating func firstPosition(of text: String) -> SourcePosition? {
        if firstKeyPositions == nil, entries.count > Self.keysFoundByScanning {
            var positions: [String: SourcePosition] = [:]
            for entry in entries {
                if let key = entry.key.scalar?.text, positions[key] == nil { positions[key] = entry.key.position }
            }
            firstKeyPositions = positions
        }
        if let firstKeyPositions { return firstKeyPositions[text] }
        return entries.first { $0.key.scalar?.text == text }?.key.position
    }

    /// Records a scalar key's first position, or reports it as a duplicate or a merge key;
    /// returns whether the entry is dropped.
    private mutating func registerKey(_ key: YAMLNode, file: String, diagnostics: inout Diagnostics) -> Bool {
        guard let scalar = key.scalar else { return false }
        if scalar.style == .plain, scalar.text == YAMLReaderMessages.mergeKey {
            diagnostics.error(YAMLReaderMessages.unsupportedMergeKey, at: SourceLocation(file: file, position: key.position))
            return true
        }
        guard let first = firstPosition(of: scalar.text) else {
            firstKeyPositions?[scalar.text] = key.position
            return false
        }
        diagnostics.error(
            YAMLReaderMessages.duplicateKey(scalar.text, firstAt: first),
            at: SourceLocation(file: file, position: key.position)
        )
        return true
    }
}
