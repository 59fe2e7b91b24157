/// The box an `AnyView` keeps its erased view in; only `AnyViewStorage` is ever instantiated.
///
/// A class, as in SwiftUI, so that `Mirror(reflecting: anyView).descendant("storage", "view")`
/// reaches the view through the box's dynamic type.
///
/// Stand-in storage: no Apple counterpart.
@usableFromInline
internal class AnyViewStorageBase {
    /// Creates the box; only `AnyViewStorage` calls it.
    internal init() {}

    /// The erased view, for `StandInInspector`; `AnyViewStorage` overrides it.
    internal var erasedView: any View {
        fatalError("SwiftUI stand-in: only AnyViewStorage is ever instantiated")
    }
}
