/// A property wrapper type that can read and write a value owned by a source of truth
/// (stand-in for `SwiftUI.Binding`).
///
/// Unlike the rest of the stand-in it really works: reading `wrappedValue` calls the getter it
/// was made with, and writing calls the setter, so tests can read and write through the
/// bindings that generated code passes to `NavigationStack`, `sheet` and `fullScreenCover`.
/// Nothing is observed and no view is updated.
///
/// Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: not `@dynamicMemberLookup` (no `subscript(dynamicMember:)`), and no public
/// initializer (Apple's `init(get:set:)` and `init(_:)` overloads are missing).
@frozen
@propertyWrapper
public struct Binding<Value> {
    /// Reads the value from its source of truth.
    ///
    /// Stand-in storage: no Apple counterpart.
    @usableFromInline
    internal let getValue: () -> Value

    /// Writes a new value to its source of truth.
    ///
    /// Stand-in storage: no Apple counterpart.
    @usableFromInline
    internal let setValue: (Value) -> Void

    /// Creates a binding from closures that need no isolation checking; used by `Bindable`.
    ///
    /// Stand-in only, internal: no Apple counterpart. Apple's nearest is
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)` (iOS 13.0+, macOS 10.15+,
    /// tvOS 13.0+, watchOS 6.0+, visionOS 1.0+), whose closures must be `@Sendable`.
    internal init(reading getValue: @escaping () -> Value, writing setValue: @escaping (Value) -> Void) {
        self.getValue = getValue
        self.setValue = setValue
    }

    /// The underlying value referenced by the binding variable.
    ///
    /// Apple: `var wrappedValue: Value { get nonmutating set }`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }
}

/// As in SwiftUI, a binding is `Sendable` when its value is.
///
/// Apple: the discussion of `init(get:set:)` says a binding is `Sendable` exactly when its value
/// type is; no page showing the conformance's declaration was found.
/// Stand-in: `@unchecked`, its stored closures not being checked.
extension Binding: @unchecked Sendable where Value: Sendable {}
