extension LinkTranslator {
    /// The characters that separate the parts of `LinkTemplate(text:)`'s string, which a
    /// literal segment or a name written in it must not hold.
    static let templateTextSeparators: Set<Character> = ["/", "?", "&", "=", "{", "}"]

    /// The template as the one string `LinkTemplate(text:)` reads (`f0/s2/{token}?page={page}`),
    /// which compiles to far less code than arrays of segments and query items; `nil` for a
    /// template that string cannot hold: another kind of segment, an empty literal, a query
    /// affix, a condition other than the item a required parameter is read from (written
    /// `item={parameter!}`), a binding or host, or a separator inside a literal or a name.
    func templateText(_ link: ValidatedLink) -> String? {
        // Without `item=*` items, the items that must be there are those of required parameters
        // (`item={parameter!}`), which validation lists in the order of the query, as
        // `LinkTemplate(text:)` lists their conditions.
        guard link.host == nil, link.bindings.isEmpty, link.anyValueQueryItems.isEmpty,
              link.fixedQueryItems.isEmpty, link.absentQueryItems.isEmpty else { return nil }
        var segments: [String] = []
        for segment in link.segments {
            switch segment {
            case .literal(let text) where Self.isPlain(text): segments.append(text)
            case .parameter(let name) where Self.isPlain(name): segments.append("{\(name)}")
            default: return nil
            }
        }
        var items: [String] = []
        for item in link.queryItems {
            guard item.prefix.isEmpty, item.suffix.isEmpty, Self.isPlain(item.item), Self.isPlain(item.parameter) else { return nil }
            items.append("\(item.item)={\(item.parameter)" + (link.presentQueryItems.contains(item.item) ? "!}" : "}"))
        }
        return segments.joined(separator: "/") + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// Whether `text` can stand in `LinkTemplate(text:)`'s string as a literal or a name: not
    /// empty, and without its separators.
    static func isPlain(_ text: String) -> Bool {
        !text.isEmpty && !text.contains { templateTextSeparators.contains($0) }
    }
}
