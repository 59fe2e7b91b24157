/// A checked link template of a screen, modal or root.
struct ValidatedLink: Hashable, Sendable {
    /// The template as the spec writes it.
    var text: String
    /// Where the spec writes it.
    var position: SourcePosition
    /// The path segments.
    var segments: [LinkTemplateSyntax.Segment]
    /// Every parameter read from the query, in parameter order, with the item it is read from.
    var queryItems: [LinkQueryParameter]

    /// Whether building a link can use the template: it has no `*` or `**`.
    var canBuild: Bool {
        !segments.contains { $0 == .wildcard || $0 == .catchAll }
    }

    /// Whether the template carries the value of parameter `name`, in its path or its query.
    func carries(_ name: String) -> Bool {
        segments.contains(.parameter(name)) || queryItems.contains { $0.parameter == name }
    }

    /// What makes two templates match the same links: the segments, with every parameter alike.
    var shape: [LinkTemplateSyntax.Segment] {
        segments.map { if case .parameter = $0 { .parameter("") } else { $0 } }
    }
}

/// A parameter a link carries in its query.
struct LinkQueryParameter: Hashable, Sendable {
    /// The parameter's name.
    var parameter: String
    /// The query item's name.
    var item: String
}

/// A screen a link stands on, and how it is built from the linked case's values.
struct ValidatedParentRoute: Hashable, Sendable {
    /// The screen's name.
    var screen: String
    /// The arguments taken from the linked case's values, by the screen's parameter label:
    /// `user: user`, or `post` for an unlabelled one. Parameters left out take their defaults.
    var arguments: [String]
    /// Whether the screen has parameters, so that building it needs parentheses even when
    /// every one takes its default.
    var hasParameters: Bool
}

extension ValidatedCase {
    /// The parameters every link template of the case carries: what its parents can be built from.
    var linkCarriedParameters: [ValidatedParameter] {
        parameters.filter { parameter in links.allSatisfy { $0.carries(parameter.name) } }
    }
}
