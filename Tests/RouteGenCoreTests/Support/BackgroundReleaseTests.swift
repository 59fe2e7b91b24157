import Foundation
import Testing
@testable import RouteGenCore

/// Values handed to `BackgroundRelease` are freed, and not on the thread that handed them over.
@Suite struct BackgroundReleaseTests {
    /// Records the thread its deinit runs on.
    final class Tracked: @unchecked Sendable {
        let freed: (Bool) -> Void
        init(freed: @escaping (Bool) -> Void) { self.freed = freed }
        deinit { freed(Thread.isMainThread) }
    }

    @MainActor @Test func theLastReferenceIsDroppedOnAnotherThread() async {
        let freedOnMain = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let values = [Tracked { continuation.resume(returning: $0) }]
            BackgroundRelease.release(consume values)
        }
        #expect(freedOnMain == false)
    }
}
