/// A value made on a thread of its own from the moment it is created, while the creator goes on
/// (a run's templates, made ready while its specs are read and checked); reading it waits for
/// it to be made. Any thread may read it, any number of times.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    /// Where the thread leaves the value; read only after waiting for the thread.
    private final class Slot: @unchecked Sendable {
        var value: Value?
    }

    private let slot = Slot()
    private let lock = Lock()
    /// The thread making the value, until a reader has waited for it.
    private var making: SideThreads.Started?

    /// Starts making the value with `make`.
    init(_ make: @escaping @Sendable () -> Value) {
        let slot = slot
        making = SideThreads.start { slot.value = make() }
    }

    /// A value never read is still waited for, so that no thread outlives what made it.
    deinit {
        making.take()?.wait()
    }

    /// The value, once made.
    var value: Value {
        lock.withLock {
            making.take()?.wait()
            guard let value = slot.value else { preconditionFailure("a background value's thread ended without making it") }
            return value
        }
    }
}

/// A value made once, by the first thread that reads it, while any other reader waits: what
/// every feature of a run renders with, made from its templates once they are ready.
final class SharedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var made: Value?
    private let make: @Sendable () -> Value

    /// A value `make` makes when it is first read.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made by this read when it is the first.
    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
