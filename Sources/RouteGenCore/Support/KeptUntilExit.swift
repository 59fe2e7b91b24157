import Synchronization

/// Values a routegen process keeps to its exit instead of freeing them, as compilers do with
/// `-disable-free`: freeing a feature's YAML tree, spec model and template context piece by
/// piece costs a tenth of a cold run (`swift_release`, `swift_arrayDestroy`, `free`), and the
/// process exits right after the run anyway.
///
/// Off unless ``keepValuesToExit()`` is called: the `routegen` executable turns it on, while
/// tests and other in-process callers, which run generation many times, free as usual.
public enum KeptUntilExit {
    /// Whether ``keep(_:)`` keeps values.
    private static let isOn = Atomic<Bool>(false)

    /// Makes ``keep(_:)`` keep the values it is given, from now until the process exits.
    public static func keepValuesToExit() {
        isOn.store(true, ordering: .relaxed)
    }

    /// Keeps `value` (and everything it holds) alive to the process's exit when that is on, so
    /// that its last release elsewhere frees nothing.
    static func keep<Value>(_ value: Value) {
        guard isOn.load(ordering: .relaxed) else { return }
        _ = Unmanaged.passRetained(Kept(value))
    }
}

/// A kept value: retained once and never released.
private final class Kept<Value> {
    /// The value kept.
    let value: Value

    /// Keeps `value`.
    init(_ value: Value) {
        self.value = value
    }
}
