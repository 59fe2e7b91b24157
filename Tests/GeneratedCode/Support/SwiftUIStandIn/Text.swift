/// A view that displays one or more lines of read-only text (stand-in for `SwiftUI.Text`).
public struct Text: View {
    /// The text shown.
    private let content: String

    /// Creates a text view that displays a stored string without localization.
    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `Text` is a primitive view.
    public var body: Never {
        fatalError("Text is a primitive view")
    }
}
