extension Array where Element: Sendable {
    /// `transform` of every element, in the elements' order, the elements transformed
    /// concurrently on as many threads as the system has cores (the calling thread one of
    /// them; see ``SideThreads``), each thread taking the next element not yet taken: the result
    /// does not depend on which finishes first. One element is transformed on the calling
    /// thread alone.
    func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed) -> [Transformed] {
        guard count > 1 else { return map(transform) }
        let mapping = ConcurrentMapping<Element, Transformed>(self)
        SideThreads.concurrentPerform(iterations: Swift.min(count, SideThreads.laneCount)) { _ in
            while let index = mapping.takeNext() {
                mapping.set(transform(mapping.elements[index]), at: index)
            }
        }
        return mapping.results
    }
}

/// The state of one ``Swift/Array/concurrentMap(_:)``: the elements, which index is next to be
/// taken, and a slot for each result, written by the one thread that took its element and read
/// once every thread has returned.
private final class ConcurrentMapping<Element: Sendable, Transformed>: @unchecked Sendable {
    let elements: [Element]
    private let slots: UnsafeMutableBufferPointer<Transformed?>
    private let lock = Lock()
    private var next = 0

    init(_ elements: [Element]) {
        self.elements = elements
        slots = .allocate(capacity: elements.count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The index of the next element no thread has taken; `nil` once every one is taken.
    func takeNext() -> Int? {
        lock.withLock {
            guard next < elements.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func set(_ result: Transformed, at index: Int) {
        slots[index] = result
    }

    /// Every element's result, in order.
    var results: [Transformed] {
        slots.map { result in
            guard let result else { preconditionFailure("an element of a concurrent map was not transformed") }
            return result
        }
    }
}
