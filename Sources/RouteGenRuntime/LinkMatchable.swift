/// A type that links lead to: a feature's navigation state, and its event type when the
/// feature's events have link templates. Generated code conforms to it, so that the `link` of a
/// state, a route, a modal or an event is one call of `LinkCandidate.firstLink(of:)`, compiled
/// once here, rather than a closure of its own in every feature.
public protocol LinkMatchable: Equatable, Sendable {
    /// The value the most specific of the type's templates leads `request` to, reading its
    /// segments from `start`; `nil` when none matches or a value does not convert.
    static func match(_ request: LinkRequest, from start: Int, options: LinkMatchOptions) -> LinkMatch<Self>?
}

extension LinkCandidate where State: LinkMatchable {
    /// The link of the first of `candidates` that `State`'s templates read back as its state
    /// (with the default options, from the link's first segment); `nil` when none does.
    public static func firstLink(of candidates: [LinkCandidate?]) -> LinkPath? {
        first(of: candidates) { State.match($0.request, from: 0, options: LinkMatchOptions())?.state }?.link
    }
}
