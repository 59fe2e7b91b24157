/// Parses a spec's link template: optionally `//host` (the declared host it is limited to), then
/// `/`-separated segments, each a literal, `{name}` with an optional literal prefix and suffix
/// (`@{name}`, `{name}.json`), `*` or `**` (last only), then optionally `?` and `&`-separated
/// query items: `item={name}` (also with a prefix or suffix), `item=value`, `item=*`, `!item`
/// and `{name=$url}` (`$host`, `$path`).
///
/// A literal may hold ASCII letters, digits and `-._~!$&'()+,;=:@`: what a URL path holds
/// unencoded, so that a template means the same in a browser. A leading `/` and a trailing `/`
/// are allowed; an empty segment in between is not.
enum LinkTemplateParser {
    /// The characters a literal segment or query item name may hold besides letters and digits.
    static let literalPunctuation: Set<Character> = ["-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "+", ",", ";", "=", ":", "@"]

    /// What a literal of a template is part of, for its allowed characters and messages.
    enum LiteralPlace {
        /// A path segment, or the text around a parameter in one.
        case pathSegment
        /// A query item's name.
        case queryItemName
        /// A query item's fixed value, or the text around a parameter in one: no `&`, `=` or `+`
        /// (a space in a query), but `/`, `?`, `:` and `@`.
        case queryValue

        /// Whether `character` may be part of such a literal.
        func allows(_ character: Character) -> Bool {
            if character.isASCIILetter || character.isASCIIDigit { return true }
            switch self {
            case .pathSegment: return LinkTemplateParser.literalPunctuation.contains(character)
            case .queryItemName: return LinkTemplateParser.literalPunctuation.contains(character) && character != "&" && character != "="
            case .queryValue: return (LinkTemplateParser.literalPunctuation.contains(character) && !"&=+".contains(character)) || character == "/" || character == "?"
            }
        }

        /// The literal's description in messages.
        var what: String {
            switch self {
            case .pathSegment: "a path segment"
            case .queryItemName: "a query item name"
            case .queryValue: "a query value"
            }
        }

        /// The characters it allows besides letters and digits, as messages list them.
        var allowed: String {
            switch self {
            case .pathSegment, .queryItemName: "-._~!$&'()+,;=:@"
            case .queryValue: "-._~!$'(),;:@/?"
            }
        }
    }

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
        var syntax = LinkTemplateSyntax(segments: [], queryCaptures: [], placeholders: [])
        syntax.startsWithSlash = characters.count > 1 && characters[0] == "/" && characters[1] != "/" && characters[1] != "?"
        do throws(LinkTemplateSyntaxError) {
            let pathStart = try parseHost(characters, before: pathEnd, into: &syntax)
            try parsePath(characters, in: pathStart..<pathEnd, into: &syntax)
            if pathEnd < characters.count {
                try parseQuery(characters, in: (pathEnd + 1)..<characters.count, into: &syntax)
            }
        } catch {
            return .failure(error)
        }
        return .success(syntax)
    }

    /// Reads `//host` at the start, the declared host the template is limited to; returns where
    /// the path starts.
    private static func parseHost(_ characters: [Character], before pathEnd: Int, into syntax: inout LinkTemplateSyntax) throws(LinkTemplateSyntaxError) -> Int {
        guard pathEnd >= 2, characters[0] == "/", characters[1] == "/" else { return 0 }
        let hostEnd = characters[2..<pathEnd].firstIndex(of: "/") ?? pathEnd
        let host = String(characters[2..<hostEnd])
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard !host.isEmpty, labels.allSatisfy({ label in
            !label.isEmpty && label.first != "-" && label.last != "-" && label.allSatisfy { $0.isASCIILowercaseLetter || $0.isASCIIDigit || $0 == "-" }
        }) else {
            throw LinkTemplateSyntaxError(message: "'//' starts the host the template is limited to: a lowercase host name the app spec declares, e.g. '//s.example.com/{code}'", offset: 2)
        }
        syntax.host = host
        return hostEnd
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
        if let (prefix, name, suffix) = try placeholder(characters, in: range, place: .pathSegment) {
            syntax.placeholders.append(LinkPlaceholder(name: name, offset: range.lowerBound + prefix.count, place: .path))
            return prefix.isEmpty && suffix.isEmpty ? .parameter(name) : .affixed(prefix: prefix, parameter: name, suffix: suffix)
        }
        if text.first == ":", text.count > 1, text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            throw LinkTemplateSyntaxError(message: "'\(text)' would be a literal segment: a parameter is written in braces, '{\(text.dropFirst())}'", offset: range.lowerBound)
        }
        try checkLiteral(characters, in: range, place: .pathSegment)
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

