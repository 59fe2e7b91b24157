/// A checked link template of a screen, modal, event or root.
struct ValidatedLink: Hashable, Sendable {
    /// The template as the spec writes it.
    var text: String
    /// Where the spec writes it.
    var position: SourcePosition
    /// The declared host the template is limited to, if any.
    var host: String?
    /// The path segments.
    var segments: [LinkTemplateSyntax.Segment]
    /// Every parameter read from the query, in parameter order, with the item it is read from.
    var queryItems: [LinkQueryParameter]
    /// The query items with a fixed value.
    var fixedQueryItems: [LinkFixedQueryItem] = []
    /// The query items that must be there: those written `item=*`, then those of required
    /// parameters (which a hosting modal may share instead).
    var presentQueryItems: [String] = []
    /// The query items written `item=*`, which a built link writes with an empty value.
    var anyValueQueryItems: [String] = []
    /// The query items that must not be there.
    var absentQueryItems: [String] = []
    /// The parameters bound to the link itself.
    var bindings: [LinkBinding] = []
    /// The query part's items as written, for the list of an app's links.
    var writtenQueryItems: [LinkWrittenQueryItem] = []

    /// Whether building a link can use the template: it has no `*` or `**`.
    var canBuild: Bool {
        !segments.contains { $0 == .wildcard || $0 == .catchAll }
    }

    /// Whether the template carries the value of parameter `name`: in its path, its query, or
    /// bound to the link itself.
    func carries(_ name: String) -> Bool {
        segments.contains { $0.parameter == name } || queryItems.contains { $0.parameter == name } || bindings.contains { $0.parameter == name }
    }

    /// Whether the template carries parameter `name` in its path or query, so that a link built
    /// from it writes the value (a bound parameter's is left out).
    func writes(_ name: String) -> Bool {
        segments.contains { $0.parameter == name } || queryItems.contains { $0.parameter == name }
    }

    /// What makes two templates match the same links: the segments, with every parameter alike
    /// (and an affixed one's text too: two affixes may fit one segment; see `ExpandedLink`).
    var shape: [LinkTemplateSyntax.Segment] {
        segments.map { segment in
            switch segment {
            case .parameter: .parameter("")
            case .affixed: .affixed(prefix: "", parameter: "", suffix: "")
            default: segment
            }
        }
    }

    /// How constrained the template is beyond its path, as the runtime ranks it
    /// (`LinkTemplate.specificity`): 2 per fixed query value, 1 per item that must be there or
    /// must not, 1 for a host.
    var specificity: Int {
        2 * fixedQueryItems.count + presentQueryItems.count + absentQueryItems.count + (host == nil ? 0 : 1)
    }
}

/// A parameter a link carries in its query.
struct LinkQueryParameter: Hashable, Sendable {
    /// The parameter's name.
    var parameter: String
    /// The query item's name.
    var item: String
    /// The literal text before the value in the item.
    var prefix = ""
    /// The literal text after the value in the item.
    var suffix = ""
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
    /// The parameters every link template of the case writes (in its path or query, not bound
    /// to the link itself): what its parents can be built from.
    var linkCarriedParameters: [ValidatedParameter] {
        parameters.filter { parameter in links.allSatisfy { $0.writes(parameter.name) } }
    }
}
