/// A link template as written in a spec (`users/{userID}/photos?q={query}`), split into its
/// parts but not yet checked against the case's parameters.
struct LinkTemplateSyntax: Hashable, Sendable {
    /// One path segment.
    enum Segment: Hashable, Sendable {
        /// A fixed segment, compared with the link's decoded segment.
        case literal(String)
        /// `{name}`: the segment is the value of parameter `name`.
        case parameter(String)
        /// `@{name}`, `{name}.json`: the segment is a literal prefix, the value of parameter
        /// `name`, and a literal suffix, one of them not empty.
        case affixed(prefix: String, parameter: String, suffix: String)
        /// `*`: any one segment, ignored.
        case wildcard
        /// `**`: any remaining segments, ignored; last only.
        case catchAll

        /// The parameter the segment holds, if it holds one.
        var parameter: String? {
            switch self {
            case .parameter(let name), .affixed(_, let name, _): name
            case .literal, .wildcard, .catchAll: nil
            }
        }
    }

    /// What a `{name}` of the template stands in.
    enum Place: Hashable, Sendable {
        /// A path segment: one value.
        case path
        /// A query item's value: a value, an optional or an array.
        case query
        /// A part of the link itself (`{name=$url}`): one value, absent from built links.
        case binding
    }

    /// The declared host the template is limited to (`//s.example/{code}`), lowercase; `nil` for every host.
    var host: String?
    /// The path segments, in order.
    var segments: [Segment]
    /// The query items that hold a parameter: `q={query}`, `url=pre{v}`.
    var queryCaptures: [LinkQueryCapture]
    /// The query items with a fixed value: `step=payment`.
    var fixedQueryItems: [LinkFixedQueryItem] = []
    /// The query items that must be there with any value: `item=*`.
    var anyValueQueryItems: [String] = []
    /// The query items that must not be there: `!preview_token`.
    var absentQueryItems: [String] = []
    /// The parameters bound to the link itself: `{source=$url}`.
    var bindings: [LinkBinding] = []
    /// Every `{name}` of the template in order, with where its `{` is (a character offset in
    /// the template, for diagnostics) and what it stands in.
    var placeholders: [LinkPlaceholder]
    /// The query part's items as written, each with the parameter it holds, if any: what the
    /// list of an app's links shows.
    var writtenQueryItems: [LinkWrittenQueryItem] = []
    /// Whether the template starts with one `/` before a segment (`/users/{id}`), which it need
    /// not: templates are relative to the app's link root. (`/` alone is a bare host's
    /// template, and `//host/…` a per-host one.)
    var startsWithSlash = false

    /// Whether the template has a `*` or `**`, which building a link cannot fill in.
    var hasWildcards: Bool {
        segments.contains { $0 == .wildcard || $0 == .catchAll }
    }

    /// The names of the parameters in the path, in order.
    var pathParameters: [String] {
        segments.compactMap(\.parameter)
    }

    /// The names of every query item the template names, in order.
    var queryItemNames: [String] {
        queryCaptures.map(\.item) + fixedQueryItems.map(\.item) + anyValueQueryItems + absentQueryItems
    }
}

/// A query item of a template that holds a parameter: `q={query}`, or `url=pre{v}` with a
/// literal prefix or suffix around the value.
struct LinkQueryCapture: Hashable, Sendable {
    /// The query item's name.
    var item: String
    /// The parameter's name.
    var parameter: String
    /// The literal text before the value.
    var prefix = ""
    /// The literal text after the value.
    var suffix = ""
}

/// A query item of a template with a fixed value: `step=payment`.
struct LinkFixedQueryItem: Hashable, Sendable {
    /// The item's name.
    var item: String
    /// The value it must have.
    var value: String
}

/// A parameter bound to a part of the link itself: `{source=$url}`.
struct LinkBinding: Hashable, Sendable {
    /// The part of the link a parameter can be bound to.
    enum Part: String, CaseIterable, Hashable, Sendable {
        /// The whole URL.
        case url
        /// The URL's host.
        case host
        /// The route's path.
        case path
    }

    /// The parameter's name.
    var parameter: String
    /// The part of the link.
    var part: Part
}

/// A `{name}` of a template: the parameter, where its `{` is, and what it stands in.
struct LinkPlaceholder: Hashable, Sendable {
    /// The parameter's name.
    var name: String
    /// The character offset of its `{` in the template.
    var offset: Int
    /// What it stands in.
    var place: LinkTemplateSyntax.Place
}

/// A query item as a template writes it (`q={query}`, `!preview`), with the parameter it holds.
struct LinkWrittenQueryItem: Hashable, Sendable {
    /// The item as written.
    var text: String
    /// The parameter it holds, if any.
    var parameter: String?
}

/// A problem in a link template's syntax, at a character offset in the template.
struct LinkTemplateSyntaxError: Error, Hashable, Sendable {
    /// What is wrong.
    var message: String
    /// The 0-based character offset.
    var offset: Int
}
