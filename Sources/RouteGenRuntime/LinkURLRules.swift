import Foundation

/// How an app reads the URLs it opens and writes the ones it builds, from its app spec: which
/// schemes it takes, how each one's host is read, which web hosts it serves, and where their
/// route is.
public struct LinkURLRules: Sendable {
    /// How a scheme's host is read.
    public enum HostMode: Sendable {
        /// The host is the route's first segment: `myapp://users/42`.
        case route
        /// The host is a web host that must be declared: `https://example.com/users/42`.
        case web
        /// The host is ignored: `myapp://anything/users/42`.
        case ignored
    }

    /// Where a web host's links carry the route.
    public enum RouteLocation: Hashable, Sendable {
        /// In the path and query.
        case path
        /// In the fragment: `https://matrix.to/#/!room:server`.
        case fragment
        /// In the value of a query item: `myapp://open?url=/products/42` (`query("url")`).
        case query(String)
    }

    /// The schemes, lowercase, with how each reads its host.
    public var schemes: [String: HostMode]
    /// The web hosts, lowercase, with where their route is; a subdomain of one matches it.
    public var hosts: [(name: String, routeIn: RouteLocation)]
    /// The scheme links are built with, and its host for a web scheme; `nil` builds none.
    public var canonical: (scheme: String, host: String?)?

    /// Creates rules.
    public init(
        schemes: [String: HostMode],
        hosts: [(name: String, routeIn: RouteLocation)] = [],
        canonical: (scheme: String, host: String?)?
    ) {
        self.schemes = schemes
        self.hosts = hosts
        self.canonical = canonical
    }

