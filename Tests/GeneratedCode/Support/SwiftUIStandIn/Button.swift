/// A control that initiates an action (stand-in for `SwiftUI.Button`).
///
/// Apple: `nonisolated struct Button<Label> where Label : View`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance; two initializers.
public struct Button<Label>: View where Label: View {
    /// The action to perform when the user triggers the button; never called by the stand-in.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let action: @MainActor () -> Void

    /// A view that describes the purpose of the button's action.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let label: Label

    /// Creates a button that displays a custom label.
    ///
    /// Apple: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void,
    /// @ContentBuilder label: () -> Label)`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter).
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `Button.Body`).
    public typealias Body = Never

    /// Never called: the stand-in renders nothing.
    ///
    /// Apple: not verified (no page for `Button.body`).
    public var body: Never {
        fatalError("Button is a primitive view in the SwiftUI stand-in")
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    ///
    /// Apple: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    /// where S : StringProtocol`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter). Apple's `init(_:action:)` overloads taking a
    /// `LocalizedStringKey` or a `LocalizedStringResource` are missing.
    @preconcurrency
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) {
            Text(title)
        }
    }
}
