extension View {
    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the sheet's content
    /// (stand-in for `SwiftUI.View.fullScreenCover(item:onDismiss:content:)`).
    ///
    /// SwiftUI declares it on iOS, iPadOS, Mac Catalyst, tvOS, visionOS and watchOS, not on macOS;
    /// code using it must be compiled for those platforms only.
    public func fullScreenCover<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        FullScreenCoverPresentationView(content: self, item: item, onDismiss: onDismiss, coverContent: content)
    }
}

/// The view `fullScreenCover(item:onDismiss:content:)` returns: `content`, with the cover to
/// present while `item` is not `nil`.
internal struct FullScreenCoverPresentationView<Content: View, Item: Identifiable, CoverContent: View>: View {
    /// The modified view.
    let content: Content

    /// The presented item, or `nil` when no cover is presented.
    let item: Binding<Item?>

    /// Called when the cover is dismissed.
    let onDismiss: (() -> Void)?

    /// Builds the cover for an item.
    let coverContent: (Item) -> CoverContent

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("fullScreenCover(item:onDismiss:content:) renders nothing in the SwiftUI stand-in")
    }
}

extension FullScreenCoverPresentationView: StandInInspectable {
    /// The modified view.
    var inspectedChildren: [any View] { [content] }

    /// The item binding and the closures, when `Presented` is `Item`.
    func inspectedFullScreenCover<Presented>(item type: Presented.Type) -> StandInPresentation<Presented>? {
        guard let item = item as? Binding<Presented?>, let coverContent = coverContent as? (Presented) -> CoverContent else {
            return nil
        }
        return StandInPresentation(item: item, onDismiss: onDismiss, content: { presented in coverContent(presented) })
    }
}
