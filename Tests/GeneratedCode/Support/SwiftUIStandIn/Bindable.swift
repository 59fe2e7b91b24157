import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects (stand-in for `SwiftUI.Bindable`).
///
/// Its bindings really read and write the object's properties, through key paths.
///
/// Apple: `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`
/// Available: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+,
/// visionOS 1.0+, watchOS 10.0+.
/// Stand-in: only the members below (Apple also has `init(_:)` and `init(projectedValue:)`).
/// `Observable` is Observation's `protocol Observable`, whose page gives the same availability.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    ///
    /// Apple: `var wrappedValue: Value`
    /// Available: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+,
    /// visionOS 1.0+, watchOS 10.0+.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    ///
    /// Apple: `var projectedValue: Bindable<Value> { get }`
    /// Available: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+,
    /// visionOS 1.0+, watchOS 10.0+.
    public var projectedValue: Bindable<Value> {
        self
    }

    /// Creates a bindable object from an observable object.
    ///
    /// Apple: `init(wrappedValue: Value)`
    /// Available: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+,
    /// visionOS 1.0+, watchOS 10.0+.
    /// Stand-in: states on the initializer the `Value : AnyObject, Value : Observable` that the
    /// page's declaration does not show.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }
}

extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    ///
    /// Apple: `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    /// -> Binding<Subject> { get }`
    /// Available: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+,
    /// visionOS 1.0+, watchOS 10.0+.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(
            reading: { object[keyPath: keyPath] },
            writing: { newValue in object[keyPath: keyPath] = newValue }
        )
    }
}
