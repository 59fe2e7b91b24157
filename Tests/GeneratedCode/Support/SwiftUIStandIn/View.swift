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
//
// Each declaration that stands for an Apple one states, under its own doc sentence, what Apple
// declares, so that a reader can check it against Apple's documentation:
//   /// Apple: `<the declaration as its page on developer.apple.com shows it>`
//   /// Available: <the platforms and versions on that page>
//   /// Stand-in: <where the stand-in differs: stricter isolation, fewer parameters or overloads>
// The pages are those of the current SDKs (copyright 2026; the deprecations they list are at
// 27.0, the Xcode 27 SDKs): a page whose range for a platform ends, as in "iOS 13.0 - 27.0",
// marks the symbol deprecated there. Where no page was found the comment says what is not
// verified. Apple's pages write builder parameters as `@ContentBuilder`, declared as
// `typealias ContentBuilder = ViewBuilder`, so the stand-in's `@ViewBuilder` is the same
// attribute. Apple declares most view types and modifiers `nonisolated`; a stand-in type that
// conforms to `View` in its own declaration is main-actor isolated instead (Swift infers it from
// `View`), and so are the modifiers, declared in `extension View`: stricter, as the paragraph
// above intends. The stand-in declares no availability, being built on Linux only. Its own
// machinery (the inspector, storage, the views that modifiers return) says in one line that it
// has no Apple counterpart.

/// A piece of user interface (stand-in for `SwiftUI.View`).
///
/// Apple: `@MainActor @preconcurrency protocol View`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: the same isolation; none of Apple's modifiers but those declared in this module.
@MainActor
@preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    ///
    /// Apple: `associatedtype Body : View`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    associatedtype Body: View

    /// The content and behavior of the view.
    ///
    /// Apple: `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: the same (`@ViewBuilder` is `@ContentBuilder`).
    @ViewBuilder
    @MainActor
    @preconcurrency
    var body: Self.Body { get }
}

/// `Never` as a view, the body type of primitive views.
///
/// Apple: not verified (no page for SwiftUI's `Never: View` conformance was found).
extension Never: View {
    /// The type for the body of a view that has none.
    ///
    /// Apple: not verified (no page for `Never.Body`).
    public typealias Body = Never

    /// Never called: a `Never` body has no content.
    ///
    /// Apple: not verified (no page for `Never.body`).
    public var body: Never {
        fatalError("Never has no body")
    }
}
