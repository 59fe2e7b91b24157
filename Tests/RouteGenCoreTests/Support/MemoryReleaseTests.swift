import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import RouteGenCore

/// Values released in the background are freed, and not on the thread that handed them over;
/// values released at exit are never freed.
@Suite struct MemoryReleaseTests {
    /// Signals, with the thread it ran on, when its deinit runs.
    final class Tracked: @unchecked Sendable {
        let freed: (pthread_t) -> Void
        init(freed: @escaping (pthread_t) -> Void) { self.freed = freed }
        deinit { freed(pthread_self()) }
    }

    /// The thread a deinit ran on, set once.
    final class FreeingThread: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var thread = pthread_self()
    }

    @Test func inTheBackgroundTheLastReferenceIsDroppedOnAnotherThread() {
        let freeing = FreeingThread()
        let caller = pthread_self()
        do {
            let values = [Tracked { thread in
                freeing.thread = thread
                freeing.done.signal()
            }]
            MemoryRelease.inBackground.release(consume values)
        }
        #expect(freeing.done.wait(timeout: .now() + 10) == .success)
        #expect(pthread_equal(freeing.thread, caller) == 0)
    }

    @Test func atExitTheValueIsNeverFreed() {
        let freeing = FreeingThread()
        weak var kept: Tracked?
        do {
            let value = Tracked { _ in freeing.done.signal() }
            kept = value
            MemoryRelease.atExit.release([value])
        }
        // Long enough for a release in the background to have run (the test above waits for one).
        #expect(freeing.done.wait(timeout: .now() + 0.5) == .timedOut)
        #expect(kept != nil)
    }
}
