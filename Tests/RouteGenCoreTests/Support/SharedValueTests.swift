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
    @Test func aValueMadeInTheBackgroundIsMadeOnceOnAnotherThreadAndReadByEveryThread() throws {
        let makes = ThreadLog()
        let caller = pthread_self()
        let value = SharedValue<[Int]>(.inBackground) {
            usleep(20_000)
            makes.record()
            return Array(0..<1_000)
        }
        // Each reader records the sum it read.
        let reads = ThreadLog()
        SideThreads.concurrentPerform(iterations: 4) { _ in reads.record(value.value.reduce(0, +)) }
        #expect(value.value.count == 1_000)
        #expect(reads.counts == [499_500: 4])
        let maker = try #require(makes.thread())
        #expect(makes.threads().count == 1)
        #expect(pthread_equal(maker, caller) == 0)
        #expect(reads.threads(of: 499_500).allSatisfy { pthread_equal($0, maker) == 0 })
    }

    @Test func aValueMadeInTheBackgroundAndNeverReadIsWaitedForWhenDropped() {
        let makes = ThreadLog()
        do {
            _ = SharedValue(.inBackground) {
                usleep(50_000)
                makes.record()
                return 1
            }
        }
        #expect(makes.threads().count == 1)
    }

    @Test func aValueMadeWhenFirstReadIsMadeOnceByItsFirstReader() throws {
        let makes = ThreadLog()
        let value = SharedValue(.whenFirstRead) {
            makes.record()
            usleep(20_000)
            return 42
        }
        #expect(makes.threads().isEmpty)
        // Each reader records the value it read.
        let reads = ThreadLog()
        SideThreads.concurrentPerform(iterations: 4) { _ in reads.record(value.value) }
        #expect(reads.counts == [42: 4])
        #expect(makes.threads().count == 1)
        #expect(value.value == 42)
        #expect(makes.threads().count == 1)
    }

    @Test func aValueMadeWhenFirstReadIsMadeOnTheReadersThread() throws {
        let makes = ThreadLog()
        let caller = pthread_self()
        let value = SharedValue(.whenFirstRead) {
            makes.record()
            return 1
        }
        #expect(value.value == 1)
        let maker = try #require(makes.thread())
        #expect(pthread_equal(maker, caller) != 0)
    }
}
