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

    /// Where the value is: made, to be made by its first reader, or being made by a thread.
    private enum State {
        case made(Value)
        case toMake(@Sendable () -> Value)
        case making(SideThreads.Started, Slot)
    }

    private let lock = Lock()
    private var state: State

    /// A value `make` makes as `making` says.
    init(_ making: Making = .whenFirstRead, _ make: @escaping @Sendable () -> Value) {
        switch making {
        case .inBackground:
            let slot = Slot()
            state = .making(SideThreads.start { slot.value = make() }, slot)
        case .whenFirstRead:
            state = .toMake(make)
        }
    }

    /// A value made in the background and never read is still waited for, so that no thread
    /// outlives what made it.
    deinit {
        if case .making(let thread, _) = state {
            thread.wait()
        }
    }

    /// The value, once made; made by this read when it is the first and no thread makes it.
    var value: Value {
        lock.withLock {
            let value: Value
            switch state {
            case .made(let made):
                return made
            case .toMake(let make):
                value = make()
            case .making(let thread, let slot):
                thread.wait()
                guard let madeByThread = slot.value else { preconditionFailure("a shared value's thread ended without making it") }
                value = madeByThread
            }
            state = .made(value)
            return value
        }
    }
}
