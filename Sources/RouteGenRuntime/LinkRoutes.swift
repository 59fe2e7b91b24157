/// Every link route of a feature, in declaration order, with an index of their literal segments
/// (`LinkRouteIndex`) built once: a link tries only the templates whose paths can fit it, so
/// matching costs what the templates sharing its prefix cost, not what the feature's others do.
///
/// Generated code declares one per feature (`linkRoutes`): its numbered routes built by
/// `init(_:building:)`, or an array literal.
public struct LinkRoutes<State: Sendable>: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The routes, in declaration order: among equally specific matches the first wins.
    @usableFromInline
    let routes: [LinkRoute<State>]
    /// The routes' templates by their literal segments.
    @usableFromInline
    let index: LinkRouteIndex

    /// Indexes `routes`.
    public init(_ routes: [LinkRoute<State>]) {
        self.routes = routes
        index = LinkRouteIndex(routes.map { ($0.template, $0.isHosting) })
    }

    /// Indexes the routes listed.
    public init(arrayLiteral routes: LinkRoute<State>...) {
        self.init(routes)
    }

    /// Indexes `routes`, whose numbered ones (`LinkRoute.numbered(_:)`) build their states with
    /// `build`, given the route's position in `routes` and the values the link carried; `build`
    /// throws `LinkMismatch` when a value is missing or does not convert, and the route does not
    /// match. Generated code builds a feature's states so: one function, compiled once, rather
    /// than a closure per template.
    public init(_ routes: [LinkRoute<State>], building build: @escaping @Sendable (_ position: Int, LinkValues) throws(LinkMismatch) -> State) {
        var built = routes
        for position in built.indices where built[position].isNumbered {
            built[position] = .template(built[position].template) { values in try build(position, values) }
        }
        self.init(built)
    }

    /// The position of the first route.
    public var startIndex: Int { routes.startIndex }
    /// The position after the last route.
    public var endIndex: Int { routes.endIndex }
    /// The route at `position`.
    public subscript(position: Int) -> LinkRoute<State> { routes[position] }

    /// The most specific of the routes' matches of `request` from `start` (see
    /// `LinkTemplate.rank`); the first in order among equally specific ones.
    ///
    /// Each feature's routes are matched at most once from each segment at each hosting depth
    /// (see `LinkMatching`), so a link of n segments costs at most the app's templates times n
    /// times the hosting depth, and the stack it uses grows with the hosting depth only.
    @inlinable
    public func bestMatch(of request: LinkRequest, from start: Int = 0, options: LinkMatchOptions) -> LinkMatch<State>? {
        let candidates = index.candidates(of: request, from: start, options: options)
        guard !candidates.isEmpty else { return nil }
        return best(among: candidates, of: LinkMatching(request: request, options: options), from: start, depth: 0, shared: [:])
    }

    /// The most specific of the routes' matches from `start` at hosting depth `depth`, without
    /// looking at what `matching` remembers.
    @inlinable
    func best(of matching: LinkMatching, from start: Int, depth: Int, shared: [String: LinkSharedValue]) -> LinkMatch<State>? {
        let candidates = index.candidates(of: matching.request, from: start, options: matching.options)
        return best(among: candidates, of: matching, from: start, depth: depth, shared: shared)
    }

    /// The most specific of the matches of the routes at `candidates`, which are in order.
    @inlinable
    func best(
        among candidates: [Int], of matching: LinkMatching, from start: Int, depth: Int, shared: [String: LinkSharedValue]
    ) -> LinkMatch<State>? {
        var best: LinkMatch<State>?
        for candidate in candidates {
            guard let match = routes[candidate].matcher(matching, start, depth, shared) else { continue }
            if let current = best, !match.precedes(current) { continue }
            best = match
        }
        return best
    }
}

extension LinkRoutes {
    /// Indexes the numbered routes of `templates`, one template per line, each the text
    /// `LinkTemplate(text:)` reads (`users/{userID}?tab={tab}`), whose states `build` builds by
    /// the route's position, as `init(_:building:)` does. Generated code writes a feature's
    /// templates so when none hosts a stack: one multi-line string literal compiles to far less
    /// code than an array literal of routes.
    public init(numbered templates: String, building build: @escaping @Sendable (_ position: Int, LinkValues) throws(LinkMismatch) -> State) {
        let routes = templates.split(separator: "\n", omittingEmptySubsequences: false).map { LinkRoute<State>.numbered(LinkTemplate(text: String($0))) }
        self.init(routes, building: build)
    }
}
