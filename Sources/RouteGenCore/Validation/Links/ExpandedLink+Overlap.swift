extension ExpandedLink {
    /// How constrained the whole link is beyond its path, as the runtime ranks it: the sum of
    /// its templates' specificities (see `ValidatedLink.specificity`).
    var specificity: Int {
        Self.specificity(of: parts.map(\.link))
    }

    /// Whether this link and `other`, whose keys are equal, can match the same URLs with the
    /// same precedence (see `conflict(_:_:caseSensitive:)`).
    func conflicts(with other: ExpandedLink, caseSensitive: Bool) -> Bool {
        Self.conflict(parts.map(\.link), other.parts.map(\.link), caseSensitive: caseSensitive)
    }

    /// The specificity of a link made of `links`, outermost first.
    static func specificity(of links: [ValidatedLink]) -> Int {
        links.reduce(0) { $0 + $1.specificity }
    }

    /// Whether a link made of the templates `links` and one made of `others`, whose keys are equal
    /// (the same segments, parameters alike), can match the same URLs with the same precedence:
    /// their affixed segments can fit one segment, no host or query rule of one refuses the
    /// other's links, and their query and host constraints weigh the same (otherwise the more
    /// constrained wins where both match).
    static func conflict(_ links: [ValidatedLink], _ others: [ValidatedLink], caseSensitive: Bool) -> Bool {
        guard specificity(of: links) == specificity(of: others) else { return false }
        for (mine, theirs) in zip(links.flatMap(\.segments), others.flatMap(\.segments)) {
            if case .affixed(let prefix, _, let suffix) = mine, case .affixed(let otherPrefix, _, let otherSuffix) = theirs,
               !overlap(prefix, otherPrefix, suffix, otherSuffix, caseSensitive: caseSensitive) {
                return false
            }
        }
        return !excludes(links, others, caseSensitive: caseSensitive) && !excludes(others, links, caseSensitive: caseSensitive)
    }

    /// Whether a rule of `links` refuses every link `others` takes: another host, another fixed
    /// value of the same query item, or an item `links` refuses that `others` needs.
    static func excludes(_ links: [ValidatedLink], _ others: [ValidatedLink], caseSensitive: Bool) -> Bool {
        let fold = { (text: String) in caseSensitive ? text : text.lowercased() }
        let hosts = Set(links.compactMap(\.host))
        let otherHosts = Set(others.compactMap(\.host))
        if !hosts.isEmpty, !otherHosts.isEmpty, hosts.isDisjoint(with: otherHosts) { return true }
        let fixed = links.flatMap(\.fixedQueryItems)
        let otherFixed = others.flatMap(\.fixedQueryItems)
        for item in fixed where otherFixed.contains(where: { $0.item == item.item && fold($0.value) != fold(item.value) }) {
            return true
        }
        let otherNeeded = Set(otherFixed.map(\.item) + others.flatMap(\.presentQueryItems))
        return links.flatMap(\.absentQueryItems).contains(where: otherNeeded.contains)
    }

    /// Whether some segment has both the prefix and suffix of one affixed parameter and those of
    /// another: one prefix starts the other, and one suffix ends the other.
    static func overlap(_ prefix: String, _ otherPrefix: String, _ suffix: String, _ otherSuffix: String, caseSensitive: Bool) -> Bool {
        let fold = { (text: String) in caseSensitive ? text : text.lowercased() }
        let (p, q, s, t) = (fold(prefix), fold(otherPrefix), fold(suffix), fold(otherSuffix))
        return (p.hasPrefix(q) || q.hasPrefix(p)) && (s.hasSuffix(t) || t.hasSuffix(s))
    }
}
