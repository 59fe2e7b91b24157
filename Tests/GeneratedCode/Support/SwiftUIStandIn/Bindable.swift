import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects (stand-in for `SwiftUI.Bindable`).
///
/// Its bindings really read and write the object's properties, through key paths.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> {
        self
    }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }
}

extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(
            reading: { object[keyPath: keyPath] },
            writing: { newValue in object[keyPath: keyPath] = newValue }
        )
    }
}
