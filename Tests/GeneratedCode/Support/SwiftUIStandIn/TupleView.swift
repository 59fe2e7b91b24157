/// A view created from a tuple of views, as `ViewBuilder` builds for several children
/// (stand-in for `SwiftUI.TupleView`).
///
/// As in SwiftUI, the type itself is not main-actor isolated (it conforms to `View` in an
/// extension), so `ViewBuilder.buildBlock`, which is nonisolated, can create it.
///
/// Apple: `@frozen nonisolated struct TupleView<T>`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: the same isolation.
@frozen
public struct TupleView<T> {
    /// The tuple of child views.
    ///
    /// Apple: `var value: T`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    public var value: T

    /// Creates a tuple view.
    ///
    /// Apple: `nonisolated init(_ value: T)`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: the same isolation (the type is not isolated).
    @inlinable
    public init(_ value: T) {
        self.value = value
    }
}

/// `TupleView` as a view.
///
/// Apple: not verified (no page showing the conformance's declaration was found).
extension TupleView: View {
    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `TupleView.Body`).
    public typealias Body = Never

    /// Never called: `TupleView` is a primitive view.
    ///
    /// Apple: not verified (no page for `TupleView.body`).
    public var body: Never {
        fatalError("TupleView is a primitive view")
    }
}
