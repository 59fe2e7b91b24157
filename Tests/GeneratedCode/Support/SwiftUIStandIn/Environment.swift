import Observation

/// A property wrapper that reads a value from a view's environment (stand-in for
/// `SwiftUI.Environment`), here only its form for an `Observable` object:
/// `@Environment(Router.self) private var router`.
///
/// The stand-in has no environment to read: views can be created, and their `body` type-checked,
/// but reading `wrappedValue` stops the program. Tests must not read an `@Environment` property,
/// for example by calling a view's `body` or an action closure that uses one.
@frozen
@propertyWrapper
public struct Environment<Value> {
    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

    /// Never available in the stand-in: reading it stops the program.
    public var wrappedValue: Value {
        fatalError(
            "SwiftUI stand-in: @Environment(\(Value.self).self) has no environment to read on Linux; tests must not read an @Environment property"
        )
    }
}
