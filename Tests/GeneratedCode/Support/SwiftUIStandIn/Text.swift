/// A view that displays one or more lines of read-only text (stand-in for `SwiftUI.Text`).
///
/// Apple: `@frozen struct Text`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance; not `@frozen`; one
/// initializer.
public struct Text: View {
    /// The text shown.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let content: String

    /// Creates a text view that displays a stored string without localization.
    ///
    /// Apple: `init<S>(_ content: S) where S : StringProtocol`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter). Apple's `init(_:tableName:bundle:comment:)`,
    /// taking the `LocalizedStringKey` that a string literal selects, is missing: here a literal
    /// takes this initializer.
    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `Text.Body`).
    public typealias Body = Never

    /// Never called: `Text` is a primitive view.
    ///
    /// Apple: not verified (no page for `Text.body`).
    public var body: Never {
        fatalError("Text is a primitive view")
    }
}
