/// One way a feature's links lead to a navigation state: a template and what its values
/// build, or a hosting modal's template whose remaining segments the hosted feature matches.
public struct LinkRoute<State: Sendable>: Sendable {
    /// Matches the request from a segment, with the options.
    private let matcher: @Sendable (LinkRequest, Int, LinkMatchOptions) -> LinkMatch<State>?

    /// A route that matches `template` against the rest of the request and builds the state
    /// from its values; building throws (`LinkMismatch`) when a value is missing or does not convert.
    public static func template(
        _ template: LinkTemplate, build: @escaping @Sendable (LinkValues) throws -> State
    ) -> LinkRoute {
        let rank = template.rank
        return LinkRoute { request, start, options in
            guard let values = template.match(request, from: start, options: options),
                  let state = try? build(values)
            else { return nil }
            return LinkMatch(state: state, rank: rank)
        }
    }

    /// A route that matches `template` against the start of the rest of the request, then
    /// lets `hosted` match what follows (nothing, or a hosted feature's link), and builds the
    /// state from the template's values and the hosted state.
    public static func hosting<Hosted>(
        _ template: LinkTemplate,
        hosted: @escaping @Sendable (LinkRequest, Int, LinkMatchOptions) -> LinkMatch<Hosted>?,
        emptyHosted: Hosted,
        build: @escaping @Sendable (LinkValues, Hosted) throws -> State
    ) -> LinkRoute where Hosted: Sendable {
        let prefixRank = Array(template.rank.dropLast())
        return LinkRoute { request, start, options in
            guard let values = template.match(request, from: start, options: options, prefixOnly: true) else { return nil }
            let rest = start + template.segments.count
            let hostedMatch: LinkMatch<Hosted>
            if rest == request.segments.count {
                hostedMatch = hosted(request, rest, options) ?? LinkMatch(state: emptyHosted, rank: [3])
            } else {
                guard let match = hosted(request, rest, options) else { return nil }
                hostedMatch = match
            }
            guard let state = try? build(values, hostedMatch.state) else { return nil }
            return LinkMatch(state: state, rank: prefixRank + hostedMatch.rank)
        }
    }

    /// The most specific of `routes`' matches of `request` from `start` (see `LinkTemplate.rank`);
    /// the first in order among equally specific ones.
    public static func bestMatch(
        of request: LinkRequest, from start: Int = 0, in routes: [LinkRoute], options: LinkMatchOptions
    ) -> LinkMatch<State>? {
        var best: LinkMatch<State>?
        for route in routes {
            guard let match = route.matcher(request, start, options) else { continue }
            if let current = best, !match.rank.lexicographicallyPrecedes(current.rank) { continue }
            best = match
        }
        return best
    }
}

/// A link that matched: the state it leads to, and how specific the match was.
public struct LinkMatch<State: Sendable>: Sendable {
    /// The navigation state the link leads to.
    public var state: State
    /// The matched templates' specificity (see `LinkTemplate.rank`); smaller wins.
    public var rank: [UInt8]

    /// Creates a match.
    public init(state: State, rank: [UInt8]) {
        self.state = state
        self.rank = rank
    }

    /// The same match leading to `transform(state)`.
    public func map<Other>(_ transform: (State) -> Other) -> LinkMatch<Other> {
        LinkMatch<Other>(state: transform(state), rank: rank)
    }
}
