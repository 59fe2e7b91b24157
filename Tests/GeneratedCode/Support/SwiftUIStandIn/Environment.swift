import Observation

/// A property wrapper that reads a value from a view's environment (stand-in for
/// `SwiftUI.Environment`), here in its forms for an `Observable` object
/// (`@Environment(Router.self) private var router`) and for a key path of `EnvironmentValues`
/// (`@Environment(\.horizontalSizeClass) private var horizontalSizeClass`).
///
/// The stand-in has no environment to read objects from: views can be created, and their `body`
/// type-checked, but reading an object's `wrappedValue` stops the program. Tests must not read
/// such a property, for example by calling a view's `body` or an action closure that uses one.
/// A key path's value is read from a new `EnvironmentValues`, which holds what
/// `StandInEnvironment` gives the current task.
@frozen
@propertyWrapper
public struct Environment<Value> {
    /// The key path read, for the key path form; `nil` for an object.
    @usableFromInline
    internal let keyPath: KeyPath<EnvironmentValues, Value>?

    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        keyPath = nil
    }

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The key path's value in the current task's stand-in environment; for an object, never
    /// available: reading it stops the program.
    public var wrappedValue: Value {
        guard let keyPath else {
            fatalError(
                "SwiftUI stand-in: @Environment(\(Value.self).self) has no environment to read on Linux; tests must not read an @Environment property"
            )
        }
        return EnvironmentValues()[keyPath: keyPath]
    }
}
