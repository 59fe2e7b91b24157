import Foundation

/// A view that arranges its subviews in a vertical line (stand-in for `SwiftUI.VStack`).
///
/// Apple: `@frozen nonisolated struct VStack<Content> where Content : View`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance; not `@frozen`.
public struct VStack<Content>: View where Content: View {
    /// The subviews.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let content: Content

    /// Creates an instance with the given spacing and horizontal alignment (which the stand-in,
    /// rendering nothing, does not keep).
    ///
    /// Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    /// @ContentBuilder content: () -> Content)`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `VStack.Body`).
    public typealias Body = Never

    /// Never called: `VStack` is a primitive view.
    ///
    /// Apple: not verified (no page for `VStack.body`).
    public var body: Never {
        fatalError("VStack is a primitive view")
    }
}
