/// One way a feature's links lead to a navigation state: a template and what its values
/// build, or a hosting modal's template whose remaining segments the hosted feature matches.
public struct LinkRoute<State: Sendable>: Sendable {
    /// The template, which `LinkRoutes` indexes by its literal segments.
    public let template: LinkTemplate
    /// Whether the template is a hosting modal's, which fits the start of the rest of a link.
    public let isHosting: Bool
    /// Matches the link from a segment, at a hosting depth (the hosting modals above), with the
    /// values the hosting modal shares.
    @usableFromInline
    let matcher: @Sendable (LinkMatching, _ start: Int, _ depth: Int, _ shared: [String: LinkSharedValue]) -> LinkMatch<State>?
    /// Whether the route waits for `LinkRoutes(_:building:)` to build its states (see `numbered(_:)`).
    let isNumbered: Bool

    /// A route of `template` that `matcher` matches.
    @usableFromInline
    init(
        template: LinkTemplate, isHosting: Bool, isNumbered: Bool = false,
        matcher: @escaping @Sendable (LinkMatching, _ start: Int, _ depth: Int, _ shared: [String: LinkSharedValue]) -> LinkMatch<State>?
    ) {
        self.template = template
        self.isHosting = isHosting
        self.isNumbered = isNumbered
        self.matcher = matcher
    }

    /// A route that matches `template` against the rest of the request and builds the state with
    /// the function that `LinkRoutes(_:building:)` is given, passing the route's position in its
    /// list: generated code lists a feature's templates so, to build every state in one function
    /// rather than in a closure each. Listed anywhere else, it matches nothing.
    public static func numbered(_ template: LinkTemplate) -> LinkRoute {
        LinkRoute(template: template, isHosting: false, isNumbered: true) { _, _, _, _ in nil }
    }

    /// A route that matches `template` against the rest of the request and builds the state
    /// from its values; building throws (`LinkMismatch`) when a value is missing or does not convert.
    @inlinable
    public static func template(
        _ template: LinkTemplate, build: @escaping @Sendable (LinkValues) throws -> State
    ) -> LinkRoute {
        let rank = template.rank
        let specificity = template.specificity
        return LinkRoute(template: template, isHosting: false) { matching, start, _, shared in
            guard var values = template.match(matching.request, from: start, options: matching.options) else { return nil }
            values.shared = shared
            guard let state = try? build(values) else { return nil }
            return LinkMatch(state: state, rank: rank, specificity: specificity)
        }
    }

    /// A route that matches `template` against the start of the rest of the request, then
    /// lets the hosted feature's routes (`hosted`) match what follows (nothing, or a link of
    /// that feature), and builds the state from the template's values and the hosted state.
    ///
    /// The hosted feature's templates see the modal's parameters listed in `shares` (see
    /// `LinkValues.shared`): a parameter of the same name and type that the link does not carry
    /// takes the modal's value.
    ///
    /// It does not match at `LinkMatchOptions.maximumHostingDepth`: a link never opens more
    /// hosting modals than that, however long it is.
    @inlinable
    public static func hosting<Hosted>(
        _ template: LinkTemplate,
        shares: [LinkShare] = [],
        hosted: @escaping @Sendable () -> LinkRoutes<Hosted>,
        emptyHosted: Hosted,
        build: @escaping @Sendable (LinkValues, Hosted) throws -> State
    ) -> LinkRoute where Hosted: Sendable {
        let prefixRank = Array(template.rank.dropLast())
        let specificity = template.specificity
        return LinkRoute(template: template, isHosting: true) { matching, start, depth, shared in
            guard depth < LinkMatchOptions.maximumHostingDepth,
                  var values = template.match(matching.request, from: start, options: matching.options, prefixOnly: true)
            else { return nil }
            values.shared = shared
            var passed: [String: LinkSharedValue] = [:]
            for share in shares {
                if let text = values.sharedText(share.name) { passed[share.name] = share.value(text) }
            }
            let rest = start + template.segments.count
            let hostedMatch: LinkMatch<Hosted>
            if let match = matching.best(in: hosted(), from: rest, depth: depth + 1, shared: passed) {
                hostedMatch = match
            } else if rest == matching.request.segments.count {
                hostedMatch = LinkMatch(state: emptyHosted, rank: [LinkTemplate.endRank])
            } else {
                return nil
            }
            guard let state = try? build(values, hostedMatch.state) else { return nil }
            return LinkMatch(state: state, rank: prefixRank + hostedMatch.rank, specificity: specificity + hostedMatch.specificity)
        }
    }

    /// The most specific of `routes`' matches of `request` from `start` (see `LinkTemplate.rank`);
    /// the first in order among equally specific ones.
    ///
    /// Each feature's routes are matched at most once from each segment at each hosting depth
    /// (see `LinkMatching`), so a link of n segments costs at most the app's templates times n
    /// times the hosting depth, and the stack it uses grows with the hosting depth only.
    ///
    /// Only the templates that `routes`' index says can fit are tried (see `LinkRoutes`).
    @inlinable
    public static func bestMatch(
        of request: LinkRequest, from start: Int = 0, in routes: LinkRoutes<State>, options: LinkMatchOptions
    ) -> LinkMatch<State>? {
        routes.bestMatch(of: request, from: start, options: options)
    }

    /// The same over routes in an array, indexed for this match: for tests and hand-written routes.
    public static func bestMatch(
        of request: LinkRequest, from start: Int = 0, in routes: [LinkRoute], options: LinkMatchOptions
    ) -> LinkMatch<State>? {
        LinkRoutes(routes).bestMatch(of: request, from: start, options: options)
    }
}

/// A link that matched: the state it leads to, and how specific the match was.
public struct LinkMatch<State: Sendable>: Sendable {
    /// The navigation state the link leads to.
    public var state: State
    /// The matched templates' path specificity (see `LinkTemplate.rank`); smaller wins.
    public var rank: [UInt8]
    /// The matched templates' query and host constraints (see `LinkTemplate.specificity`);
    /// between equal ranks, larger wins.
    public var specificity: Int

    /// Creates a match.
    @inlinable
    public init(state: State, rank: [UInt8], specificity: Int = 0) {
        self.state = state
        self.rank = rank
        self.specificity = specificity
    }

    /// The same match leading to `transform(state)`.
    @inlinable
    public func map<Other>(_ transform: (State) -> Other) -> LinkMatch<Other> {
        LinkMatch<Other>(state: transform(state), rank: rank, specificity: specificity)
    }

    /// Whether this match is more specific than `other`: a smaller rank, or an equal one with
    /// a larger specificity.
    @inlinable
    public func precedes<Other>(_ other: LinkMatch<Other>) -> Bool {
        rank == other.rank ? specificity > other.specificity : rank.lexicographicallyPrecedes(other.rank)
    }
}