    /// Parses the query part: `&`-separated items.
    private static func parseQuery(_ characters: [Character], in range: Range<Int>, into syntax: inout LinkTemplateSyntax) throws(LinkTemplateSyntaxError) {
        guard !range.isEmpty else { return }
        var itemStart = range.lowerBound
        for index in range.lowerBound...range.upperBound where index == range.upperBound || characters[index] == "&" {
            try parseQueryItem(characters, in: itemStart..<index, into: &syntax)
            itemStart = index + 1
        }
    }

    /// Parses one query item: `item={name}`, `item=pre{name}suf`, `item=value`, `item=*`,
    /// `!item` or `{name=$part}`.
    private static func parseQueryItem(_ characters: [Character], in range: Range<Int>, into syntax: inout LinkTemplateSyntax) throws(LinkTemplateSyntaxError) {
        let text = String(characters[range])
        let forms = "write 'item={parameter}' (e.g. 'search?q={query}'), 'item=value' (a fixed value), 'item=*' (there, with any value), '!item' (refuses links that hold it) or '{parameter=$url}' ($host, $path: the link itself)"
        if characters[range].first == "{", characters[range].contains("$") {
            try parseBinding(characters, in: range, into: &syntax)
            return
        }
        let nameStart = characters[range].first == "!" ? range.lowerBound + 1 : range.lowerBound
        let equals = characters[range].firstIndex(of: "=")
        let nameEnd = equals ?? range.upperBound
        guard nameEnd > nameStart else {
            throw LinkTemplateSyntaxError(message: "a query item of a template needs a name: \(forms)", offset: range.lowerBound)
        }
        if characters[nameStart..<nameEnd].contains(where: { $0 == "{" || $0 == "}" }) {
            throw LinkTemplateSyntaxError(message: "a query item's name is literal: \(forms)", offset: nameStart)
        }
        try checkLiteral(characters, in: nameStart..<nameEnd, place: .queryItemName)
        let item = String(characters[nameStart..<nameEnd])
        if syntax.queryItemNames.contains(item) {
            throw LinkTemplateSyntaxError(message: "query item '\(item)' appears twice in the template; a link's item has one rule", offset: nameStart)
        }
        if nameStart > range.lowerBound {
            guard equals == nil else {
                throw LinkTemplateSyntaxError(message: "'!\(item)' refuses links whose query holds '\(item)', whatever its value, so it takes none", offset: nameEnd)
            }
            syntax.absentQueryItems.append(item)
            syntax.writtenQueryItems.append(LinkWrittenQueryItem(text: text))
            return
        }
        guard let equals else {
            throw LinkTemplateSyntaxError(message: "query item '\(item)' has no value: \(forms)", offset: range.lowerBound)
        }
        let valueRange = (equals + 1)..<range.upperBound
        if let (prefix, name, suffix) = try placeholder(characters, in: valueRange, place: .queryValue) {
            syntax.placeholders.append(LinkPlaceholder(name: name, offset: valueRange.lowerBound + prefix.count, place: .query))
            syntax.queryCaptures.append(LinkQueryCapture(item: item, parameter: name, prefix: prefix, suffix: suffix))
            syntax.writtenQueryItems.append(LinkWrittenQueryItem(text: text, parameter: name))
            return
        }
        let value = String(characters[valueRange])
        switch value {
        case "":
            throw LinkTemplateSyntaxError(message: "query item '\(item)' has an empty value: write '\(item)=*' for an item with any value, or '!\(item)' to refuse links that hold it", offset: equals + 1)
        case "*":
            syntax.anyValueQueryItems.append(item)
        default:
            try checkLiteral(characters, in: valueRange, place: .queryValue)
            syntax.fixedQueryItems.append(LinkFixedQueryItem(item: item, value: value))
        }
        syntax.writtenQueryItems.append(LinkWrittenQueryItem(text: text))
    }

