/// The children of the collections a document has open, innermost last, in one buffer.
///
/// A collection's children are pushed as they complete and moved off, into an array made at
/// its size, when the collection ends: no collection grows an array of its own, and no node is
/// retained to be copied out and released behind it.
final class YAMLNodeStack {
    private var nodes: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    /// How many nodes wait on the stack.
    private(set) var count = 0

    /// An empty stack.
    init() {
        capacity = 64
        nodes = .allocate(capacity: capacity)
    }

    deinit {
        nodes.deinitialize(count: count)
        nodes.deallocate()
    }

    /// The node at `index`.
    subscript(index: Int) -> YAMLNode {
        nodes[index]
    }

    /// Whether the node at `index` is a scalar spelled `text`, read in place and compared
    /// lengths first (most keys of a mapping differ in length).
    func isScalar(at index: Int, spelled text: String) -> Bool {
        guard case .scalar(let scalar) = nodes[index].content else { return false }
        return scalar.text.utf8.count == text.utf8.count && scalar.text == text
    }

    /// Where the node at `index` starts.
    func position(at index: Int) -> SourcePosition {
        nodes[index].position
    }

    /// Pushes `node`.
    func push(_ node: consuming YAMLNode) {
        if count == capacity {
            let grown = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: nodes, count: count)
            nodes.deallocate()
            nodes = grown
            capacity *= 2
        }
        (nodes + count).initialize(to: node)
        count += 1
    }

    /// The nodes from `start` on, in order, moved off the stack.
    func popItems(from start: Int) -> [YAMLNode] {
        let end = count
        count = start
        // reserveCapacity is specialised for YAMLNode here; Array(unsafeUninitializedCapacity:)
        // allocates through the runtime's generic entry point, at several times the cost.
        var items: [YAMLNode] = []
        items.reserveCapacity(end - start)
        for index in start..<end {
            items.append((nodes + index).move())
        }
        return items
    }

    /// The nodes from `start` on, taken as alternating keys and values, moved off the stack.
    func popEntries(from start: Int) -> [YAMLMappingEntry] {
        let entryCount = (count - start) / 2
        if (count - start) % 2 == 1 {
            // A key whose value never came: libyaml balances its events, so this cannot happen.
            (nodes + count - 1).deinitialize(count: 1)
        }
        count = start
        var entries: [YAMLMappingEntry] = []
        entries.reserveCapacity(entryCount)
        for index in 0..<entryCount {
            let key = (nodes + start + 2 * index).move()
            let value = (nodes + start + 2 * index + 1).move()
            entries.append(YAMLMappingEntry(key: key, value: value))
        }
        return entries
    }
}
