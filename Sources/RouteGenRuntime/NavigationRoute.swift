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
}
