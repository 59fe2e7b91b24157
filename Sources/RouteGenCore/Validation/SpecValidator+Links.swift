extension SpecValidator {
    /// Checks the link templates of a case against its parameters: every `{name}` names one,
    /// a path parameter is a single value, a query parameter a value, an optional or an array,
    /// a parameter bound to the link itself a value with a default, and no closure is required.
    mutating func validateLinks(of spec: CaseSpec, parameters: [ValidatedParameter], subject: MessageSubject) -> [ValidatedLink] {
        guard let first = spec.urls.first else { return [] }
        if spec.kind == .root, let parameter = spec.parameters.first {
            error("the root screen takes parameters (such as '\(parameter.name.shown)'), which are the stack's initializer's, not its router's; a link cannot pass them, so remove its 'url'", at: first.position)
            return []
        }
        if let boxed = parameters.first(where: { $0.type.isBoxed && !$0.type.isOptional }) {
            let what = boxed.type.callback != nil ? "the closure" : "the existential"
            let kind = boxed.type.callback != nil ? "closure" : "existential"
            error("\(subject) takes \(what) '\(boxed.name)', which a link cannot carry; remove its 'url', or make the \(kind) optional", at: first.position)
            return []
        }
        var links: [ValidatedLink] = []
        for url in spec.urls {
            guard let link = validateLink(url, parameters: parameters, subject: subject) else { continue }
            if let stack = spec.stack, link.segments.last == .catchAll {
                error("link template '\(url.shown)' of \(subject) ends with '**', but what follows a hosting modal's template is the \(stack.shown) feature's own link; remove the '**'", at: url.position)
                continue
            }
            if let earlier = links.first(where: { $0.shape == link.shape && ExpandedLink.conflict([$0], [link], caseSensitive: true) }) {
                error("link template '\(url.shown)' of \(subject) matches the same links as '\(earlier.text.shown)' at \(earlier.position)", at: url.position)
                continue
            }
            links.append(link)
        }
        checkArrayDefaults(of: spec, parameters: parameters, links: links, subject: subject)
        return links
    }

    /// Reports an array that a link carries in its query with a default that is not empty: an
    /// empty array is written as no query items, which read back as the default, so such a link
    /// would not lead back to its route.
    mutating func checkArrayDefaults(of spec: CaseSpec, parameters: [ValidatedParameter], links: [ValidatedLink], subject: MessageSubject) {
        for parameter in parameters {
            guard case .array = parameter.type, let defaultValue = parameter.defaultValue, !Self.isEmptyArrayLiteral(defaultValue),
                  let item = links.lazy.compactMap({ $0.queryItems.first { $0.parameter == parameter.name } }).first
            else { continue }
            let written = spec.parameters.first { $0.name.text == parameter.name }?.defaultValue
            error("parameter '\(parameter.name)' of \(subject) defaults to '\(defaultValue)', which a link cannot tell from no items: an empty array is written as no '\(item.item)' query items, which read back as '\(defaultValue)'; make its default '[]', or leave it out of links by listing after '?' the parameters they carry", at: written?.position ?? spec.urls.first?.position)
        }
    }

    /// Whether a default expression is an empty array: `[]`, `[T]()`, `Array()`, `.init()`.
    static func isEmptyArrayLiteral(_ expression: String) -> Bool {
        let compact = expression.filter { !$0.isWhitespace }
        return compact == "[]" || compact == ".init()" || compact == "Array()"
            || (compact.hasPrefix("[") && compact.hasSuffix("]()")) || (compact.hasPrefix("Array<") && compact.hasSuffix(">()"))
    }

    /// Checks one template.
    mutating func validateLink(_ url: SpecText, parameters: [ValidatedParameter], subject: MessageSubject) -> ValidatedLink? {
        let syntax: LinkTemplateSyntax
        switch LinkTemplateParser.parse(url.text) {
        case .success(let parsed):
            syntax = parsed
            if parsed.startsWithSlash {
                warning("link template '\(url.shown)' of \(subject) starts with '/': templates are relative to the app's link root, so leave it out, e.g. '\(url.text.drop { $0 == "/" })'", at: url.position(atOffset: 0))
            }
        case .failure(let problem):
            error("invalid link template '\(url.shown)' for \(subject): \(problem.message)", at: url.position(atOffset: problem.offset))
            return nil
        }
        let byName = Dictionary(parameters.map { ($0.name, $0) }) { first, _ in first }
        var seen: Set<String> = []
        var valid = true
        for placeholder in syntax.placeholders {
            let name = placeholder.name
            let position = url.position(atOffset: placeholder.offset)
            guard let parameter = byName[name] else {
                let suggestion = Suggestion.closest(to: name, among: parameters.map(\.name)).map { "; did you mean '{\($0)}'?" }
                    ?? (parameters.isEmpty ? "; it takes none" : "; its parameters are \(parameters.map(\.name).englishList("and"))")
                error("'{\(name.shown)}' in link template '\(url.shown)' is not a parameter of \(subject)\(suggestion)", at: position)
                valid = false
                continue
            }
            guard seen.insert(name).inserted else {
                error("'{\(name.shown)}' appears twice in link template '\(url.shown)' of \(subject)", at: position)
                valid = false
                continue
            }
            switch placeholder.place {
            case .path, .query:
                if let problem = Self.linkProblem(of: parameter.type, inPath: placeholder.place == .path) {
                    error("parameter '\(name)' of \(subject) cannot be carried \(placeholder.place == .path ? "in a link's path" : "by a link"): \(problem)", at: position)
                    valid = false
                }
            case .binding:
                if let problem = Self.bindingProblem(of: parameter) {
                    error("parameter '\(name)' of \(subject) cannot be bound to the link itself: \(problem)", at: position)
                    valid = false
                }
            }
        }
        // Without a '?', every parameter not in the path is read from the query, under its name;
        // with one, exactly those the template lists, and a required one it leaves out is an error.
        let explicitQuery = url.text.contains("?")
        let bound = Set(syntax.bindings.map(\.parameter))
        var queryItems: [LinkQueryParameter] = []
        var requiredItems: [String] = []
        for parameter in parameters where !syntax.pathParameters.contains(parameter.name) && !bound.contains(parameter.name) && !parameter.type.isBoxed {
            let captured = syntax.queryCaptures.first { $0.parameter == parameter.name }
            guard captured != nil || !explicitQuery else {
                if parameter.valueWhenAbsent == nil {
                    error("link template '\(url.shown)' of \(subject) does not carry its required parameter '\(parameter.name)': put it in the path ('{\(parameter.name)}') or in the query ('\(parameter.name)={\(parameter.name)}')", at: url.position)
                    valid = false
                }
                continue
            }
            if captured == nil, let problem = Self.linkProblem(of: parameter.type, inPath: false) {
                // The template that leaves out every parameter a link cannot carry.
                let carried = parameters.filter { other in
                    !syntax.pathParameters.contains(other.name) && !other.type.isBoxed && Self.linkProblem(of: other.type, inPath: false) == nil
                }
                let suggested = url.text + "?" + carried.map { "\($0.name)={\($0.name)}" }.joined(separator: "&")
                let advice = parameter.valueWhenAbsent == nil
                    ? "as it has no default, every link must carry it: give it a type a link can carry, or a default and the template '\(suggested)'"
                    : "leave it out of links by listing after '?' the parameters they carry: '\(suggested)'"
                error("parameter '\(parameter.name)' of \(subject) cannot be carried by a link: \(problem); \(advice)", at: url.position)
                valid = false
                continue
            }
            let item = captured?.item ?? parameter.name
            queryItems.append(LinkQueryParameter(parameter: parameter.name, item: item, prefix: captured?.prefix ?? "", suffix: captured?.suffix ?? ""))
            // A parameter without a default that is not an optional or an array must be in the query.
            if parameter.defaultValue == nil, !parameter.type.isOptional, !Self.isArray(parameter.type) {
                requiredItems.append(item)
            }
        }
        guard valid else { return nil }
        return ValidatedLink(
            text: url.text, position: url.position, host: syntax.host, segments: syntax.segments, queryItems: queryItems,
            fixedQueryItems: syntax.fixedQueryItems, presentQueryItems: syntax.anyValueQueryItems + requiredItems,
            anyValueQueryItems: syntax.anyValueQueryItems, absentQueryItems: syntax.absentQueryItems,
            bindings: syntax.bindings, writtenQueryItems: syntax.writtenQueryItems
        )
    }

    /// Whether `type` is an array.
    static func isArray(_ type: SwiftType) -> Bool {
        if case .array = type { true } else { false }
    }

    /// Why `parameter` cannot be bound to a part of the link itself; `nil` when it can: a single
    /// value (or its optional) with a default or optional, since a link a route builds leaves it
    /// out and reads back as the default.
    static func bindingProblem(of parameter: ValidatedParameter) -> String? {
        if case .array = parameter.type { return "'\(parameter.type)' is an array; the link's URL, host and path are one value each" }
        if let problem = linkProblem(of: parameter.type, inPath: false) { return problem }
        guard parameter.defaultValue != nil || parameter.type.isOptional else {
            return "a link that a route builds leaves it out, so it needs a default or an optional type ('\(parameter.type)?') to read back as"
        }
        return nil
    }

    /// Why a link cannot carry a value of `type` (in the path, or in the query); `nil` when it can.
    static func linkProblem(of type: SwiftType, inPath: Bool) -> String? {
        switch type {
        case .named(let components):
            if let last = components.last, ["Set", "Array", "Dictionary", "Optional"].contains(last.name), !last.genericArguments.isEmpty {
                return "'\(type)' is a collection; a link carries one value per path segment, and arrays ('[T]') as repeated query items"
            }
            return TextlessFoundationTypes.problem(with: components)
        case .function, .optional(.function):
            return "a link cannot carry a closure"
        case .existential, .optional(.existential):
            return "a link cannot carry a value behind a protocol"
        case .optional(.named(let components)) where !inPath, .array(.named(let components)) where !inPath:
            return linkProblem(of: .named(components), inPath: false)
        case .optional where inPath, .array where inPath:
            return "a path segment always holds one value; carry '\(type)' in the query"
        case .dictionary:
            return "a link carries single values and repeated query items, not a dictionary"
        case .optional(.array):
            return "an optional array is ambiguous in a query (no items, or none); use '\(type.description.dropLast())' with 'default: []'"
        default:
            return "'\(type)' is not a value, an optional value or an array of values"
        }
    }

    /// The screens a link to `spec` stands on, outermost first, following `parent:`; reports an
    /// unknown screen, a cycle, and a parent parameter that no value of `spec` fills.
    mutating func resolveParents(
        of spec: CaseSpec, parameters: [ValidatedParameter], subject: MessageSubject,
        screens: [String: (spec: CaseSpec, parameters: [ValidatedParameter])]
    ) -> [ValidatedParentRoute] {
        guard let parent = spec.parent else { return [] }
        guard !spec.urls.isEmpty else {
            error("'parent' of \(subject) names the screen its links stand on, so it needs a 'url'", at: parent.position)
            return []
        }
        var chain: [ValidatedParentRoute] = []
        var visited: Set<String> = spec.kind == .screen ? [spec.name.text] : []
        var next: SpecText? = parent
        while let name = next {
            guard let screen = screens[name.text] else {
                let suggestion = Suggestion.closest(to: name.text, among: Array(screens.keys).sorted()).map { "; did you mean '\($0)'?" } ?? ""
                error("'parent' of \(name == parent ? subject.description : "screen '\(chain.first?.screen ?? "")'") names no screen of this feature: '\(name.shown)'\(suggestion)", at: name.position)
                return []
            }
            guard visited.insert(name.text).inserted else {
                error("the 'parent' chain of \(subject) comes back to screen '\(name.shown)'; parents must lead to a screen without one", at: parent.position)
                return []
            }
            guard let route = fillParent(screen, named: name.text, from: parameters, subject: subject, at: parent.position) else { return [] }
            chain.insert(route, at: 0)
            next = screen.spec.parent
        }
        return chain
    }

    /// How `screen` is built from `parameters` of the linked case: each of its parameters takes
    /// the value of the same name and type, or its default.
    mutating func fillParent(
        _ screen: (spec: CaseSpec, parameters: [ValidatedParameter]), named name: String,
        from parameters: [ValidatedParameter], subject: MessageSubject, at position: SourcePosition
    ) -> ValidatedParentRoute? {
        var arguments: [String] = []
        for needed in screen.parameters {
            if let value = parameters.first(where: { $0.name == needed.name }),
               value.type == needed.type || SwiftType.optional(value.type) == needed.type,
               !value.type.isBoxed {
                arguments.append(needed.isLabelled ? "\(needed.name): \(needed.name)" : needed.name)
            } else if needed.defaultValue == nil, needed.type.isOptional {
                // An optional without a default (`defaultsToNil: false`) is passed `nil`.
                arguments.append(needed.isLabelled ? "\(needed.name): nil" : "nil")
            } else if needed.defaultValue == nil {
                error("parent screen '\(name)' of \(subject) needs '\(needed.name): \(needed.type)', which a link to \(subject) does not carry; give \(subject) that parameter, or give it a default in '\(name)'", at: position)
                return nil
            }
        }
        return ValidatedParentRoute(screen: name, arguments: arguments, hasParameters: !screen.parameters.isEmpty)
    }

    /// Checks `renamedFrom:`: earlier case names, each a lowerCamelCase identifier.
    mutating func validateRenamedFrom(_ names: [SpecText], subject: MessageSubject) -> [String] {
        names.compactMap { name in
            guard SwiftNaming.isLowerCamelCase(name.text), !SwiftNaming.isKeyword(name.text) else {
                error("'\(name.shown)' in 'renamedFrom' of \(subject) is not a case name; list the names the case had before, e.g. 'renamedFrom: [oldName]'", at: name.position)
                return nil
            }
            return name.text
        }
    }
}
