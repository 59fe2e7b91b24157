/// What a template requires of a link's query: an item that must be there (`item=*`), the item a
/// required parameter is read from, a fixed value (`checkout?step=payment`), or an item that must
/// not be there (`!preview_token`: such a link is not the app's).
public enum LinkQueryCondition: Hashable, Sendable {
    /// The item must be in the query, with any value.
    case present(String)
    /// The item a required parameter is read from: reading the parameter fails without it (unless
    /// the hosting modal shares the value), so the template counts it as `present` for precedence.
    case required(String)
    /// The item's first value must be this text (compared as literal segments are).
    case equals(String, String)
    /// The item must not be in the query.
    case absent(String)

    /// Whether the condition holds for `request`'s query.
    func holds(in request: LinkRequest, options: LinkMatchOptions) -> Bool {
        switch self {
        case .present(let item):
            request.queryItems.contains { $0.name == item }
        case .required:
            true
        case .equals(let item, let value):
            request.queryItems.first { $0.name == item }.map { options.matches(value, $0.value) } ?? false
        case .absent(let item):
            !request.queryItems.contains { $0.name == item }
        }
    }
}

/// A part of the link itself that a parameter can be bound to (`{source=$url}`), rather than a
/// segment or a query item of it. Building a link leaves such parameters out.
public enum LinkPart: String, Hashable, Sendable {
    /// The whole URL, as the app received it.
    case url
    /// The URL's host, lowercase.
    case host
    /// The route's path, percent-encoded as the link wrote it, without the query: `users/42`.
    case path
}
