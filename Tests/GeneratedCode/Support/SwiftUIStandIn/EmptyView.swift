/// A view that doesn't contain any content (stand-in for `SwiftUI.EmptyView`).
@frozen
public struct EmptyView: View {
    /// Creates an empty view; nonisolated, as in SwiftUI, where `ViewBuilder.buildBlock()` calls it.
    @inlinable
    nonisolated public init() {}

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `EmptyView` is a primitive view.
    public var body: Never {
        fatalError("EmptyView is a primitive view")
    }
}
