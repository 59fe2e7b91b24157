import Dispatch

/// Runs `operation` to its end and returns its result, blocking the calling thread: libFuzzer
/// calls its entry point synchronously, while routegen's generator is async.
public func runBlocking<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await operation()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// Carries a task's result to the thread that waits for it; the semaphore orders the accesses.
private final class ResultBox<Value>: @unchecked Sendable {
    /// The result, once the task has finished.
    var value: Value?
}
