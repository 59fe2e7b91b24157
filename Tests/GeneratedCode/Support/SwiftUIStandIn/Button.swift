/// A control that initiates an action (stand-in for `SwiftUI.Button`).
public struct Button<Label>: View where Label: View {
    /// The action to perform when the user triggers the button; never called by the stand-in.
    private let action: @MainActor () -> Void

    /// A view that describes the purpose of the button's action.
    private let label: Label

    /// Creates a button that displays a custom label.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: the stand-in renders nothing.
    public var body: Never {
        fatalError("Button is a primitive view in the SwiftUI stand-in")
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @preconcurrency
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) {
            Text(title)
        }
    }
}
