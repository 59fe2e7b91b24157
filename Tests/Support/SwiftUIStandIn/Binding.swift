/// A property wrapper type that can read and write a value owned by a source of truth
/// (stand-in for `SwiftUI.Binding`).
///
/// Unlike the rest of the stand-in it really works: reading `wrappedValue` calls the getter it
/// was made with, and writing calls the setter, so tests can read and write through the
/// bindings that generated code passes to `NavigationStack`, `sheet` and `fullScreenCover`.
/// Nothing is observed and no view is updated.
@frozen
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// Reads the value from its source of truth.
    @usableFromInline
    internal let getValue: () -> Value

    /// Writes a new value to its source of truth.
    @usableFromInline
    internal let setValue: (Value) -> Void

    /// Creates a binding from closures that need no isolation checking; used by `Bindable` and
    /// by the binding's own projections.
    internal init(reading getValue: @escaping () -> Value, writing setValue: @escaping (Value) -> Void) {
        self.getValue = getValue
        self.setValue = setValue
    }

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// As in SwiftUI, the closures inherit the isolation of the code that creates the binding
    /// (a binding made in a view's `body` gets main-actor closures) and must be `Sendable`.
    /// SwiftUI calls them synchronously wherever the binding is read or written; so does the
    /// stand-in, which drops their `@isolated(any)` with `unsafeBitCast` (on this toolchain both
    /// function types have the same two-word representation, and the stand-in's tests read and
    /// write through such bindings). Read and write a binding only in the isolation it was
    /// made in, as SwiftUI requires.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        self.init(
            reading: unsafeBitCast(get, to: (@Sendable () -> Value).self),
            writing: unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        )
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> {
        self
    }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            reading: { self.wrappedValue[keyPath: keyPath] },
            writing: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            }
        )
    }
}

/// As in SwiftUI, a binding is `Sendable` when its value is.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// As in SwiftUI, a binding is a dynamic property.
extension Binding: DynamicProperty {}
