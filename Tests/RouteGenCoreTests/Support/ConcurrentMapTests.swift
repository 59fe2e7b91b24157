#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import RouteGenCore

/// `concurrentMap` keeps the elements' order, transforms each element once, spreads them over
/// the cores, and leaves one element to the calling thread.
@Suite struct ConcurrentMapTests {
    /// The threads that transformed each element, gathered under a lock.
    final class Transforms: @unchecked Sendable {
        private let lock = Lock()
        private var threads: [Int: [pthread_t]] = [:]

        func record(_ element: Int) {
            lock.withLock { threads[element, default: []].append(pthread_self()) }
        }

        var byElement: [Int: [pthread_t]] { lock.withLock { threads } }
    }

    @Test(arguments: [0, 1, 2, 3, 100])
    func resultsKeepTheElementsOrderAndEachElementIsTransformedOnce(count: Int) {
        let transforms = Transforms()
        let results = Array(0..<count).concurrentMap { element -> String in
            // Later elements finish first, so that an order of finishing would show.
            usleep(UInt32((count - element) * 200))
            transforms.record(element)
            return "#\(element)"
        }
        #expect(results == (0..<count).map { "#\($0)" })
        #expect(transforms.byElement.mapValues(\.count) == Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 1) }))
    }

    @Test func oneElementIsTransformedOnTheCallersThread() throws {
        let transforms = Transforms()
        let caller = pthread_self()
        _ = [7].concurrentMap { transforms.record($0) }
        let thread = try #require(transforms.byElement[7]?.first)
        #expect(pthread_equal(thread, caller) != 0)
    }

    @Test(.enabled(if: SideThreads.laneCount > 1, "needs more than one core"))
    func elementsAreSpreadOverAsManyThreadsAsTheSystemHasCores() {
        let transforms = Transforms()
        _ = Array(0..<40).concurrentMap { element in
            usleep(2_000)
            transforms.record(element)
        }
        var threads: [pthread_t] = []
        for thread in transforms.byElement.values.flatMap({ $0 }) where !threads.contains(where: { pthread_equal($0, thread) != 0 }) {
            threads.append(thread)
        }
        #expect(threads.count == min(40, SideThreads.laneCount))
    }
}
