#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import RouteGenCore

/// Which threads ran which piece of work, each record taken under a lock: for the tests of work
/// spread over threads.
final class ThreadLog: @unchecked Sendable {
    private let lock = Lock()
    private var threads: [Int: [pthread_t]] = [:]

    /// Records that the calling thread ran `item`.
    func record(_ item: Int = 0) {
        lock.withLock { threads[item, default: []].append(pthread_self()) }
    }

    /// How many times each item was recorded.
    var counts: [Int: Int] { lock.withLock { threads.mapValues(\.count) } }

    /// The threads that ran `item`, in the order they recorded it.
    func threads(of item: Int = 0) -> [pthread_t] { lock.withLock { threads[item] ?? [] } }

    /// The thread that last ran `item`.
    func thread(of item: Int = 0) -> pthread_t? { threads(of: item).last }

    /// Every thread that ran anything, each once.
    var distinctThreads: [pthread_t] {
        var distinct: [pthread_t] = []
        for thread in lock.withLock({ threads.values.flatMap { $0 } }) where !distinct.contains(where: { pthread_equal($0, thread) != 0 }) {
            distinct.append(thread)
        }
        return distinct
    }
}
