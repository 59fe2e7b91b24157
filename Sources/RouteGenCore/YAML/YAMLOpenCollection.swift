/// A sequence or mapping whose start event has been read but whose end event has not.
///
/// The tree builder keeps these on an explicit stack, so deep documents never deepen the call
/// stack. The children themselves wait on the builder's ``YAMLNodeStack``, from `start` on, so
/// that no collection grows an array of its own: a mapping's keys and values alternate there,
/// and the finished node's array is made once, at its size.
struct YAMLOpenCollection {
    /// Which kind of collection is open.
    enum Kind {
        /// A sequence, collecting items.
        case sequence
        /// A mapping, collecting alternating keys and values.
        case mapping
    }

    /// A mapping's key waiting for its value: its size, its bytes, and whether the entry is
    /// dropped (the key repeats an earlier one, or is a merge key). A kept key waits on the stack.
    private struct PendingKey {
        var size: Int
        var bytes: Int
        var isDropped: Bool
    }

    /// Which kind of collection is open.
    let kind: Kind
    /// The anchor to register once the collection is complete, if any.
    let anchor: String?
    /// Where the collection starts.
    let position: SourcePosition
    /// Where the collection's children start on the node stack.
    let start: Int
    /// How many nodes the collection holds so far, itself included, with aliases fully expanded.
    private(set) var size = 1
    /// How many bytes of scalar text the collection holds so far, with aliases fully expanded.
    private(set) var bytes = 0

    /// The key waiting for its value, if one is.
    private var pendingKey: PendingKey?
    /// Where each scalar key of the mapping is first declared, by key text, once the mapping
    /// has more than ``keysFoundByScanning`` entries; below that, scanning the entries is cheaper
    /// than hashing.
    private var firstKeyPositions: [String: SourcePosition]?
    /// How many entries a mapping may have before its keys are indexed.
    private static let keysFoundByScanning = 16

    /// Opens a collection of `kind` with the anchor and position from its start event, whose
    /// children will start at `start` on the node stack.
    init(_ kind: Kind, anchor: String?, position: SourcePosition, start: Int) {
        self.kind = kind
        self.anchor = anchor
        self.position = position
        self.start = start
    }

    /// Adds a complete child node that expands to `nodeSize` nodes and `nodeBytes` bytes of
    /// text, pushing it on `stack` unless it is dropped.
    ///
    /// In a mapping, children alternate between key and value. A scalar key that repeats an
    /// earlier one is reported in `file`, and it is dropped together with its value.
    mutating func add(
        _ node: consuming YAMLNode, size nodeSize: Int, bytes nodeBytes: Int, to stack: YAMLNodeStack,
        file: String, diagnostics: inout Diagnostics
    ) {
        switch kind {
        case .sequence:
            stack.push(node)
            size += nodeSize
            bytes += nodeBytes
        case .mapping:
            guard let key = pendingKey else {
                let isDropped = registerKey(node, in: stack, file: file, diagnostics: &diagnostics)
                pendingKey = PendingKey(size: nodeSize, bytes: nodeBytes, isDropped: isDropped)
                if !isDropped { stack.push(node) }
                return
            }
            pendingKey = nil
            guard !key.isDropped else { return }
            stack.push(node)
            size += key.size + nodeSize
            bytes += key.bytes + nodeBytes
        }
    }

    /// The finished node holding every child added, in order, moved off `stack`.
    func node(from stack: YAMLNodeStack) -> YAMLNode {
        switch kind {
        case .sequence: YAMLNode(.sequence(stack.popItems(from: start)), at: position)
        case .mapping: YAMLNode(.mapping(stack.popEntries(from: start)), at: position)
        }
    }

    /// Where the scalar key `text` was first declared among the entries on `stack`, if it was.
    private mutating func firstPosition(of text: String, in stack: YAMLNodeStack) -> SourcePosition? {
        let entryCount = (stack.count - start) / 2
        if firstKeyPositions == nil, entryCount > Self.keysFoundByScanning {
            // Made with room for four times the keys so far (a mapping this long is likely to go on):
            // grown from empty, the table was copied at every doubling.
            var positions: [String: SourcePosition] = Dictionary(minimumCapacity: 4 * entryCount)
            for index in stride(from: start, to: stack.count, by: 2) {
                let key = stack[index]
                if let text = key.scalar?.text, positions[text] == nil { positions[text] = key.position }
            }
            firstKeyPositions = positions
        }
        if let firstKeyPositions { return firstKeyPositions[text] }
        for index in stride(from: start, to: stack.count, by: 2) {
            if stack.isScalar(at: index, spelled: text) { return stack.position(at: index) }
        }
        return nil
    }

    /// Records a scalar key's first position, or reports it as a duplicate or a merge key;
    /// returns whether the entry is dropped.
    private mutating func registerKey(_ key: borrowing YAMLNode, in stack: YAMLNodeStack, file: String, diagnostics: inout Diagnostics) -> Bool {
        guard case .scalar(let scalar) = key.content else { return false }
        if scalar.style == .plain, scalar.text == YAMLReaderMessages.mergeKey {
            diagnostics.error(YAMLReaderMessages.unsupportedMergeKey, at: SourceLocation(file: file, position: key.position))
            return true
        }
        guard let first = firstPosition(of: scalar.text, in: stack) else {
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