    /// Parses `{name=$part}`: a parameter bound to the link's URL, host or path.
    private static func parseBinding(_ characters: [Character], in range: Range<Int>, into syntax: inout LinkTemplateSyntax) throws(LinkTemplateSyntaxError) {
        let parts = LinkBinding.Part.allCases.map { "$" + $0.rawValue }.joined(separator: ", ")
        guard characters[range.upperBound - 1] == "}", let equals = characters[range].firstIndex(of: "="),
              characters[(equals + 1)..<(range.upperBound - 1)].first == "$"
        else {
            throw LinkTemplateSyntaxError(message: "a parameter bound to the link itself is written '{parameter=$url}' (or \(parts))", offset: range.lowerBound)
        }
        let name = String(characters[(range.lowerBound + 1)..<equals])
        guard SwiftNaming.isIdentifier(name) else {
            throw LinkTemplateSyntaxError(message: "'{\(name)=…}' must name a parameter: a Swift identifier", offset: range.lowerBound)
        }
        let partText = String(characters[(equals + 2)..<(range.upperBound - 1)])
        guard let part = LinkBinding.Part(rawValue: partText) else {
            throw LinkTemplateSyntaxError(message: "'$\(partText)' is not a part of a link; bind a parameter to \(parts)", offset: equals + 1)
        }
        syntax.placeholders.append(LinkPlaceholder(name: name, offset: range.lowerBound, place: .binding))
        syntax.bindings.append(LinkBinding(parameter: name, part: part))
        syntax.writtenQueryItems.append(LinkWrittenQueryItem(text: String(characters[range]), parameter: name))
    }

    /// The literal prefix, parameter name and literal suffix of a `prefix{name}suffix` filling
    /// `range`; `nil` when the range holds no brace; an error for braces that do not make one
    /// `{name}`, or literals that `place` does not allow.
    private static func placeholder(_ characters: [Character], in range: Range<Int>, place: LiteralPlace) throws(LinkTemplateSyntaxError) -> (String, String, String)? {
        guard let open = characters[range].firstIndex(where: { $0 == "{" || $0 == "}" }) else { return nil }
        let holder = place == .pathSegment ? "a path segment" : "a query value"
        guard characters[open] == "{", let close = characters[(open + 1)..<range.upperBound].firstIndex(where: { $0 == "{" || $0 == "}" }), characters[close] == "}" else {
            throw LinkTemplateSyntaxError(message: "a parameter is written '{name}', in \(holder) of its own or with a literal prefix or suffix ('@{name}', '{name}.json')", offset: open)
        }
        if let extra = characters[(close + 1)..<range.upperBound].firstIndex(where: { $0 == "{" || $0 == "}" }) {
            throw LinkTemplateSyntaxError(message: "\(holder) holds one parameter at most, with a literal prefix or suffix around it ('@{name}', '{name}.json')", offset: extra)
        }
        let name = String(characters[(open + 1)..<close])
        guard SwiftNaming.isIdentifier(name) else {
            throw LinkTemplateSyntaxError(message: "'{\(name)}' must name a parameter: a Swift identifier in braces", offset: open)
        }
        try checkLiteral(characters, in: range.lowerBound..<open, place: place)
        try checkLiteral(characters, in: (close + 1)..<range.upperBound, place: place)
        return (String(characters[range.lowerBound..<open]), name, String(characters[(close + 1)..<range.upperBound]))
    }

    /// Checks that a literal's characters can be written in a URL unencoded.
    private static func checkLiteral(_ characters: [Character], in range: Range<Int>, place: LiteralPlace) throws(LinkTemplateSyntaxError) {
        for index in range where !place.allows(characters[index]) {
            throw LinkTemplateSyntaxError(message: "'\(characters[index])' cannot be part of \(place.what) in a template; use letters, digits and \(place.allowed)", offset: index)
        }
    }
}
