import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import RouteGenCore

/// Values handed to `BackgroundRelease` are freed, and not on the thread that handed them over.
@Suite struct BackgroundReleaseTests {
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

    @Test func theLastReferenceIsDroppedOnAnotherThread() {
        let freeing = FreeingThread()
        let caller = pthread_self()
        do {
            let values = [Tracked { thread in
                freeing.thread = thread
                freeing.done.signal()
            }]
            BackgroundRelease.release(consume values)
        }
        #expect(freeing.done.wait(timeout: .now() + 10) == .success)
        #expect(pthread_equal(freeing.thread, caller) == 0)
    }
}
