#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import RouteGenCore

/// A shared value is made once, on a thread of its own from its creation or by its first reader
/// as it is told, and read by any thread.
@Suite struct SharedValueTests {
    /// Which threads made a value, and how many times, gathered under a lock.
    final class Makes: @unchecked Sendable {
        private let lock = Lock()
        private var threads: [pthread_t] = []

        func record() {
            lock.withLock { threads.append(pthread_self()) }
        }

        var all: [pthread_t] { lock.withLock { threads } }
    }

    @Test func aValueMadeInTheBackgroundIsMadeOnceOnAnotherThreadAndReadByEveryThread() throws {
        let makes = Makes()
        let caller = pthread_self()
        let value = SharedValue<[Int]>(.inBackground) {
            usleep(20_000)
            makes.record()
            return Array(0..<1_000)
        }
        let reads = Makes()
        let sums = Lock()
        nonisolated(unsafe) var seen: [Int] = []
        SideThreads.concurrentPerform(iterations: 4) { _ in
            let sum = value.value.reduce(0, +)
            reads.record()
            sums.withLock { seen.append(sum) }
        }
        #expect(value.value.count == 1_000)
        #expect(sums.withLock { seen } == Array(repeating: 499_500, count: 4))
        let maker = try #require(makes.all.first)
        #expect(makes.all.count == 1)
        #expect(pthread_equal(maker, caller) == 0)
        #expect(reads.all.allSatisfy { pthread_equal($0, maker) == 0 })
    }

    @Test func aValueMadeInTheBackgroundAndNeverReadIsWaitedForWhenDropped() {
        let makes = Makes()
        do {
            _ = SharedValue(.inBackground) {
                usleep(50_000)
                makes.record()
                return 1
            }
        }
        #expect(makes.all.count == 1)
    }

    @Test func aValueMadeWhenFirstReadIsMadeOnceByItsFirstReader() throws {
        let makes = Makes()
        let value = SharedValue(.whenFirstRead) {
            makes.record()
            usleep(20_000)
            return "made"
        }
        #expect(makes.all.isEmpty)
        let reads = Lock()
        nonisolated(unsafe) var seen: [String] = []
        SideThreads.concurrentPerform(iterations: 4) { _ in
            let text = value.value
            reads.withLock { seen.append(text) }
        }
        #expect(reads.withLock { seen } == Array(repeating: "made", count: 4))
        #expect(makes.all.count == 1)
        #expect(value.value == "made")
        #expect(makes.all.count == 1)
    }

    @Test func aValueMadeWhenFirstReadIsMadeOnTheReadersThread() throws {
        let makes = Makes()
        let caller = pthread_self()
        let value = SharedValue(.whenFirstRead) {
            makes.record()
            return 1
        }
        #expect(value.value == 1)
        let maker = try #require(makes.all.first)
        #expect(pthread_equal(maker, caller) != 0)
    }
}
