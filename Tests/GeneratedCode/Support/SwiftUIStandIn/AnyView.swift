/// A type-erased view (stand-in for `SwiftUI.AnyView`).
///
/// Stores the erased view the way SwiftUI does, so a test can read it back with the same mirror
/// path on every platform: `Mirror(reflecting: anyView).descendant("storage", "view")`.
/// Erasing an `AnyView` does not wrap it again: `AnyView(AnyView(view))` stores `view` itself,
/// so the path above gives `view` at any nesting. That is what SwiftUI's `AnyView` is reported
/// to do (OpenSwiftUI's reimplementation, audited against iOS 18); Apple does not document it.
@frozen
public struct AnyView: View {
    /// The erased view, in a box whose dynamic type names the view's type.
    @usableFromInline
    internal var storage: AnyViewStorageBase

    /// Creates an instance that type-erases `view`.
    public init<V>(_ view: V) where V: View {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = AnyViewStorage(view: view)
        }
    }

    /// Creates an instance that type-erases `view`.
    public init<V>(erasing view: V) where V: View {
        self.init(view)
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `AnyView` is a primitive view.
    public var body: Never {
        fatalError("AnyView is a primitive view")
    }
}

extension AnyView: StandInInspectable {
    /// The erased view.
    var inspectedChildren: [any View] { [storage.erasedView] }
}
