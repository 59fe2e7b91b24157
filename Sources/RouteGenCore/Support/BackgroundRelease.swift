import Dispatch

/// Lets go of values on another thread: what freeing a large tree of objects costs is taken off
/// the path of the thread that no longer needs them.
enum BackgroundRelease {
    /// Frees `value` on a background thread, unless something else still holds it. The caller
    /// gives it up (`consume`), so that the last reference is the one dropped there; a process
    /// that exits first never frees it, which is as good.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    /// The one reference to the value, handed from the thread that drops it to the one that frees it.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        /// Drops the value; called once, by the thread that frees it.
        func empty() {
            value = nil
        }
    }
}
