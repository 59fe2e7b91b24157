/// A type-erased view (stand-in for `SwiftUI.AnyView`).
@frozen
public struct AnyView: View {
    /// Creates an instance that type-erases `view`.
    public init<V>(_ view: V) where V: View {}

    /// Creates an instance that type-erases `view`.
    public init<V>(erasing view: V) where V: View {}

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `AnyView` is a primitive view.
    public var body: Never {
        fatalError("AnyView is a primitive view")
    }
}
