import Foundation

/// A link built from a route, relative to the app's link root: path segments and query items,
/// percent-encoded when written out.
public struct LinkPath: Hashable, Sendable {
    /// The path segments, not encoded.
    public var segments: [String]
    /// The query items, not encoded, in order.
    public var queryItems: [LinkQueryItem]

    /// Creates a link.
    public init(segments: [String] = [], queryItems: [LinkQueryItem] = []) {
        self.segments = segments
        self.queryItems = queryItems
    }

    /// A link of `segments`, without query items; `nil` when a segment is empty, which a link
    /// cannot carry (empty segments are dropped when a link is read).
    public static func path(_ segments: [String]) -> LinkPath? {
        segments.contains(where: \.isEmpty) ? nil : LinkPath(segments: segments)
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

    /// The path, each segment percent-encoded, joined by `/`: `users/a%2Fb/photos`. A segment
    /// that is only dots is encoded too, so that nothing reads it as `.` or `..`.
    public var encodedPath: String {
        segments.map { segment in
            segment.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: segment.count) : PercentEncoding.encode(segment)
        }.joined(separator: "/")
    }

    /// The query, each name and value percent-encoded: `filter=liked&q=a%20b`; `nil` without items.
    public var encodedQuery: String? {
        guard !queryItems.isEmpty else { return nil }
        return queryItems.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value) }.joined(separator: "&")
    }

    /// The path and query as one relative link: `users/42/photos?filter=liked`.
    public var relativeString: String {
        encodedPath + (encodedQuery.map { "?" + $0 } ?? "")
    }

    /// The request the link is read back as.
    public var request: LinkRequest {
        LinkRequest(segments: segments, queryItems: queryItems)
    }
}
