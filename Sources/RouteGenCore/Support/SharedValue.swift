/// A value made once and read by any number of threads, each read waiting until it is made:
/// made on a thread of its own from the moment it is created, while the creator goes on (a
/// run's templates, made ready while its specs are read and checked), or by the first thread
/// that reads it (what every feature renders with, made from the templates once they are ready).
final class SharedValue<Value: Sendable>: @unchecked Sendable {
    /// Where and when the value is made.
    enum Making {
        /// On a thread of its own (see ``SideThreads``), started with the value.
        case inBackground
        /// By the first thread that reads it, while any other reader waits.
        case whenFirstRead
    }

    /// Where the thread making the value leaves it; read only after waiting for the thread.
    private final class Slot: @unchecked Sendable {
        var value: Value?
    }

    private let lock = Lock()
    private var made: Value?
    /// What makes the value on its first read; `nil` once it is made or when a thread makes it.
    private var make: (@Sendable () -> Value)?
    /// The thread making the value, and where it leaves it, until a reader has waited for it.
    private var making: (thread: SideThreads.Started, slot: Slot)?

    /// A value `make` makes as `making` says.
    init(_ making: Making = .whenFirstRead, _ make: @escaping @Sendable () -> Value) {
        switch making {
        case .inBackground:
            let slot = Slot()
            self.making = (SideThreads.start { slot.value = make() }, slot)
        case .whenFirstRead:
            self.make = make
        }
    }

    /// A value made in the background and never read is still waited for, so that no thread
    /// outlives what made it.
    deinit {
        making.take()?.thread.wait()
    }

    /// The value, once made; made by this read when it is the first and no thread makes it.
    var value: Value {
        lock.withLock {
            if let made { return made }
            let value: Value
            if let (thread, slot) = making.take() {
                thread.wait()
                guard let madeByThread = slot.value else { preconditionFailure("a shared value's thread ended without making it") }
                value = madeByThread
            } else if let make = make.take() {
                value = make()
            } else {
                preconditionFailure("a shared value with nothing to make it")
            }
            made = value
            return value
        }
    }
}
