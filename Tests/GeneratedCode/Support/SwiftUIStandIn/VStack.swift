import Foundation

/// A view that arranges its subviews in a vertical line (stand-in for `SwiftUI.VStack`).
public struct VStack<Content>: View where Content: View {
    /// The subviews.
    private let content: Content

    /// Creates an instance with the given spacing and horizontal alignment (which the stand-in,
    /// rendering nothing, does not keep).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `VStack` is a primitive view.
    public var body: Never {
        fatalError("VStack is a primitive view")
    }
}
