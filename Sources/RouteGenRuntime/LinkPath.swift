import Foundation

/// A link built from a route, relative to the app's link root: path segments and query items,
/// percent-encoded when written out, and the declared host it must be on, if its template is
/// limited to one.
public struct LinkPath: Hashable, Sendable {
    /// The path segments, not encoded.
    public var segments: [String]
    /// The query items, not encoded, in order.
    public var queryItems: [LinkQueryItem]
    /// The declared web host the link is on (`//s.example/{code}`); `nil` for the canonical base.
    public var host: String?

    /// Creates a link.
    public init(segments: [String] = [], queryItems: [LinkQueryItem] = [], host: String? = nil) {
        self.segments = segments
        self.queryItems = queryItems
        self.host = host
    }

    /// A link of `segments`, without query items, on `host` if given; `nil` when a segment is
    /// empty, which a link cannot carry (empty segments are dropped when a link is read).
    public static func path(_ segments: [String], host: String? = nil) -> LinkPath? {
        segments.contains(where: \.isEmpty) ? nil : LinkPath(segments: segments, host: host)
    }

    /// This link followed by `rest` (a hosting modal's link, then a link of the hosted feature),
    /// without `rest`'s query items that repeat a value the modal shares (`shared`: item name to
    /// text), which the hosted feature takes from the modal; `nil` when the two are on different hosts.
    public func followed(by rest: LinkPath, sharing shared: [String: String?] = [:]) -> LinkPath? {
        guard host == nil || rest.host == nil || host == rest.host else { return nil }
        let items = rest.queryItems.filter { item in shared[item.name].map { $0 != item.value } ?? true }
        return LinkPath(segments: segments + rest.segments, queryItems: queryItems + items, host: host ?? rest.host)
    }

    /// The link with a query item `name` added, when `value` is not `nil`.
    public func query(_ name: String, _ value: String?) -> LinkPath {
        guard let value else { return self }
        var link = self
        link.queryItems.append(LinkQueryItem(name: name, value: value))
        return link
    }

    /// The link with one query item `name` added per value, in order.
    public func query(_ name: String, _ values: [String]) -> LinkPath {
        var link = self
        link.queryItems += values.map { LinkQueryItem(name: name, value: $0) }
        return link
    }

    /// The path, each segment percent-encoded as RFC 3986 requires of a path segment (it keeps
    /// `! $ & ' ( ) * + , ; = : @`), joined by `/`: `users/a%2Fb/@ann:example.org`. A segment that
    /// is only dots is encoded too, so that nothing reads it as `.` or `..`.
    public var encodedPath: String {
        encodedPath(firstSegmentIsHost: false)
    }

    /// The path, the first segment encoded as a host when it is one (under a route scheme:
    /// `:` and `@` encoded, which a URL would read as a port or a user).
    func encodedPath(firstSegmentIsHost: Bool) -> String {
        segments.enumerated().map { index, segment in
            segment.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: segment.count)
                : PercentEncoding.encode(segment, as: index == 0 && firstSegmentIsHost ? .host : .pathSegment)
        }.joined(separator: "/")
    }

    /// The query, each name and value percent-encoded as a query value (keeping `/ ? : @`):
    /// `filter=liked&q=a%20b/c`; `nil` without items.
    public var encodedQuery: String? {
        guard !queryItems.isEmpty else { return nil }
        return queryItems.map { PercentEncoding.encode($0.name, as: .queryValue) + "=" + PercentEncoding.encode($0.value, as: .queryValue) }
            .joined(separator: "&")
    }

    /// The path and query as one relative link: `users/42/photos?filter=liked`.
    public var relativeString: String {
        relativeString(firstSegmentIsHost: false)
    }

    /// The path and query, the first segment encoded as a host when it is one.
    func relativeString(firstSegmentIsHost: Bool) -> String {
        encodedPath(firstSegmentIsHost: firstSegmentIsHost) + (encodedQuery.map { "?" + $0 } ?? "")
    }

    /// The request the link is read back as: on its host, without a URL.
    public var request: LinkRequest {
        LinkRequest(segments: segments, queryItems: queryItems, declaredHost: host)
    }
}
