/// A link template as written in a spec (`users/{userID}/photos?q={query}`), split into its
/// parts but not yet checked against the case's parameters.
struct LinkTemplateSyntax: Hashable, Sendable {
    /// One path segment.
    enum Segment: Hashable, Sendable {
        /// A fixed segment, compared with the link's decoded segment.
        case literal(String)
        /// `{name}`: the segment is the value of parameter `name`.
        case parameter(String)
        /// `*`: any one segment, ignored.
        case wildcard
        /// `**`: any remaining segments, ignored; last only.
        case catchAll
    }

    /// The path segments, in order.
    var segments: [Segment]
    /// The query items the template renames: `q={query}` reads parameter `query` from item `q`.
    var renamedQueryItems: [(item: String, parameter: String)]
    /// Every `{name}` of the template in order, with where its `{` is (a character offset in
    /// the template, for diagnostics) and whether it is in the path.
    var placeholders: [(name: String, offset: Int, inPath: Bool)]
    /// Whether the template starts with `/`, which it need not: templates are relative to the
    /// app's link root.
    var startsWithSlash = false

    /// Whether the template has a `*` or `**`, which building a link cannot fill in.
    var hasWildcards: Bool {
        segments.contains { $0 == .wildcard || $0 == .catchAll }
    }

    /// The names of the parameters in the path, in order.
    var pathParameters: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    static func == (lhs: LinkTemplateSyntax, rhs: LinkTemplateSyntax) -> Bool {
        lhs.segments == rhs.segments && lhs.renamedQueryItems.elementsEqual(rhs.renamedQueryItems) { $0 == $1 }
            && lhs.placeholders.elementsEqual(rhs.placeholders) { $0 == $1 }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        for (item, parameter) in renamedQueryItems {
            hasher.combine(item)
            hasher.combine(parameter)
        }
    }
}

/// A problem in a link template's syntax, at a character offset in the template.
struct LinkTemplateSyntaxError: Error, Hashable, Sendable {
    /// What is wrong.
    var message: String
    /// The 0-based character offset.
    var offset: Int
}
