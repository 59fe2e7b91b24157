/// The box holding the view an `AnyView` erases.
///
/// Stand-in storage: no Apple counterpart.
internal final class AnyViewStorage<V: View>: AnyViewStorageBase {
    /// The erased view; `Mirror` finds it under the label `view`.
    internal let view: V

    /// Boxes `view`.
    internal init(view: V) {
        self.view = view
        super.init()
    }

    /// The erased view, for `StandInInspector`.
    override internal var erasedView: any View {
        view
    }
}
