import Observation

/// A property wrapper that reads a value from a view's environment (stand-in for
/// `SwiftUI.Environment`), here only its form for an `Observable` object:
/// `@Environment(Router.self) private var router`.
///
/// The stand-in has no environment to read: views can be created, and their `body` type-checked,
/// but reading `wrappedValue` stops the program. Tests must not read an `@Environment` property,
/// for example by calling a view's `body` or an action closure that uses one.
///
/// Apple: `@frozen @propertyWrapper struct Environment<Value>`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: only the initializer below (Apple's `init(_:)` taking a key path of
/// `EnvironmentValues`, and the one for an optional observable object, are missing).
@frozen
@propertyWrapper
public struct Environment<Value> {
    /// Creates an environment property to read an observable object from the environment.
    ///
    /// Apple: not verified. No page for this overload (a non-optional `Value` that is
    /// `AnyObject` and `Observable`) was found; the optional one's page shows
    /// `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable`, available
    /// iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+,
    /// watchOS 10.0+.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

    /// Never available in the stand-in: reading it stops the program.
    ///
    /// Apple: `var wrappedValue: Value { get }`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: traps when read.
    public var wrappedValue: Value {
        fatalError(
            "SwiftUI stand-in: @Environment(\(Value.self).self) has no environment to read on Linux; tests must not read an @Environment property"
        )
    }
}
