/// Parses a spec's link template: `/`-separated segments, each a literal, `{name}`, `*` or
/// `**` (last only), then optionally `?` and `item={name}` pairs separated by `&`.
///
/// A literal may hold ASCII letters, digits and `-._~!$&'()+,;=:@`: what a URL path holds
/// unencoded, so that a template means the same in a browser. A leading `/` and a trailing `/`
/// are allowed; an empty segment in between is not.
enum LinkTemplateParser {
    /// The characters a literal segment or query item name may hold besides letters and digits.
    static let literalPunctuation: Set<Character> = ["-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "+", ",", ";", "=", ":", "@"]

    /// Parses `text`.
    static func parse(_ text: String) -> Result<LinkTemplateSyntax, LinkTemplateSyntaxError> {
        let characters = Array(text)
        if let scheme = schemePrefix(of: text) {
            return .failure(LinkTemplateSyntaxError(message: "a template is matched after the app's scheme (and a web link's host), which the app spec declares: leave out '\(scheme)', e.g. '\(text.dropFirst(scheme.count))'", offset: 0))
        }
        if let index = characters.firstIndex(where: { $0 == "#" }) {
            return .failure(LinkTemplateSyntaxError(message: "a template cannot hold '#': a route carried in the fragment is declared per host in the app spec (routeIn: fragment)", offset: index))
        }
        if let index = characters.firstIndex(where: { $0.isWhitespace || !$0.isASCII }) {
            return .failure(LinkTemplateSyntaxError(message: "a template is ASCII without spaces: write literal segments with letters, digits and -._~!$&'()+,;=:@", offset: index))
        }
        let pathEnd = characters.firstIndex(of: "?") ?? characters.count
        var syntax = LinkTemplateSyntax(segments: [], renamedQueryItems: [], placeholders: [], startsWithSlash: characters.first == "/")
        do throws(LinkTemplateSyntaxError) {
            try parsePath(characters, in: 0..<pathEnd, into: &syntax)
            if pathEnd < characters.count {
                try parseQuery(characters, in: (pathEnd + 1)..<characters.count, into: &syntax)
            }
        } catch {
            return .failure(error)
        }
        return .success(syntax)
    }

    /// Parses the path part.
    private static func parsePath(_ characters: [Character], in range: Range<Int>, into syntax: inout LinkTemplateSyntax) throws(LinkTemplateSyntaxError) {
        var start = range.lowerBound
        if start < range.upperBound, characters[start] == "/" { start += 1 }
        var end = range.upperBound
        if end > start, characters[end - 1] == "/" { end -= 1 }
        guard start < end else { return }
        var segmentStart = start
        for index in start...end where index == end || characters[index] == "/" {
            guard index > segmentStart else {
                throw LinkTemplateSyntaxError(message: "a template cannot have an empty segment ('//')", offset: index)
            }
            if syntax.segments.last == .catchAll {
                throw LinkTemplateSyntaxError(message: "'**' matches every remaining segment, so it must be the last", offset: segmentStart)
            }
            syntax.segments.append(try parseSegment(characters, in: segmentStart..<index, syntax: &syntax))
            segmentStart = index + 1
        }
    }

    /// Parses one path segment.
    private static func parseSegment(_ characters: [Character], in range: Range<Int>, syntax: inout LinkTemplateSyntax) throws(LinkTemplateSyntaxError) -> LinkTemplateSyntax.Segment {
        let text = String(characters[range])
        switch text {
        case "*": return .wildcard
        case "**": return .catchAll
        default: break
        }
        if let name = try placeholder(characters, in: range) {
            syntax.placeholders.append((name, range.lowerBound, true))
            return .parameter(name)
        }
        if text.first == ":", text.count > 1, text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            throw LinkTemplateSyntaxError(message: "'\(text)' would be a literal segment: a parameter is written in braces, '{\(text.dropFirst())}'", offset: range.lowerBound)
        }
        try checkLiteral(characters, in: range, what: "a path segment")
        return .literal(text)
    }

    /// The scheme, and the host when it names a web host (it holds a `.`), that `text` starts
    /// with (`trails://`, `https://trails.example/`); `nil` when it starts with neither.
    static func schemePrefix(of text: String) -> String? {
        guard let separator = text.firstRange(of: "://") else { return nil }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        let afterScheme = text[separator.upperBound...]
        let host = afterScheme.prefix { $0 != "/" && $0 != "?" }
        guard host.contains(".") else { return String(text[..<separator.upperBound]) }
        let hostEnd = afterScheme.index(afterScheme.startIndex, offsetBy: host.count)
        return String(text[..<hostEnd]) + (afterScheme[hostEnd...].first == "/" ? "/" : "")
    }

    /// Parses the query part: `item={name}` pairs.
    private static func parseQuery(_ characters: [Character], in range: Range<Int>, into syntax: inout LinkTemplateSyntax) throws(LinkTemplateSyntaxError) {
        guard !range.isEmpty else { return }
        var itemStart = range.lowerBound
        for index in range.lowerBound...range.upperBound where index == range.upperBound || characters[index] == "&" {
            guard let equals = characters[itemStart..<index].firstIndex(of: "="), equals > itemStart else {
                throw LinkTemplateSyntaxError(message: "a query item of a template renames a parameter: write 'item={parameter}', e.g. 'search?q={query}'", offset: itemStart)
            }
            try checkLiteral(characters, in: itemStart..<equals, what: "a query item name", allowsQuerySeparators: false)
            guard let name = try placeholder(characters, in: (equals + 1)..<index) else {
                throw LinkTemplateSyntaxError(message: "a query item's value must be a parameter in braces, e.g. 'q={query}'; fixed query values are not matched", offset: equals + 1)
            }
            syntax.placeholders.append((name, equals + 1, false))
            syntax.renamedQueryItems.append((String(characters[itemStart..<equals]), name))
            itemStart = index + 1
        }
    }

    /// The parameter name of `{name}` filling `range`; `nil` when the range holds no brace;
    /// an error for a brace that does not make a whole `{name}`.
    private static func placeholder(_ characters: [Character], in range: Range<Int>) throws(LinkTemplateSyntaxError) -> String? {
        guard let brace = characters[range].firstIndex(where: { $0 == "{" || $0 == "}" }) else { return nil }
        guard characters[range.lowerBound] == "{", range.count > 2, characters[range.upperBound - 1] == "}" else {
            throw LinkTemplateSyntaxError(message: "a parameter takes a whole segment or query value: write '{name}' alone between '/'", offset: brace)
        }
        let name = String(characters[(range.lowerBound + 1)..<(range.upperBound - 1)])
        guard SwiftNaming.isIdentifier(name) else {
            throw LinkTemplateSyntaxError(message: "'{\(name)}' must name a parameter: a Swift identifier in braces", offset: range.lowerBound)
        }
        return name
    }

    /// Checks that a literal's characters can be written in a URL unencoded.
    private static func checkLiteral(_ characters: [Character], in range: Range<Int>, what: String, allowsQuerySeparators: Bool = true) throws(LinkTemplateSyntaxError) {
        for index in range {
            let character = characters[index]
            let allowed = character.isASCIILetter || character.isASCIIDigit
                || (literalPunctuation.contains(character) && (allowsQuerySeparators || (character != "&" && character != "=")))
            guard allowed else {
                throw LinkTemplateSyntaxError(message: "'\(character)' cannot be part of \(what) in a template; use letters, digits and -._~!$&'()+,;=:@", offset: index)
            }
        }
    }
}
