/// An incoming link as route templates match it: its route segments and query items, each
/// percent-decoded after the link was split, so that an encoded `/` (`%2F`) stays inside its
/// segment and an encoded `&` or `=` inside its query item.
public struct LinkRequest: Hashable, Sendable {
    /// The route's segments, decoded; empty segments (a trailing or doubled `/`) are dropped.
    public var segments: [String]
    /// The query items, decoded, in order; a name may repeat.
    public var queryItems: [LinkQueryItem]
    /// The declared web host the link came on (the host itself, or the declared parent domain of
    /// a subdomain), lowercase: what a template limited to hosts (`//s.example/{code}`) needs.
    /// `nil` for a link on a route or ignored scheme, or one built by a route.
    public var declaredHost: String?
    /// How many segments, from the first, compare without case whatever the app's options: 1
    /// under a route scheme, whose first segment is the URL's host.
    public var caseInsensitiveSegments: Int
    /// The URL the request was read from, for parameters bound to the link itself; `nil` for a
    /// link built by a route, which carries none of them.
    public var context: LinkRequestContext?

    /// Creates a request from decoded segments and query items.
    public init(
        segments: [String], queryItems: [LinkQueryItem] = [], declaredHost: String? = nil,
        caseInsensitiveSegments: Int = 0, context: LinkRequestContext? = nil
    ) {
        self.segments = segments
        self.queryItems = queryItems
        self.declaredHost = declaredHost
        self.caseInsensitiveSegments = caseInsensitiveSegments
        self.context = context
    }

    /// Splits a percent-encoded route path (`users/42/photos`) and query (`filter=liked&q=a+b`),
    /// then decodes each part; `+` in the query is a space. `nil` when a part's percent-encoding
    /// is malformed.
    public init?(encodedPath: String, encodedQuery: String?) {
        var segments: [String] = []
        for segment in encodedPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let decoded = PercentEncoding.decode(segment) else { return nil }
            segments.append(decoded)
        }
        var items: [LinkQueryItem] = []
        for item in (encodedQuery ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentEncoding.decode(parts[0], plusIsSpace: true),
                  let value = PercentEncoding.decode(parts.count > 1 ? parts[1] : "", plusIsSpace: true)
            else { return nil }
            items.append(LinkQueryItem(name: name, value: value))
        }
        self.init(segments: segments, queryItems: items)
    }

    /// Splits a route written as one string (`users/42?filter=liked`, as a URL fragment holds
    /// it) at its first `?`, then as `init(encodedPath:encodedQuery:)` does.
    public init?(encodedRoute route: String) {
        let parts = route.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        self.init(encodedPath: String(parts[0]), encodedQuery: parts.count > 1 ? String(parts[1]) : nil)
    }

    /// The values of the query items named `name`, in order.
    public func queryValues(named name: String) -> [String] {
        queryItems.compactMap { $0.name == name ? $0.value : nil }
    }
}

/// One query item of a link, decoded.
public struct LinkQueryItem: Hashable, Sendable {
    /// The item's name.
    public var name: String
    /// The item's value; empty for `?flag` and `?flag=`.
    public var value: String

    /// Creates an item.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
