import Observation

/// The navigation state of one feature's stack, which every generated `FRouter` is: the push
/// path a `NavigationStack` binds to, the modal presented over it, the router of the stack that
/// modal hosts, and the events the feature reports to the app layer.
///
/// The path is the single source of truth. Views state an intent (`push`, `pop`, `present`,
/// `send`); they never drive navigation with Booleans or rely on `dismiss`. No operation traps:
/// each one documents what it does when there is nothing to do.
///
/// Generic, so that this logic is compiled once, here, rather than once per feature: a generated
/// router is a final subclass that inherits the initializer and adds what depends on its feature
/// (the hosted routers by name, through `hostedStack(for:)`, and its navigation state). It is
/// versioned with the generator.
@MainActor
@Observable
open class NavigationRouter<Route: NavigationRoute, Modal: NavigationModal, Event: Sendable> {
    /// The pushed screens, bottom first; bind `NavigationStack(path:)` to it.
    ///
    /// The stack's root view is not part of the path: an empty path shows the root.
    public final var path: [Route] {
        didSet {
            if resultHandlers.keys.contains(where: { $0 >= path.count }) {
                resultHandlers = resultHandlers.filter { $0.key < path.count }
            }
            onPathChange?(oldValue, path)
        }
    }

    /// The modal presented over the stack, or `nil`; kept apart from `path`.
    public final var modal: Modal? {
        didSet {
            if modal != oldValue {
                updateHostedStack()
            }
        }
    }

    /// The router of the stack the modal hosts, if it hosts one: a new one each time such a modal
    /// is presented, `nil` while none is. Subclasses give it its type, per modal, through
    /// `hostedRouter(as:)`.
    final private(set) var presentedHostedRouter: AnyObject? = nil

    /// Receives the events the feature sends; the app layer sets it.
    @ObservationIgnored
    public final var onEvent: (@MainActor (Event) -> Void)?

    /// Called after every change of `path`, pushes and pops alike, with the path before and after.
    @ObservationIgnored
    public final var onPathChange: (@MainActor (_ old: [Route], _ new: [Route]) -> Void)?

    /// Dismisses this stack, for `requestDismissal()`. A router whose modal hosts this stack sets
    /// it; an app that presents or pushes the stack itself (a `UIHostingController`, say) may too.
    @ObservationIgnored
    public final var onDismissalRequest: (@MainActor () -> Void)?

    /// The handlers waiting for a result, keyed by the path length when their screen pushed.
    @ObservationIgnored
    final var resultHandlers: [Int: ResultHandler] = [:]

    /// Creates a router, optionally with a path, a modal and an event handler.
    ///
    /// The only designated initializer, which a generated router inherits rather than declares:
    /// a subclass that declared its own would also get a stub for this one, compiled per feature.
    public init(
        path: [Route] = [],
        modal: Modal? = nil,
        onEvent: (@MainActor (Event) -> Void)? = nil
    ) {
        self.path = path
        self.modal = modal
        self.onEvent = onEvent
        updateHostedStack()
    }

    /// Creates a router with an empty path, no modal and no event handler: what
    /// `init(path:modal:onEvent:)` creates without arguments. Generated code that makes a router
    /// (a hosted stack's) calls this one, which compiles faster: the call builds no default
    /// arguments.
    public convenience init() {
        self.init(path: [], modal: nil, onEvent: nil)
    }

    /// The stack `modal` hosts, with a new router, or `nil` when it hosts none (the default): a
    /// generated router whose feature has modals with `stack:` overrides it. The router calls it
    /// each time such a modal is presented; an app has no need to.
    open func hostedStack(for modal: Modal) -> HostedStack<Event>? {
        nil
    }

    /// The route on top of the stack, or `nil` when the root is showing.
    public final var current: Route? {
        path.last
    }

    /// Pushes `route` onto the stack.
    public final func push(_ route: Route) {
        path.append(route)
    }

    /// Pops `count` routes, one by default. Popping more routes than the path holds pops to the
    /// root; a count below one changes nothing. Returns the number of routes popped.
    @discardableResult
    public final func pop(_ count: Int = 1) -> Int {
        let popped = min(max(count, 0), path.count)
        if popped > 0 {
            path.removeLast(popped)
        }
        return popped
    }

    /// Pops the routes above the last occurrence of `route`, which stays on top. Returns `false`,
    /// changing nothing, when `route` is not on the stack.
    @discardableResult
    public final func pop(to route: Route) -> Bool {
        guard let index = path.lastIndex(of: route) else { return false }
        pop(path.count - 1 - index)
        return true
    }

    /// Pops the routes above the last route showing `screen`, whatever its parameters. Returns
    /// `false`, changing nothing, when no route on the stack shows `screen`.
    @discardableResult
    public final func pop(toScreen screen: Route.Screen) -> Bool {
        guard let index = path.lastIndex(where: { $0.screen == screen }) else { return false }
        pop(path.count - 1 - index)
        return true
    }

    /// Pops every route, showing the stack's root; does nothing when the root is showing.
    public final func popToRoot() {
        pop(path.count)
    }

    /// Replaces the whole path in one mutation, for deep links: SwiftUI sees a single change
    /// instead of a pop followed by a push during the pop's animation. Screens waiting for a
    /// result stop waiting: the flow they started is gone.
    public final func replacePath(with routes: [Route]) {
        resultHandlers = [:]
        path = routes
    }

    /// Asks whoever presented this stack to dismiss it (see `onDismissalRequest`). Returns
    /// `false`, changing nothing, when nobody set `onDismissalRequest`.
    @discardableResult
    public final func requestDismissal() -> Bool {
        guard let onDismissalRequest else { return false }
        onDismissalRequest()
        return true
    }

    /// Sends `event` to the app layer. Returns `false` when no `onEvent` handler is set.
    @discardableResult
    public final func send(_ event: Event) -> Bool {
        guard let onEvent else { return false }
        onEvent(event)
        return true
    }

    /// Gives the presented modal a new hosted router when it hosts a stack, and drops the router
    /// of the stack no longer presented.
    private func updateHostedStack() {
        guard let modal, let stack = hostedStack(for: modal) else {
            if presentedHostedRouter != nil {
                presentedHostedRouter = nil
            }
            return
        }
        stack.attach(
            { [weak self] event in _ = self?.send(event) },
            { [weak self, weak router = stack.router] in
                // An old hosted stack cannot dismiss the modal presented after it.
                guard let self, let router, self.presentedHostedRouter === router else { return }
                self.dismissModal()
            }
        )
        presentedHostedRouter = stack.router
    }
}
