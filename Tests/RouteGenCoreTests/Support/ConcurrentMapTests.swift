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
    @Test(arguments: [0, 1, 2, 3, 100])
    func resultsKeepTheElementsOrderAndEachElementIsTransformedOnce(count: Int) {
        let transforms = ThreadLog()
        let results = Array(0..<count).concurrentMap { element -> String in
            // Later elements finish first, so that an order of finishing would show.
            usleep(UInt32((count - element) * 200))
            transforms.record(element)
            return "#\(element)"
        }
        #expect(results == (0..<count).map { "#\($0)" })
        #expect(transforms.counts == Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 1) }))
    }

    @Test func oneElementIsTransformedOnTheCallersThread() throws {
        let transforms = ThreadLog()
        let caller = pthread_self()
        _ = [7].concurrentMap { transforms.record($0) }
        let thread = try #require(transforms.thread(of: 7))
        #expect(pthread_equal(thread, caller) != 0)
    }

    @Test(.enabled(if: SideThreads.laneCount > 1, "needs more than one core"))
    func elementsAreSpreadOverAsManyThreadsAsTheSystemHasCores() {
        let transforms = ThreadLog()
        _ = Array(0..<40).concurrentMap { element in
            usleep(2_000)
            transforms.record(element)
        }
        #expect(transforms.distinctThreads.count == min(40, SideThreads.laneCount))
    }
}
