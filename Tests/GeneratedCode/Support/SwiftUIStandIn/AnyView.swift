/// A type-erased view (stand-in for `SwiftUI.AnyView`).
///
/// Stores the erased view the way SwiftUI does, so a test can read it back with the same mirror
/// path on every platform: `Mirror(reflecting: anyView).descendant("storage", "view")`.
/// Erasing an `AnyView` does not wrap it again: `AnyView(AnyView(view))` stores `view` itself,
/// so the path above gives `view` at any nesting. That is what SwiftUI's `AnyView` is reported
/// to do (OpenSwiftUI's reimplementation, audited against iOS 18); Apple does not document it.
///
/// Apple: `@frozen nonisolated struct AnyView`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance.
@frozen
public struct AnyView: View {
    /// The erased view, in a box whose dynamic type names the view's type.
    ///
    /// Stand-in storage: no Apple counterpart.
    @usableFromInline
    internal var storage: AnyViewStorageBase

    /// Creates an instance that type-erases `view`.
    ///
    /// Apple: `nonisolated init<V>(_ view: V) where V : View`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter).
    public init<V>(_ view: V) where V: View {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = AnyViewStorage(view: view)
        }
    }

    /// Creates an instance that type-erases `view`.
    ///
    /// Apple: `@export(implementation) nonisolated init<V>(erasing view: V) where V : View`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter).
    public init<V>(erasing view: V) where V: View {
        self.init(view)
    }

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `AnyView.Body`).
    public typealias Body = Never

    /// Never called: `AnyView` is a primitive view.
    ///
    /// Apple: not verified (no page for `AnyView.body`).
    public var body: Never {
        fatalError("AnyView is a primitive view")
    }
}

extension AnyView: StandInInspectable {
    /// The erased view.
    var inspectedChildren: [any View] { [storage.erasedView] }
}
