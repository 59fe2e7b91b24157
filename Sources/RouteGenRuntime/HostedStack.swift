/// The stack a modal hosts, as a router gets it when the modal is presented: the hosted
/// feature's new router, and how to wire it to the presenting router.
@MainActor
public struct HostedStack<Event: Sendable> {
    /// The hosted feature's router.
    let router: AnyObject
    /// Sends the hosted router's events, wrapped, to the first function, and its dismissal
    /// requests to the second.
    let attach: @MainActor (_ send: @escaping @MainActor (Event) -> Void, _ dismiss: @escaping @MainActor () -> Void) -> Void

    /// The stack of `router`, whose events reach the presenting router wrapped by `wrap` (the
    /// modal's event case).
    public init<Route, Modal, HostedEvent>(
        _ router: NavigationRouter<Route, Modal, HostedEvent>,
        events wrap: @escaping @Sendable (HostedEvent) -> Event
    ) {
        self.router = router
        attach = { [weak router] send, dismiss in
            router?.onEvent = { event in send(wrap(event)) }
            router?.onDismissalRequest = dismiss
        }
    }

    /// The stack of `router`, whose events go nowhere: for a feature without events that hosts
    /// its own stack, whose Event enum has no case to wrap them in. Its dismissal requests
    /// still dismiss the modal.
    public init<Route, Modal, HostedEvent>(dropping router: NavigationRouter<Route, Modal, HostedEvent>) {
        self.router = router
        attach = { [weak router] _, dismiss in
            router?.onDismissalRequest = dismiss
        }
    }
}
