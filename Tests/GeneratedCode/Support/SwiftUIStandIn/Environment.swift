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
///
/// Apple: `@frozen @propertyWrapper struct Environment<Value>`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: the two initializers below (Apple's for an optional observable object is missing).
@frozen
@propertyWrapper
public struct Environment<Value> {
    /// The key path read, for the key path form; `nil` for an object.
    ///
    /// Stand-in only: no Apple counterpart.
    @usableFromInline
    internal let keyPath: KeyPath<EnvironmentValues, Value>?

    /// Creates an environment property to read an observable object from the environment.
    ///
    /// Apple: not verified. No page for this overload (a non-optional `Value` that is
    /// `AnyObject` and `Observable`) was found; the optional one's page shows
    /// `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable`, available
    /// iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+,
    /// watchOS 10.0+.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        keyPath = nil
    }

    /// Creates an environment property to read the specified key path.
    ///
    /// Apple: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The key path's value in the current task's stand-in environment; for an object, never
    /// available: reading it stops the program.
    ///
    /// Apple: `var wrappedValue: Value { get }`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: traps when read for an object.
    public var wrappedValue: Value {
        guard let keyPath else {
            fatalError(
                "SwiftUI stand-in: @Environment(\(Value.self).self) has no environment to read on Linux; tests must not read an @Environment property"
            )
        }
        return EnvironmentValues()[keyPath: keyPath]
    }
}
