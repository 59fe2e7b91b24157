extension LinkPath {
    /// The link a template written as `LinkTemplate(text:)` reads it (`f0/s2/{token}?page={page}`)
    /// builds from `values`, one per path segment in braces and per query item, in the order the
    /// text holds them: generated code writes this for such a template, since one string and one
    /// array compile to far less code than `path(_:host:)`'s array of segments and a
    /// `query(_:_:)` call per item. A query item whose value is `nil` (a parameter at its default,
    /// or an optional that is `nil`) is left out; `nil` when a path value is empty or missing,
    /// which a link cannot carry, as with `path(_:host:)`. The text is not decoded, as
    /// `LinkTemplate(text:)` does not decode it.
    public static func filling(_ template: String, with values: [String?]) -> LinkPath? {
        var next = values.makeIterator()
        let parts = template.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var link = LinkPath()
        for segment in parts[0].split(separator: "/") {
            guard segment.bracedName != nil else {
                link.segments.append(String(segment))
                continue
            }
            guard case let value?? = next.next(), !value.isEmpty else { return nil }
            link.segments.append(value)
        }
        guard parts.count > 1 else { return link }
        for item in parts[1].split(separator: "&") {
            let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if case let value?? = next.next() {
                link.queryItems.append(LinkQueryItem(name: String(name), value: value))
            }
        }
        return link
    }
}

extension LinkPath {
    // The same link from one to four values passed one by one, and from none: what generated
    // code writes for a template of at most four values. An array literal at every call site
    // compiles to more code than the call, and Swift 6's region-based isolation checking asks
    // again whether each of its pieces is `Sendable`; here the runtime builds the array once.

    /// `filling(template, with: [])`: the link of a template without values.
    public static func filling(_ template: String) -> LinkPath? {
        filling(template, with: [])
    }

    /// `filling(template, with: [value])`.
    public static func filling(_ template: String, _ value: String?) -> LinkPath? {
        filling(template, with: [value])
    }

    /// `filling(template, with: [first, second])`.
    public static func filling(_ template: String, _ first: String?, _ second: String?) -> LinkPath? {
        filling(template, with: [first, second])
    }

    /// `filling(template, with: [first, second, third])`.
    public static func filling(_ template: String, _ first: String?, _ second: String?, _ third: String?) -> LinkPath? {
        filling(template, with: [first, second, third])
    }

    /// `filling(template, with: [first, second, third, fourth])`.
    public static func filling(_ template: String, _ first: String?, _ second: String?, _ third: String?, _ fourth: String?) -> LinkPath? {
        filling(template, with: [first, second, third, fourth])
    }
}
