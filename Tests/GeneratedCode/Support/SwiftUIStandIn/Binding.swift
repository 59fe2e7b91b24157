/// A property wrapper type that can read and write a value owned by a source of truth
/// (stand-in for `SwiftUI.Binding`).
///
/// Unlike the rest of the stand-in it really works: reading `wrappedValue` calls the getter it
/// was made with, and writing calls the setter, so tests can read and write through the
/// bindings that generated code passes to `NavigationStack`, `sheet` and `fullScreenCover`.
/// Nothing is observed and no view is updated.
@frozen
@propertyWrapper
public struct Binding<Value> {
    /// Reads the value from its source of truth.
    @usableFromInline
    internal let getValue: () -> Value

    /// Writes a new value to its source of truth.
    @usableFromInline
    internal let setValue: (Value) -> Void

    /// Creates a binding from closures that need no isolation checking; used by `Bindable`.
    internal init(reading getValue: @escaping () -> Value, writing setValue: @escaping (Value) -> Void) {
        self.getValue = getValue
        self.setValue = setValue
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }
}

/// As in SwiftUI, a binding is `Sendable` when its value is.
extension Binding: @unchecked Sendable where Value: Sendable {}
