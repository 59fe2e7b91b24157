/// A view created from a tuple of views, as `ViewBuilder` builds for several children
/// (stand-in for `SwiftUI.TupleView`).
///
/// As in SwiftUI, the type itself is not main-actor isolated (it conforms to `View` in an
/// extension), so `ViewBuilder.buildBlock`, which is nonisolated, can create it.
@frozen
public struct TupleView<T> {
    /// The tuple of child views.
    public var value: T

    /// Creates a tuple view.
    @inlinable
    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `TupleView` is a primitive view.
    public var body: Never {
        fatalError("TupleView is a primitive view")
    }
}
