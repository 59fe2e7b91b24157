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
    public enum RouteLocation: Sendable {
        /// In the path and query.
        case path
        /// In the fragment: `https://matrix.to/#/!room:server`.
        case fragment
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

    /// The route `url` carries, split and decoded; `nil` when its scheme is not one of the
    /// app's, its web host is not a DNS name (see `isDNSName(_:)`) or not declared (exactly or
    /// as a parent domain), or a part does not decode to UTF-8. The scheme and the host are
    /// compared without case.
    public func request(for url: URL) -> LinkRequest? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), let mode = schemes[scheme]
        else { return nil }
        switch mode {
        case .route:
            let host = components.encodedHost ?? ""
            return LinkRequest(encodedPath: host + "/" + components.percentEncodedPath, encodedQuery: components.percentEncodedQuery)
        case .ignored:
            return LinkRequest(encodedPath: components.percentEncodedPath, encodedQuery: components.percentEncodedQuery)
        case .web:
            // The host as DNS reads it (an internationalised name in its `xn--` form), never
            // decoded: `evil.com%2F.legit.host` is not a subdomain of `legit.host`.
            guard let host = components.encodedHost?.lowercased(), Self.isDNSName(host),
                  let declared = declaredHost(matching: host)
            else { return nil }
            switch declared.routeIn {
            case .path:
                return LinkRequest(encodedPath: components.percentEncodedPath, encodedQuery: components.percentEncodedQuery)
            case .fragment:
                return LinkRequest(encodedRoute: components.percentEncodedFragment ?? "")
            }
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
    /// `https://example.com/users/42`, or `https://matrix.to/#/users/42` for a host whose route
    /// is in the fragment; `nil` without a canonical base.
    public func url(for link: LinkPath) -> URL? {
        guard let canonical, let mode = schemes[canonical.scheme] else { return nil }
        let relative = link.relativeString
        switch mode {
        case .route:
            return URL(string: canonical.scheme + "://" + relative)
        case .ignored:
            return URL(string: canonical.scheme + ":///" + relative)
        case .web:
            guard let host = canonical.host else { return nil }
            let inFragment = hosts.first { $0.name == host }?.routeIn == .fragment
            return URL(string: canonical.scheme + "://" + host + (inFragment ? "/#/" : "/") + relative)
        }
    }

    /// The most specific of `matches` (see `LinkTemplate.rank`); the first among equally specific ones.
    public static func best<State>(_ matches: [LinkMatch<State>?]) -> LinkMatch<State>? {
        var best: LinkMatch<State>?
        for case let match? in matches {
            if let current = best, !match.rank.lexicographicallyPrecedes(current.rank) { continue }
            best = match
        }
        return best
    }
}
