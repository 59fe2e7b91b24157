/// Which side of the link-matching comparison runs.
public enum LinkMatcherSide: String, CaseIterable, Sendable {
    /// routegen's generated `<App>Link(request:)`.
    case routegen
    /// routing-kit's `TrieRouter` with one typed handler per template.
    case routingKit = "routing-kit"
}
