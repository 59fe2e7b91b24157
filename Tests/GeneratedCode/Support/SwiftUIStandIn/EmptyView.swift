/// A view that doesn't contain any content (stand-in for `SwiftUI.EmptyView`).
///
/// Apple: `@frozen nonisolated struct EmptyView`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: main-actor isolated (stricter) but for its initializer, through its `View`
/// conformance.
@frozen
public struct EmptyView: View {
    /// Creates an empty view; nonisolated, as in SwiftUI, where `ViewBuilder.buildBlock()` calls it.
    ///
    /// Apple: not verified on developer.apple.com (no page for `EmptyView.init()` was found); a
    /// third-party mirror of the SDK 27.1 interface shows `nonisolated init()`, iOS 13.0+.
    @inlinable
    nonisolated public init() {}

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `EmptyView.Body`).
    public typealias Body = Never

    /// Never called: `EmptyView` is a primitive view.
    ///
    /// Apple: not verified (no page for `EmptyView.body`).
    public var body: Never {
        fatalError("EmptyView is a primitive view")
    }
}
