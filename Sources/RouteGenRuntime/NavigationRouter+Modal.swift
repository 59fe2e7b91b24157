extension NavigationRouter {
    /// Presents `modal` over the stack, replacing the modal already presented, if any.
    public final func present(_ modal: Modal) {
        self.modal = modal
    }

    /// Dismisses the presented modal; does nothing when none is presented.
    public final func dismissModal() {
        if modal != nil {
            modal = nil
        }
    }

    /// The modal when it is presented as a sheet, else `nil`: what `sheet(item:)` binds to.
    /// Setting a modal presents it; setting `nil` dismisses the modal only if it is a sheet.
    public final var presentedSheet: Modal? {
        get { modal.flatMap { Self.isSheet($0) ? $0 : nil } }
        set { setPresented(newValue, ifPresentedAs: Self.isSheet) }
    }

    /// The modal when it is presented as a full-screen cover, else `nil`: what
    /// `fullScreenCover(item:)` binds to. Setting `nil` dismisses the modal only if it is a cover.
    public final var presentedFullScreenCover: Modal? {
        get { modal.flatMap { $0.isFullScreenCover ? $0 : nil } }
        set { setPresented(newValue, ifPresentedAs: \.isFullScreenCover) }
    }

    /// The modal when it is presented as a popover, else `nil`: what `popover(item:)` binds to.
    /// Setting `nil` dismisses the modal only if it is a popover.
    public final var presentedPopover: Modal? {
        get { modal.flatMap { $0.isPopover ? $0 : nil } }
        set { setPresented(newValue, ifPresentedAs: \.isPopover) }
    }

    /// The modal when it is presented as `presentation` in the horizontal size class `sizeClass`,
    /// else `nil`: what the stack of a feature whose modals' styles depend on the size class binds
    /// `sheet(item:)`, `fullScreenCover(item:)` and `popover(item:)` to
    /// (`$router[presentedAs: .sheet, in: sizeClass]`). Setting a modal presents it; setting
    /// `nil` dismisses the modal only if it is presented so in that size class.
    public final subscript(presentedAs presentation: ModalPresentation, in sizeClass: ModalSizeClass) -> Modal? {
        get { modal.flatMap { $0.presentation(in: sizeClass) == presentation ? $0 : nil } }
        set { setPresented(newValue) { $0.presentation(in: sizeClass) == presentation } }
    }

    /// Whether `modal` is presented as a sheet: neither a full-screen cover nor a popover.
    private static func isSheet(_ modal: Modal) -> Bool {
        !modal.isFullScreenCover && !modal.isPopover
    }

    /// Presents `newModal`, or, for `nil`, dismisses the modal if it has the presentation
    /// `isPresented` tests, so that a sheet closing cannot dismiss a cover presented in its
    /// place, or the reverse.
    private func setPresented(_ newModal: Modal?, ifPresentedAs isPresented: (Modal) -> Bool) {
        if let newModal {
            present(newModal)
        } else if let modal, isPresented(modal) {
            self.modal = nil
        }
    }

    /// The router of the stack the presented modal hosts, if it is a `Hosted`: what a generated
    /// router's `<modal>Router` properties return once they have matched the modal.
    public final func hostedRouter<Hosted: AnyObject>(as type: Hosted.Type) -> Hosted? {
        presentedHostedRouter as? Hosted
    }
}
