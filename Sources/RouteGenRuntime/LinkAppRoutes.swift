/// Every feature's link routes of an app, with an index of their first literal segments built
/// once: a link asks only the features with a template that can start with its first segment,
/// so matching costs what those features' templates cost, whatever the app's other features.
///
/// The generated `<App>Link.init(request:)` matches through one (`linkRoutes`).
public struct LinkAppRoutes<Link: Sendable>: Sendable {
    /// One feature's routes (or its events'), and the link each of its states makes.
    public struct Feature: Sendable {
        /// The feature's index, whose root says which first segments the feature can match.
        let index: LinkRouteIndex
        /// The most specific of the feature's matches of a request, as a link.
        @usableFromInline
        let match: @Sendable (LinkRequest, LinkMatchOptions) -> LinkMatch<Link>?

        /// A feature of `index` that `match` matches.
        @usableFromInline
        init(index: LinkRouteIndex, match: @escaping @Sendable (LinkRequest, LinkMatchOptions) -> LinkMatch<Link>?) {
            self.index = index
            self.match = match
        }

        /// The feature of `routes`, whose matches lead to `link(state)`.
        @inlinable
        public static func feature<State>(_ routes: LinkRoutes<State>, as link: @escaping @Sendable (State) -> Link) -> Feature {
            Feature(index: routes.index) { request, options in
                routes.bestMatch(of: request, options: options)?.map(link)
            }
        }
    }

    /// The features, in the app's order: among equally specific matches the first wins.
    @usableFromInline
    let features: [Feature]
    /// The features (positions, in order) whose templates start with a literal, by its exact
    /// text, together with those of `anyFirstSegment`.
    let exact: [String: [Int]]
    /// The same by lowercased text, for a first segment that compares without case.
    let folded: [String: [Int]]
    /// The features with a template that starts with a parameter, `*` or `**`, or a hosting
    /// modal's template of no segment: they may match whatever the first segment.
    let anyFirstSegment: [Int]
    /// The features that may match a link of no segment.
    let noSegment: [Int]

    /// Indexes `features`, in order.
    public init(_ features: [Feature]) {
        self.features = features
        var exact: [String: Set<Int>] = [:]
        var folded: [String: Set<Int>] = [:]
        var any: Set<Int> = []
        var none: Set<Int> = []
        for (position, feature) in features.enumerated() {
            let root = feature.index.nodes[0]
            for key in root.exact.keys { exact[key, default: []].insert(position) }
            for key in root.folded.keys { folded[key, default: []].insert(position) }
            if root.anySegment != nil || !root.open.isEmpty { any.insert(position) }
            if !root.ends.isEmpty || !root.open.isEmpty { none.insert(position) }
        }
        self.exact = exact.mapValues { $0.union(any).sorted() }
        self.folded = folded.mapValues { $0.union(any).sorted() }
        anyFirstSegment = any.sorted()
        noSegment = none.sorted()
    }

    /// The most specific of the features' matches of `request`; the first feature's among equally
    /// specific ones.
    @inlinable
    public func bestMatch(of request: LinkRequest, options: LinkMatchOptions) -> LinkMatch<Link>? {
        var best: LinkMatch<Link>?
        for position in candidates(of: request, options: options) {
            guard let match = features[position].match(request, options) else { continue }
            if let current = best, !match.precedes(current) { continue }
            best = match
        }
        return best
    }

    /// The features (positions, in order) that may match `request`, by its first segment.
    @usableFromInline
    func candidates(of request: LinkRequest, options: LinkMatchOptions) -> [Int] {
        guard let first = request.segments.first else { return noSegment }
        // Under a route scheme the first segment is the URL's host, which compares without case.
        if options.caseSensitive && request.caseInsensitiveSegments == 0 {
            return exact[first] ?? anyFirstSegment
        }
        return folded[first.lowercased()] ?? anyFirstSegment
    }
}
