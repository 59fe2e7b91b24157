/// A template as an app's links reach it: a case's own template, or a hosting modal's template
/// followed by a template of the feature it hosts, as deep as stacks nest. A hosting modal's
/// link matches its template, then hands what follows to the hosted feature's templates.
struct ExpandedLink: Hashable, Sendable {
    /// One template on the way in: the case it belongs to, in which feature.
    struct Part: Hashable, Sendable {
        /// The feature that declares the case.
        var feature: String
        /// The screen, modal or root.
        var validated: ValidatedCase
        /// The case's template.
        var link: ValidatedLink
        /// Whether the template is the case's canonical one (the first that builds a link).
        var isCanonical: Bool
    }

    /// The templates, outermost first: a hosting modal's, then one of its hosted feature's.
    var parts: [Part]

    /// The path segments of the whole link.
    var segments: [LinkTemplateSyntax.Segment] {
        parts.flatMap(\.link.segments)
    }

    /// What two links that can match the same URLs with the same precedence share: the segments
    /// with every parameter alike, and literals lowercased when paths compare without case (see
    /// `conflicts(with:caseSensitive:)` for the rest).
    func key(caseSensitive: Bool) -> [LinkTemplateSyntax.Segment] {
        parts.flatMap(\.link.shape).map { segment in
            guard !caseSensitive, case .literal(let text) = segment else { return segment }
            return .literal(text.lowercased())
        }
    }

    /// The most links one case expands to. Features that host each other can nest deep; past
    /// this the rest are left out, so that a run always ends.
    static let limit = 10_000

    /// Every link `validated` of `feature` is reached by: each of its templates, and for a
    /// modal that hosts a stack, each template followed by every expanded link of the hosted
    /// feature (looked up in `features`). A hosted feature is not expanded again inside itself,
    /// so a feature that hosts itself, directly or through others, is expanded once.
    static func expand(_ validated: ValidatedCase, of feature: String, in features: [String: ValidatedFeature]) -> [ExpandedLink] {
        var budget = limit
        return expand(validated, of: feature, in: features, hosting: [], budget: &budget)
    }

    private static func expand(
        _ validated: ValidatedCase, of feature: String, in features: [String: ValidatedFeature], hosting chain: [String], budget: inout Int
    ) -> [ExpandedLink] {
        let canonical = validated.links.firstIndex(where: \.canBuild)
        let hosted = validated.hostedFeature.flatMap { chain.contains($0) ? nil : features[$0] }
        var links: [ExpandedLink] = []
        for (index, link) in validated.links.enumerated() where budget > 0 {
            let part = Part(feature: feature, validated: validated, link: link, isCanonical: index == canonical)
            links.append(ExpandedLink(parts: [part]))
            budget -= 1
            guard let hosted else { continue }
            for inner in hosted.linkedCases {
                // A hosted link without segments (`url: /`) is the modal's own link again.
                for rest in expand(inner, of: hosted.name, in: features, hosting: chain + [hosted.name], budget: &budget) where !rest.segments.isEmpty {
                    links.append(ExpandedLink(parts: [part] + rest.parts))
                }
            }
        }
        return links
    }
}

extension ValidatedFeature {
    /// The cases that can have links, in the order links are listed: the root, the screens, the modals.
    var linkedCases: [ValidatedCase] {
        [root].compactMap { $0 } + screens + modals
    }
}
