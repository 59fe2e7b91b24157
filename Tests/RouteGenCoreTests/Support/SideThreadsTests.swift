#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import RouteGenCore

/// The threads beside the caller's: every iteration runs once, the first on the caller's thread
/// and the others on threads of their own, and `concurrentPerform` returns only after all of
/// them; a detached body runs on another thread.
@Suite struct SideThreadsTests {
    @Test(arguments: [0, 1, 2, 5])
    func everyIterationRunsOnceBeforeConcurrentPerformReturns(iterations: Int) {
        let runs = ThreadLog()
        SideThreads.concurrentPerform(iterations: iterations) { iteration in
            // Slow enough that returning before the other threads finish would show.
            usleep(iteration == 0 ? 0 : 20_000)
            runs.record(iteration)
        }
        #expect(runs.counts == Dictionary(uniqueKeysWithValues: (0..<iterations).map { ($0, 1) }))
    }

    @Test func theFirstIterationRunsOnTheCallersThreadAndTheOthersOnThreadsOfTheirOwn() throws {
        let runs = ThreadLog()
        let caller = pthread_self()
        SideThreads.concurrentPerform(iterations: 3) { runs.record($0) }
        let first = try #require(runs.thread(of: 0))
        let second = try #require(runs.thread(of: 1))
        let third = try #require(runs.thread(of: 2))
        #expect(pthread_equal(first, caller) != 0)
        #expect(pthread_equal(second, caller) == 0)
        #expect(pthread_equal(third, caller) == 0)
        #expect(pthread_equal(second, third) == 0)
    }

    #if canImport(Glibc)
    @Test(.enabled(if: SideThreads.laneCount > 1, "needs more than one core"))
    func theLanesAreTheCoresTheThreadMayRunOn() throws {
        let getAffinity = try #require(SideThreads.affinityFunction("sched_getaffinity"))
        let setAffinity = try #require(SideThreads.affinityFunction("sched_setaffinity"))
        var before = cpu_set_t()
        #expect(withUnsafeMutableBytes(of: &before) { getAffinity(0, $0.count, $0.baseAddress) } == 0)
        #expect(SideThreads.usableCoreCount() == SideThreads.laneCount)
        // This thread alone, on the first core it may run on.
        let cores = withUnsafeBytes(of: before) { bytes in
            bytes.indices.flatMap { byte in (0..<8).filter { bit in bytes[byte] & (1 << bit) != 0 }.map { byte * 8 + $0 } }
        }
        let first = try #require(cores.first)
        var one = cpu_set_t()
        #expect(withUnsafeMutableBytes(of: &one) { bytes in
            bytes[first / 8] = 1 << (first % 8)
            return setAffinity(0, bytes.count, bytes.baseAddress)
        } == 0)
        let count = SideThreads.usableCoreCount()
        #expect(withUnsafeMutableBytes(of: &before) { setAffinity(0, $0.count, $0.baseAddress) } == 0)
        #expect(count == 1)
    }
    #endif

    @Test func aStartedBodyRunsOnAnotherThreadAndIsOverWhenWaitReturns() throws {
        let runs = ThreadLog()
        let caller = pthread_self()
        let started = SideThreads.start {
            usleep(20_000)
            runs.record(0)
        }
        started.wait()
        #expect(runs.counts == [0: 1])
        let thread = try #require(runs.thread(of: 0))
        #expect(pthread_equal(thread, caller) == 0)
    }

    @Test func aDetachedBodyRunsOnAnotherThread() throws {
        let runs = ThreadLog()
        let caller = pthread_self()
        SideThreads.detach { runs.record(0) }
        for _ in 0..<1_000 where runs.counts.isEmpty {
            usleep(10_000)
        }
        let thread = try #require(runs.thread(of: 0))
        #expect(pthread_equal(thread, caller) == 0)
    }
}
