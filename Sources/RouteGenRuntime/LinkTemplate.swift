/// A link template of one destination, as the spec declares it (`users/{userID}/photos`), in
/// the form generated link code matches: its path segments, and which query item holds each
/// parameter that is not in the path.
public struct LinkTemplate: Hashable, Sendable {
    /// One path segment of a template.
    public enum Segment: Hashable, Sendable {
        /// A fixed segment: `users`.
        case literal(String)
        /// A segment holding a parameter's value: `{userID}`.
        case parameter(String)
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

    /// Creates a template.
    public init(_ segments: [Segment], query queryItems: [(parameter: String, item: String)] = []) {
        self.segments = segments
        self.queryItems = queryItems
    }

    /// How specific the template is, segment by segment, compared lexicographically (smaller
    /// wins): a literal (0) beats a parameter (1), which beats a wildcard (2); a template that
    /// ends (3) beats one that goes on with a catch-all (4).
    public var rank: [UInt8] {
        var rank = segments.map { segment -> UInt8 in
            switch segment {
            case .literal: 0
            case .parameter: 1
            case .wildcard: 2
            case .catchAll: 4
            }
        }
        if segments.last != .catchAll { rank.append(3) }
        return rank
    }

    /// Matches the template against `request`'s segments from `start`: all of them, or, with
    /// `prefixOnly`, as many as the template has. `nil` when the segments do not fit.
    public func match(_ request: LinkRequest, from start: Int, options: LinkMatchOptions, prefixOnly: Bool = false) -> LinkValues? {
        let remaining = request.segments.count - start
        var path: [String: String] = [:]
        for (index, segment) in segments.enumerated() {
            if segment == .catchAll { break }
            guard index < remaining else { return nil }
            let text = request.segments[start + index]
            switch segment {
            case .literal(let literal):
                guard options.matches(literal, text) else { return nil }
            case .parameter(let name):
                path[name] = text
            case .wildcard, .catchAll:
                break
            }
        }
        if segments.last != .catchAll, !prefixOnly, remaining != segments.count {
            return nil
        }
        var query: [String: [String]] = [:]
        for (parameter, item) in queryItems {
            let values = request.queryValues(named: item)
            if !values.isEmpty { query[parameter] = values }
        }
        return LinkValues(path: path, query: query)
    }

    /// Two templates are equal when their segments and query items are.
    public static func == (lhs: LinkTemplate, rhs: LinkTemplate) -> Bool {
        lhs.segments == rhs.segments && lhs.queryItems.elementsEqual(rhs.queryItems) { $0 == $1 }
    }

    /// Hashes the segments and query items.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        for (parameter, item) in queryItems {
            hasher.combine(parameter)
            hasher.combine(item)
        }
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