    /// The route `url` carries, split and decoded, with what it knows of the URL (its declared
    /// host, and the URL for parameters bound to it); `nil` when its scheme is not one of the
    /// app's, its web host is not a DNS name (see `isDNSName(_:)`) or not declared (exactly or
    /// as a parent domain), a route carried in a query item is missing, or a part does not
    /// decode to UTF-8. The scheme and the host are compared without case: under a route
    /// scheme, the host is the first segment, whose literals compare without case; a host
    /// declared with its route in the fragment or a query item (`myapp://open?url=/products/42`)
    /// reads its route from there under a route scheme too.
    public func request(for url: URL) -> LinkRequest? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), let mode = schemes[scheme]
        else { return nil }
        var request: LinkRequest?
        switch mode {
        case .route:
            let host = components.encodedHost ?? ""
            if let declared = hosts.first(where: { $0.name == host.lowercased() && $0.routeIn != .path }) {
                request = Self.request(in: components, routeIn: declared.routeIn)
                request?.declaredHost = declared.name
            } else {
                request = LinkRequest(encodedPath: host + "/" + components.percentEncodedPath, encodedQuery: components.percentEncodedQuery)
                request?.caseInsensitiveSegments = host.isEmpty ? 0 : 1
            }
        case .ignored:
            request = LinkRequest(encodedPath: components.percentEncodedPath, encodedQuery: components.percentEncodedQuery)
        case .web:
            // The host as DNS reads it (an internationalised name in its `xn--` form), never
            // decoded: `evil.com%2F.legit.host` is not a subdomain of `legit.host`.
            guard let host = components.encodedHost?.lowercased(), Self.isDNSName(host),
                  let declared = declaredHost(matching: host)
            else { return nil }
            request = Self.request(in: components, routeIn: declared.routeIn)
            request?.declaredHost = declared.name
        }
        guard var request else { return nil }
        request.context = LinkRequestContext(url: url, host: components.encodedHost?.lowercased() ?? "", path: LinkPath(segments: request.segments).encodedPath)
        return request
    }

    /// The route of a web link whose route is at `location`.
    private static func request(in components: URLComponents, routeIn location: RouteLocation) -> LinkRequest? {
        switch location {
        case .path:
            return LinkRequest(encodedPath: components.percentEncodedPath, encodedQuery: components.percentEncodedQuery)
        case .fragment:
            return LinkRequest(encodedRoute: components.percentEncodedFragment ?? "")
        case .query(let item):
            // The item's value, decoded once, is the route as a link writes it (`/products/42?x=1`).
            guard let outer = LinkRequest(encodedPath: "", encodedQuery: components.percentEncodedQuery),
                  let route = outer.queryValues(named: item).first
            else { return nil }
            return LinkRequest(encodedRoute: route)
        }
    }

    /// Whether `host` is a DNS name as a link's host must be: labels of ASCII letters, digits
    /// and hyphens (an internationalised name in the `xn--` form Foundation gives), separated by
    /// single dots, none empty. A NUL, `/`, `#`, `?`, `@`, `%`, `_`, an IP literal's brackets, a
    /// leading, doubled or trailing dot: not a DNS name.
    public static func isDNSName(_ host: String) -> Bool {
        var labelLength = 0
        for byte in host.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                guard labelLength > 0 else { return false }
                labelLength = 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                labelLength += 1
            default:
                return false
            }
        }
        return labelLength > 0
    }

    /// The declared host `host` is, or is a subdomain of; the most specific one.
    private func declaredHost(matching host: String) -> (name: String, routeIn: RouteLocation)? {
        hosts.filter { host == $0.name || host.hasSuffix("." + $0.name) }.max { $0.name.count < $1.name.count }
    }

    /// The absolute URL of `link` on the canonical base: `myapp://users/42`,
    /// `https://example.com/users/42`, `https://matrix.to/#/users/42` for a host whose route is
    /// in the fragment, or `https://example.com/?url=/users/42` for one whose route is in a query
    /// item; on the link's own host if its template is limited to hosts (with the canonical
    /// scheme when it is a web scheme, else `https`). `nil` without a canonical base.
    public func url(for link: LinkPath) -> URL? {
        guard let canonical, let mode = schemes[canonical.scheme] else { return nil }
        if let host = link.host {
            return webURL(for: link, scheme: mode == .web ? canonical.scheme : "https", host: host)
        }
        switch mode {
        case .route:
            return URL(string: canonical.scheme + "://" + link.relativeString(firstSegmentIsHost: true))
        case .ignored:
            return URL(string: canonical.scheme + ":///" + link.relativeString)
        case .web:
            guard let host = canonical.host else { return nil }
            return webURL(for: link, scheme: canonical.scheme, host: host)
        }
    }

    /// The URL of `link` on the web host `host`, where that host carries its route.
    private func webURL(for link: LinkPath, scheme: String, host: String) -> URL? {
        let relative = link.relativeString
        switch hosts.first(where: { $0.name == host })?.routeIn ?? .path {
        case .path:
            return URL(string: scheme + "://" + host + "/" + relative)
        case .fragment:
            return URL(string: scheme + "://" + host + "/#/" + relative)
        case .query(let item):
            let name = PercentEncoding.encode(item, as: .queryValue)
            return URL(string: scheme + "://" + host + "/?" + name + "=" + PercentEncoding.encode("/" + relative, as: .queryValue))
        }
    }

    /// The URL, on the canonical base, of the first of `candidates` that the whole app reads
    /// back as `link(candidate.state)`: `read` parses the URL's request, without the URL itself,
    /// so that parameters bound to the link (`{source=$url}`) read back as the defaults a built
    /// link leaves them at. `nil` when none does, or without a canonical base.
    public func url<State, Link: Equatable>(
        of candidates: [LinkCandidate<State>?], readBy read: (LinkRequest) -> Link?, as link: (State) -> Link
    ) -> URL? {
        for case let candidate? in candidates {
            guard let url = url(for: candidate.link), var request = request(for: url) else { continue }
            request.context = nil
            if read(request) == link(candidate.state) { return url }
        }
        return nil
    }

    /// The most specific of `matches` (see `LinkMatch.precedes(_:)`); the first among equally specific ones.
    public static func best<State>(_ matches: [LinkMatch<State>?]) -> LinkMatch<State>? {
        var best: LinkMatch<State>?
        for case let match? in matches {
            if let current = best, !match.precedes(current) { continue }
            best = match
        }
        return best
    }
}
