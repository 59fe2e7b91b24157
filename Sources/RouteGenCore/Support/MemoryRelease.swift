/// How a run lets go of the large values it is done with: every feature's model and spec, the
/// parsed templates, the rendered files' records. What freeing a large tree of objects costs is
/// taken off the path of the thread that no longer needs them, or not spent at all.
public enum MemoryRelease: Sendable {
    /// Freed on a background thread, unless something else still holds them: for a caller that
    /// goes on after the run (a test, a library user). A process that exits first never frees
    /// them.
    case inBackground
    /// Never freed: for a process that exits as soon as the run ends (the `routegen` command),
    /// whose memory the system takes back whole at its exit, as compilers' front ends leave
    /// theirs. For 100 features of 30 screens, freeing them cost about a millisecond of CPU on
    /// another thread while the run's last steps ran, and made the exit slower.
    case atExit

    /// Lets go of `value` as this says. The caller gives it up (`consume`), so that the last
    /// reference is the one dropped here.
    func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        switch self {
        case .inBackground:
            SideThreads.detach { box.empty() }
        case .atExit:
            // The one reference is kept, retained for ever.
            _ = Unmanaged.passRetained(box)
        }
    }

    /// The one reference to the value, handed from the thread that drops it to the one that
    /// frees it, or kept.
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
