extension LinkTemplate {
    /// Creates a template of literal and parameter segments and plain query items from one
    /// string, `f0/s2/{token}?page={page}&q={query}`: what generated code writes for such a
    /// template, since one string literal compiles to far less code than arrays of segments and
    /// query items. The path is split at each `/` (an empty path has no segments); a segment in
    /// braces is a parameter, any other a literal. After a `?`, each `&`-separated `item={parameter}`
    /// reads the parameter from that query item; `item={parameter!}` marks the item of a
    /// required parameter (`LinkQueryCondition.required`, which counts for precedence: no Swift
    /// name holds a `!`). The text is not decoded: routegen writes this form only for templates
    /// whose literals and names hold none of `/`, `?`, `&`, `=`, `{` or `}`.
    public init(text: String) {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0]
        let segments: [Segment] = path.isEmpty ? [] : path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            if let name = segment.bracedName { .parameter(String(name)) } else { .literal(String(segment)) }
        }
        var query: [(parameter: String, item: String)] = []
        var conditions: [LinkQueryCondition] = []
        if parts.count > 1, !parts[1].isEmpty {
            for piece in parts[1].split(separator: "&") {
                let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let item = String(pair[0])
                let braced = pair.count > 1 ? pair[1].bracedName : nil
                var parameter = braced ?? pair[pair.count - 1]
                if braced?.last == "!" {
                    parameter = parameter.dropLast()
                    conditions.append(.required(item))
                }
                query.append((parameter: String(parameter), item: item))
            }
        }
        self.init(segments, query: query, conditions: conditions)
    }
}

extension Substring {
    /// The name inside `{` and `}` when this text is a name in braces (`{token}`), else `nil`:
    /// how a template's text (`LinkTemplate(text:)`, `LinkPath.filling(_:with:)`) marks a parameter.
    var bracedName: Substring? {
        guard count > 2, first == "{", last == "}" else { return nil }
        return dropFirst().dropLast()
    }
}
