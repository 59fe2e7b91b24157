/// A feature's templates as a trie of their literal segments, built once: from a segment of a
/// request it gives the templates whose paths can fit the rest of the request, so that matching
/// tries those alone, whatever the number of templates that do not share the link's prefix.
///
/// It only ever leaves out templates that cannot match: a literal that does not compare equal (as
/// `LinkMatchOptions` compares it), a template of another length. Everything else (affixes, query
/// rules, hosts, conversions, precedence) is decided by matching the templates it gives, so
/// matching through it finds what trying every template in turn finds. Not generic, so that
/// walking it asks the Swift runtime for no generic metadata.
@usableFromInline
final class LinkRouteIndex: Sendable {
    /// One node of the trie: the templates that reached it, and where each next segment leads.
    struct Node: Sendable {
        /// The child of each literal segment, by its exact text (case-sensitive comparison).
        var exact: [String: Int] = [:]
        /// The child of each literal segment, by its lowercased text (comparison without case);
        /// literals that lowercase alike share a child, whose templates matching tells apart.
        var folded: [String: Int] = [:]
        /// The child of every segment: parameters, parameters with affixes, and `*`.
        var anySegment: Int?
        /// The templates whose path ends here: they fit a request with no segment left.
        var ends: [Int] = []
        /// The templates that fit whatever follows: hosting modals' templates (the hosted
        /// feature matches the rest) and templates that go on with `**`.
        var open: [Int] = []
    }

    /// The nodes; the root is the first.
    let nodes: [Node]

    /// Indexes `templates`, in order; those of hosting modals (`isHosting`) fit a request's
    /// first segments, the others all of them.
    init(_ templates: [(template: LinkTemplate, isHosting: Bool)]) {
        var nodes = [Node()]
        for (position, entry) in templates.enumerated() {
            var current = 0
            var isOpen = entry.isHosting
            for segment in entry.template.segments {
                if case .catchAll = segment {
                    isOpen = true
                    break
                }
                let next: Int
                if case .literal(let literal) = segment {
                    let key = literal.lowercased()
                    if let child = nodes[current].folded[key] {
                        next = child
                    } else {
                        next = nodes.count
                        nodes.append(Node())
                        nodes[current].folded[key] = next
                    }
                    nodes[current].exact[literal] = next
                } else if let child = nodes[current].anySegment {
                    next = child
                } else {
                    next = nodes.count
                    nodes.append(Node())
                    nodes[current].anySegment = next
                }
                current = next
            }
            if isOpen {
                nodes[current].open.append(position)
            } else {
                nodes[current].ends.append(position)
            }
        }
        self.nodes = nodes
    }

    /// The templates that can fit `request` from segment `start`, in declaration order.
    @usableFromInline
    func candidates(of request: LinkRequest, from start: Int, options: LinkMatchOptions) -> [Int] {
        var found: [Int] = []
        collect(node: 0, segment: start, request: request, options: options, into: &found)
        if found.count > 1 { found.sort() }
        return found
    }

    /// Adds the templates of `node` and of the nodes below it that fit `request` from `segment`.
    private func collect(node index: Int, segment: Int, request: LinkRequest, options: LinkMatchOptions, into found: inout [Int]) {
        let node = nodes[index]
        found += node.open
        guard segment < request.segments.count else {
            found += node.ends
            return
        }
        let text = request.segments[segment]
        // Under a route scheme the first segment is the URL's host, which compares without case.
        if options.caseSensitive && segment >= request.caseInsensitiveSegments {
            if !node.exact.isEmpty, let child = node.exact[text] {
                collect(node: child, segment: segment + 1, request: request, options: options, into: &found)
            }
        } else if !node.folded.isEmpty, let child = node.folded[text.lowercased()] {
            collect(node: child, segment: segment + 1, request: request, options: options, into: &found)
        }
        if let child = node.anySegment {
            collect(node: child, segment: segment + 1, request: request, options: options, into: &found)
        }
    }
}
