// SwiftUI stand-in for Linux, used by tests only.
//
// SwiftUI does not exist on Linux. This module declares the few SwiftUI names the built-in
// templates use, with Apple's names and signatures, so the tests can type-check generated
// SwiftUI-facing code here. Package.swift declares it only when the manifest is evaluated on
// Linux, as the module SwiftUIStandIn that only the targets compiling generated code see as
// SwiftUI; on Apple platforms the same tests compile against the real SwiftUI.
//
// Its isolation is at least as strict as Apple's (every view's body, and every view initializer
// except the nonisolated ones ViewBuilder calls, is main-actor isolated), so code that
// type-checks against the stand-in also type-checks against SwiftUI. It renders nothing, but
// Binding and Bindable really read and write, so tests can drive the bindings generated code
// makes; an @Environment property holding an object cannot be read, and one reading a key path
// of EnvironmentValues reads what the test set (see Environment.swift). Add a declaration here
// only when a template or an example feature screen starts using it.
//
// Two additions are not SwiftUI API. StandInInspector (with StandInPresentation) lets tests look
// inside a view tree, at what the stand-in's views store: a NavigationStack's path binding, a
// navigationDestination closure, a sheet's or full-screen cover's item binding and content, the
// object environment(_:) holds. The views show it through the internal StandInInspectable.
// StandInEnvironment sets the environment values the views a test inspects read.
// Code using them compiles only against the stand-in: keep it in tests, under #if os(Linux).

/// A piece of user interface (stand-in for `SwiftUI.View`).
@MainActor
@preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder
    @MainActor
    @preconcurrency
    var body: Self.Body { get }
}

extension Never: View {
    /// The type for the body of a view that has none.
    public typealias Body = Never

    /// Never called: a `Never` body has no content.
    public var body: Never {
        fatalError("Never has no body")
    }
}
