/// What a router needs of a feature's routes: values it can compare, and the screen each shows.
///
/// Every generated `FRoute` conforms, in its Router file.
public protocol NavigationRoute: Hashable, Sendable {
    /// The screens without their parameters (the generated `FRoute.Screen`).
    associatedtype Screen: Hashable
    /// The screen this route shows.
    var screen: Screen { get }
}

/// What a router needs of a feature's modals: values it can compare, and how each is presented.
///
/// Every generated `FModal` conforms, in its Router file.
public protocol NavigationModal: Hashable, Sendable {
    /// Whether the modal is presented as a full-screen cover.
    var isFullScreenCover: Bool { get }
    /// Whether the modal is presented as a popover.
    var isPopover: Bool { get }
    /// How the modal is presented in the horizontal size class `sizeClass`. A modal whose style
    /// depends on the size class implements it; for any other, it is what `isFullScreenCover`
    /// and `isPopover` say.
    func presentation(in sizeClass: ModalSizeClass) -> ModalPresentation
}

extension NavigationModal {
    /// The modal's one style, whatever the size class: what `isFullScreenCover` and `isPopover` say.
    public func presentation(in sizeClass: ModalSizeClass) -> ModalPresentation {
        isFullScreenCover ? .fullScreenCover : isPopover ? .popover : .sheet
    }
}
