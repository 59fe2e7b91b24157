/// One link being matched: the request and options every feature's routes read, and the best
/// match already found for each feature from each segment at each hosting depth, with the
/// values its hosting modal shares.
///
/// Remembering them keeps matching polynomial: without it, two hosting modals that fit the same
/// segment (`again: { stack: Exp, url: x }` beside `any: { stack: Exp, url: "*" }`) would match
/// the rest of the link twice each, 2ⁿ times for n such segments.
@usableFromInline
final class LinkMatching {
    /// The link's route, split and decoded.
    @usableFromInline
    let request: LinkRequest
    /// How literals compare.
    @usableFromInline
    let options: LinkMatchOptions
    /// The best match of a feature (its state type) from a segment at a hosting depth, or
    /// `nil` when it has none; a `Remembered<State>` each.
    private var remembered: [Key: Any] = [:]

    /// Where a feature's routes matched.
    @usableFromInline
    struct Key: Hashable {
        /// The feature's state type.
        var feature: ObjectIdentifier
        /// The first segment matched.
        var start: Int
        /// The hosting modals above.
        var depth: Int
        /// The values the hosting modal shares (see `LinkValues.shared`).
        var shared: [String: LinkSharedValue]

        /// Creates a key.
        @usableFromInline
        init(feature: ObjectIdentifier, start: Int, depth: Int, shared: [String: LinkSharedValue]) {
            self.feature = feature
            self.start = start
            self.depth = depth
            self.shared = shared
        }
    }

    /// A remembered match of a `State`.
    @usableFromInline
    struct Remembered<State: Sendable> {
        /// The match; `nil` for none.
        @usableFromInline
        var match: LinkMatch<State>?

        /// Wraps `match`.
        @usableFromInline
        init(match: LinkMatch<State>?) {
            self.match = match
        }
    }

    /// Starts matching `request`.
    @usableFromInline
    init(request: LinkRequest, options: LinkMatchOptions) {
        self.request = request
        self.options = options
    }

    /// What was remembered under `key`.
    @usableFromInline
    func recall(_ key: Key) -> Any? {
        remembered[key]
    }

    /// Remembers `value` under `key`.
    @usableFromInline
    func remember(_ value: Any, as key: Key) {
        remembered[key] = value
    }

    /// The most specific of `routes`' matches from `start` at hosting depth `depth`, with the
    /// values a hosting modal shares, found once: `routes` must be the feature's routes, the
    /// same list wherever its state type is matched.
    @inlinable
    func best<State>(in routes: LinkRoutes<State>, from start: Int, depth: Int, shared: [String: LinkSharedValue] = [:]) -> LinkMatch<State>? {
        let key = Key(feature: ObjectIdentifier(State.self), start: start, depth: depth, shared: shared)
        if let known = recall(key) as? Remembered<State> { return known.match }
        let match = routes.best(of: self, from: start, depth: depth, shared: shared)
        remember(Remembered(match: match), as: key)
        return match
    }
}

extension LinkMatchOptions {
    /// The most hosting modals one link opens, each over the other's stack (a profile sheet
    /// over a profile): a link that matches only through more does not match. It bounds the
    /// stack matching uses and the depth of the state a link leads to, whatever its length.
    public static let maximumHostingDepth = 32
}
