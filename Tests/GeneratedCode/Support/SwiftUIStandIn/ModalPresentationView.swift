extension View {
    /// Presents a sheet using the given item as a data source for the sheet's content
    /// (stand-in for `SwiftUI.View.sheet(item:onDismiss:content:)`).
    ///
    /// Apple: `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)?
    /// = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View
    /// where Item : Identifiable, Content : View`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter).
    public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModalPresentationView(style: .sheet, content: self, item: item, modalContent: content)
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the sheet's content
    /// (stand-in for `SwiftUI.View.fullScreenCover(item:onDismiss:content:)`).
    ///
    /// SwiftUI declares it on iOS, iPadOS, Mac Catalyst, tvOS, visionOS and watchOS, not on macOS;
    /// code using it must be compiled for those platforms only.
    ///
    /// Apple: `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss:
    /// (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View
    /// where Item : Identifiable, Content : View`
    /// Available: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, tvOS 14.0+, visionOS 1.0+,
    /// watchOS 7.0+; not macOS.
    /// Stand-in: main-actor isolated (stricter); declared on every platform.
    public func fullScreenCover<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModalPresentationView(style: .fullScreenCover, content: self, item: item, modalContent: content)
    }

    /// Presents a popover using the given item as a data source for the popover's content
    /// (stand-in for `SwiftUI.View.popover(item:attachmentAnchor:arrowEdge:content:)`, without
    /// the anchor and arrow edge, which generated code leaves at their defaults).
    ///
    /// In compact size classes (iPhone), SwiftUI shows it as a sheet.
    ///
    /// Apple: `@export(implementation) nonisolated func popover<Item, Content>(item: Binding<Item?>,
    /// attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    /// @ContentBuilder content: @escaping (Item) -> Content) -> some View
    /// where Item : Identifiable, Content : View`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, visionOS 1.0+;
    /// not tvOS, not watchOS.
    /// Stand-in: main-actor isolated (stricter); no `attachmentAnchor:` or `arrowEdge:` parameter,
    /// so its name is `popover(item:content:)`; declared on every platform.
    public func popover<Item, Content>(
        item: Binding<Item?>,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModalPresentationView(style: .popover, content: self, item: item, modalContent: content)
    }
}

/// How a modal modifier presents its content.
///
/// Stand-in only: no Apple counterpart.
enum ModalPresentationStyle: Sendable {
    /// `sheet(item:onDismiss:content:)`.
    case sheet
    /// `fullScreenCover(item:onDismiss:content:)`.
    case fullScreenCover
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`.
    case popover
}

/// The view `sheet(item:onDismiss:content:)`, `fullScreenCover(item:onDismiss:content:)` and
/// `popover(item:content:)` return: `content`, with the modal to present in `style` while `item` is not `nil`.
///
/// Stand-in only: no Apple counterpart (Apple's modifiers return an opaque `some View`).
internal struct ModalPresentationView<Content: View, Item: Identifiable, ModalContent: View>: View {
    /// Which modifier made the view.
    let style: ModalPresentationStyle

    /// The modified view.
    let content: Content

    /// The presented item, or `nil` when no modal is presented.
    let item: Binding<Item?>

    /// Builds the modal for an item.
    let modalContent: (Item) -> ModalContent

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("\(style)(item:onDismiss:content:) renders nothing in the SwiftUI stand-in")
    }
}

extension ModalPresentationView: StandInInspectable {
    /// The modified view.
    var inspectedChildren: [any View] { [content] }

    /// The item binding and the content, when this modal is presented in `style` and
    /// `Presented` is `Item`.
    func inspectedModal<Presented>(_ style: ModalPresentationStyle, item type: Presented.Type) -> StandInPresentation<Presented>? {
        guard style == self.style, let item = item as? Binding<Presented?>,
              let modalContent = modalContent as? (Presented) -> ModalContent
        else {
            return nil
        }
        return StandInPresentation(item: item, content: { presented in modalContent(presented) })
    }
}
