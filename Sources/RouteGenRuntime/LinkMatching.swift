/// One link being matched: the request and options every feature's routes read, and the best
/// match already found for each feature from each segment at each hosting depth, with the
/// values its hosting modal shares.
///
/// Remembering them keeps matching polynomial: without it, two hosting modals that fit the same
/// segment (`again: { stack: Exp, url: x }` beside `any: { stack: Exp, url: "*" }`) would match
/// the rest of the link twice each, 2ⁿ times for n such segments.
final class LinkMatching {
    /// The link's route, split and decoded.
    let request: LinkRequest
    /// How literals compare.
    let options: LinkMatchOptions
    /// The best match of a feature (its state type) from a segment at a hosting depth, or
    /// `nil` when it has none; a `Remembered<State>` each.
    private var remembered: [Key: Any] = [:]

    /// Where a feature's routes matched.
    private struct Key: Hashable {
        /// The feature's state type.
        var feature: ObjectIdentifier
        /// The first segment matched.
        var start: Int
        /// The hosting modals above.
        var depth: Int
        /// The values the hosting modal shares (see `LinkValues.shared`).
        var shared: [String: LinkSharedValue]
    }

    /// A remembered match of a `State`.
    private struct Remembered<State: Sendable> {
        /// The match; `nil` for none.
        var match: LinkMatch<State>?
    }

    /// Starts matching `request`.
    init(request: LinkRequest, options: LinkMatchOptions) {
        self.request = request
        self.options = options
    }

    /// The most specific of `routes`' matches from `start` at hosting depth `depth`, with the
    /// values a hosting modal shares, found once: `routes` must be the feature's routes, the
    /// same list wherever its state type is matched.
    func best<State>(in routes: [LinkRoute<State>], from start: Int, depth: Int, shared: [String: LinkSharedValue] = [:]) -> LinkMatch<State>? {
        let key = Key(feature: ObjectIdentifier(State.self), start: start, depth: depth, shared: shared)
        if let known = remembered[key] as? Remembered<State> { return known.match }
        let match = LinkRoute.best(in: routes, of: self, from: start, depth: depth, shared: shared)
        remembered[key] = Remembered(match: match)
        return match
    }
}

extension LinkMatchOptions {
    /// The most hosting modals one link opens, each over the other's stack (a profile sheet
    /// over a profile): a link that matches only through more does not match. It bounds the
    /// stack matching uses and the depth of the state a link leads to, whatever its length.
    public static let maximumHostingDepth = 32
}
