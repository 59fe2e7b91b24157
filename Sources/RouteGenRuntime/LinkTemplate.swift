/// A link template of one destination, as the spec declares it (`users/{userID}/photos`), in
/// the form generated link code matches: its path segments, which query item holds each
/// parameter that is not in the path, what the query must or must not hold, the parameters
/// bound to the link itself, and the declared hosts it is limited to.
public struct LinkTemplate: Hashable, Sendable {
    /// One path segment of a template.
    public enum Segment: Hashable, Sendable {
        /// A fixed segment: `users`.
        case literal(String)
        /// A segment holding a parameter's value: `{userID}`.
        case parameter(String)
        /// A segment holding a parameter's value between a literal prefix and suffix, one of
        /// them not empty: `@{username}`, `comment-{id}`, `{id}.json`.
        case affixed(prefix: String, parameter: String, suffix: String)
        /// A segment whose value is ignored: `*`.
        case wildcard
        /// Any number of remaining segments, ignored: `**`; only last.
        case catchAll
    }

    /// The path segments.
    public var segments: [Segment]
    /// The parameters read from the query, and the item each is read from (its name, unless the
    /// template renames it: `search?q={query}`).
    public var queryItems: [(parameter: String, item: String)]
    /// The literal prefix and suffix around the value of a query parameter (`url=pre{v}`), by
    /// parameter; a value without them does not match.
    public var queryAffixes: [String: LinkAffix]
    /// What the query must hold or must not hold for the template to match.
    public var conditions: [LinkQueryCondition]
    /// The parameters bound to the link itself (its URL, host or path), not to a part of it.
    public var bindings: [(parameter: String, part: LinkPart)]
    /// The declared hosts the template is limited to (`//s.example/{code}`); empty for every
    /// host and scheme.
    public var hosts: [String]

    /// Creates a template.
    public init(
        _ segments: [Segment], query queryItems: [(parameter: String, item: String)] = [], queryAffixes: [String: LinkAffix] = [:],
        conditions: [LinkQueryCondition] = [], bindings: [(parameter: String, part: LinkPart)] = [], hosts: [String] = []
    ) {
        self.segments = segments
        self.queryItems = queryItems
        self.queryAffixes = queryAffixes
        self.conditions = conditions
        self.bindings = bindings
        self.hosts = hosts
    }

    /// How specific the template's path is, segment by segment, compared lexicographically
    /// (smaller wins): a literal (0) beats a parameter with a literal prefix or suffix (1), which
    /// beats a bare parameter (2), which beats a wildcard (3); a template that ends (4) beats
    /// one that goes on with a catch-all (5).
    public var rank: [UInt8] {
        var rank = segments.map { segment -> UInt8 in
            switch segment {
            case .literal: 0
            case .affixed: 1
            case .parameter: 2
            case .wildcard: 3
            case .catchAll: 5
            }
        }
        if segments.last != .catchAll { rank.append(LinkTemplate.endRank) }
        return rank
    }

    /// The rank of a template's end: what a hosting modal's link that ends at the modal ranks as.
    public static let endRank: UInt8 = 4

    /// How constrained the template is beyond its path, which decides between templates of equal
    /// `rank` (larger wins): 2 for each fixed query value, 1 for each item that must be there or
    /// must not, and 1 for a template limited to hosts.
    public var specificity: Int {
        conditions.reduce(hosts.isEmpty ? 0 : 1) { total, condition in
            switch condition {
            case .equals: total + 2
            case .present, .required, .absent: total + 1
            }
        }
    }

    /// Matches the template against `request`'s segments from `start`: all of them, or, with
    /// `prefixOnly`, as many as the template has. `nil` when the segments, the query's conditions,
    /// a query value's affixes or the host do not fit.
    public func match(_ request: LinkRequest, from start: Int, options: LinkMatchOptions, prefixOnly: Bool = false) -> LinkValues? {
        if !hosts.isEmpty {
            guard let host = request.declaredHost, hosts.contains(host) else { return nil }
        }
        let remaining = request.segments.count - start
        var path: [String: String] = [:]
        for (index, segment) in segments.enumerated() {
            if case .catchAll = segment { break }
            guard index < remaining else { return nil }
            let text = request.segments[start + index]
            // Under a route scheme the first segment is the URL's host, which compares without case.
            let segmentOptions = start + index < request.caseInsensitiveSegments ? LinkMatchOptions(caseSensitive: false) : options
            switch segment {
            case .literal(let literal):
                guard segmentOptions.matches(literal, text) else { return nil }
            case .parameter(let name):
                path[name] = text
            case .affixed(let prefix, let name, let suffix):
                guard let value = LinkAffix(prefix: prefix, suffix: suffix).value(in: text, options: segmentOptions) else { return nil }
                path[name] = value
            case .wildcard, .catchAll:
                break
            }
        }
        if !prefixOnly, remaining != segments.count {
            guard case .catchAll = segments.last else { return nil }
        }
        for condition in conditions where !condition.holds(in: request, options: options) {
            return nil
        }
        var query: [String: [String]] = [:]
        for (parameter, item) in queryItems {
            var values = request.queryValues(named: item)
            if let affix = queryAffixes[parameter] {
                var stripped: [String] = []
                for value in values {
                    guard let inner = affix.value(in: value, options: options) else { return nil }
                    stripped.append(inner)
                }
                values = stripped
            }
            if !values.isEmpty { query[parameter] = values }
        }
        for (parameter, part) in bindings {
            if let text = request.context?.text(of: part) { path[parameter] = text }
        }
        return LinkValues(path: path, query: query)
    }

    /// Two templates are equal when their parts are.
    public static func == (lhs: LinkTemplate, rhs: LinkTemplate) -> Bool {
        lhs.segments == rhs.segments && lhs.queryItems.elementsEqual(rhs.queryItems) { $0 == $1 }
            && lhs.queryAffixes == rhs.queryAffixes && lhs.conditions == rhs.conditions
            && lhs.bindings.elementsEqual(rhs.bindings) { $0 == $1 } && lhs.hosts == rhs.hosts
    }

    /// Hashes the segments and query items.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        for (parameter, item) in queryItems {
            hasher.combine(parameter)
            hasher.combine(item)
        }
        hasher.combine(conditions)
        hasher.combine(hosts)
    }
}

/// How an app matches links, from its app spec.
public struct LinkMatchOptions: Hashable, Sendable {
    /// Whether literal path segments must match in case too (the default).
    public var caseSensitive: Bool

    /// Creates options.
    public init(caseSensitive: Bool = true) {
        self.caseSensitive = caseSensitive
    }

    /// Whether `text` matches the literal segment `literal`.
    func matches(_ literal: String, _ text: String) -> Bool {
        caseSensitive ? literal == text : literal.lowercased() == text.lowercased()
    }
}
