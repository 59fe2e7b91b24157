extension View {
    /// Presents a sheet using the given item as a data source for the sheet's content
    /// (stand-in for `SwiftUI.View.sheet(item:onDismiss:content:)`).
    public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        SheetPresentationView(content: self, item: item, onDismiss: onDismiss, sheetContent: content)
    }
}

/// The view `sheet(item:onDismiss:content:)` returns: `content`, with the sheet to present
/// while `item` is not `nil`.
internal struct SheetPresentationView<Content: View, Item: Identifiable, SheetContent: View>: View {
    /// The modified view.
    let content: Content

    /// The presented item, or `nil` when no sheet is presented.
    let item: Binding<Item?>

    /// Called when the sheet is dismissed.
    let onDismiss: (() -> Void)?

    /// Builds the sheet for an item.
    let sheetContent: (Item) -> SheetContent

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("sheet(item:onDismiss:content:) renders nothing in the SwiftUI stand-in")
    }
}

extension SheetPresentationView: StandInInspectable {
    /// The modified view.
    var inspectedChildren: [any View] { [content] }

    /// The item binding and the closures, when `Presented` is `Item`.
    func inspectedSheet<Presented>(item type: Presented.Type) -> StandInPresentation<Presented>? {
        guard let item = item as? Binding<Presented?>, let sheetContent = sheetContent as? (Presented) -> SheetContent else {
            return nil
        }
        return StandInPresentation(item: item, onDismiss: onDismiss, content: { presented in sheetContent(presented) })
    }
}
