/// Spells out a case's links and restoration as Swift: the runtime templates, the reading of
/// values from a matched link, the building of the canonical link, and the saving and reading
/// of the case in restored state.
struct LinkTranslator {
    /// The names of the feature whose cases are translated.
    var names: FeatureTypeNames

    /// How many values a link's filling (`LinkPath.filling(_:_:_:)`) or a saved entry
    /// (`RestorationEntryWriter(name:labels:_:_:)`) is passed one by one, the most
    /// RouteGenRuntime's overloads take; more go in an array (`with: […]`, `values: […]`). An
    /// array literal compiles to more code than the call it is passed to, and Swift 6's
    /// region-based isolation checking asks again whether each of its pieces is `Sendable`.
    static let maximumValuesOneByOne = 4

    /// The navigation state type of the feature (`UserDetailNavigationState`).
    var stateType: String { names.stateType }

    /// The link routes of `validated`, one per template.
    func linkRoutes(of validated: ValidatedCase) -> [LinkRouteContext] {
        validated.links.map { link in
            let carried = validated.parameters.filter { link.carries($0.name) }
            let reads = carried.compactMap { read($0, from: link) }
            let hosted = validated.hostedFeature.map { FeatureTypeNames(feature: $0).stateType }
            let shares = hosted == nil ? [] : validated.parameters.filter { link.carries($0.name) && $0.type.callback == nil && !SpecValidator.isArray($0.type) }
                .map { "LinkShare(\(swiftString($0.name)), \($0.typeName).self)" }
            let text = templateText(link)
            return LinkRouteContext(
                template: templateExpression(link, text: text), templateText: text, readCalls: reads, state: state(of: validated, through: link, hosted: "$1"), hostedStateType: hosted,
                shares: shares.isEmpty ? "" : ", shares: [\(shares.joined(separator: ", "))]",
                linkedRoute: validated.kind == .screen && validated.parents.isEmpty ? destination(of: validated, through: link) : nil,
                readingInPlace: readingInPlace(of: validated, through: link, reads: reads),
                templatePieces: text == nil ? templatePieces(of: link) : 1
            )
        }
    }

    /// How many elements the array literals of `link`'s `LinkTemplate(…)` expression hold
    /// (``templateExpression(_:text:)``): its segments, query items, affixes, conditions and
    /// bindings, and its host; at least one.
    func templatePieces(of link: ValidatedLink) -> Int {
        let affixes = link.queryItems.count { !$0.prefix.isEmpty || !$0.suffix.isEmpty }
        let conditions = link.presentQueryItems.count + link.fixedQueryItems.count + link.absentQueryItems.count
        return max(1, link.segments.count + link.queryItems.count + affixes + conditions + link.bindings.count + (link.host == nil ? 0 : 1))
    }

    /// The navigation state a link through `link` leads to, as Swift: the case's parents, then
    /// the case with the values the template carries (the others take their defaults), and for
    /// a modal that hosts a stack, `hosted` as the hosted feature's state; for an event, the
    /// event. A link being built (`building`) leaves out the values bound to the link itself;
    /// when it writes every value of a case with parameters, the case it is built from is the
    /// destination (`self`), which compiles to less code than the case built again from them.
    func state(of validated: ValidatedCase, through link: ValidatedLink, hosted: String, building: Bool = false) -> String {
        let destination = destination(of: validated, through: link, building: building)
        let parents = validated.parents.map { ".\($0.screen)" + call($0.arguments, hasParameters: $0.hasParameters) }
        return switch validated.kind {
        case .root: "\(stateType)()"
        case .screen: "\(stateType)(path: [\((parents + [destination]).joined(separator: ", "))])"
        case .modal:
            "\(stateType)(path: [\(parents.joined(separator: ", "))], modal: \(destination)"
                + (validated.hostedFeature == nil ? ")" : ", hosted: .\(validated.name)(\(hosted)))")
        case .event: destination
        }
    }

    /// For a template that hosts no stack, of a screen or a modal without parents, the route (a
    /// screen's) or the state (a modal's) it leads to with each value read where it is passed,
    /// the arguments ``destination(of:through:building:)`` passes, each value the link carries
    /// read by its call among `reads` (``read(_:from:)``'s, in the parameters' order); else
    /// `nil`: a parent takes the values of the same names too, so they are read into locals first.
    func readingInPlace(of validated: ValidatedCase, through link: ValidatedLink, reads: [(name: String, call: String)]) -> LinkReadingInPlace? {
        guard validated.hostedFeature == nil, validated.parents.isEmpty, validated.kind == .screen || validated.kind == .modal else { return nil }
        var unread = reads[...]
        let arguments = arguments(of: validated, through: link).compactMap { argument -> (text: String, read: String?)? in
            switch argument {
            case .absent(let text):
                return (text, nil)
            case .carried(let parameter):
                guard let read = unread.first, read.name == parameter.name else { return absentArgument(parameter).map { ($0, nil) } }
                unread.removeFirst()
                return (parameter.isLabelled ? parameter.name + ": " : "", read.call)
            }
        }
        var reading = LinkReadingInPlace(name: "." + validated.name, hasParameters: !validated.parameters.isEmpty, arguments: arguments)
        if validated.kind == .modal {
            reading.prefix = "\(stateType)(path: [], modal: "
            reading.suffix = ")"
        }
        return reading
    }

    /// The case a link through `link` leads to, as Swift: the case with the values the template
    /// carries (the others take their defaults). A link being built (`building`) leaves out the
    /// values bound to the link itself, and is `self` when it writes every value of a case with
    /// parameters.
    func destination(of validated: ValidatedCase, through link: ValidatedLink, building: Bool = false) -> String {
        let arguments = arguments(of: validated, through: link, building: building).compactMap { argument in
            switch argument {
            case .carried(let parameter): linkArgument(parameter)
            case .absent(let text): text
            }
        }
        let writesEveryValue = building && !validated.parameters.isEmpty && validated.parameters.allSatisfy { link.writes($0.name) }
        return writesEveryValue ? "self" : ".\(validated.name)" + call(arguments, hasParameters: !validated.parameters.isEmpty)
    }

    /// What a link through `link` passes `validated`'s case, parameter by parameter: a value the
    /// link carries (writes, when `building`), or the text passing one it does not
    /// (``absentArgument(_:)``); a parameter that takes its default passes nothing. What
    /// ``destination(of:through:building:)`` and ``readingInPlace(of:through:reads:)`` spell.
    func arguments(of validated: ValidatedCase, through link: ValidatedLink, building: Bool = false) -> [LinkArgument] {
        validated.parameters.compactMap { parameter in
            if building ? link.writes(parameter.name) : link.carries(parameter.name) { return .carried(parameter) }
            return absentArgument(parameter).map(LinkArgument.absent)
        }
    }

    /// An argument a link passes a case (``arguments(of:through:building:)``).
    enum LinkArgument {
        /// A value the link carries, for the parameter.
        case carried(ValidatedParameter)
        /// The whole text passing a value the link does not carry: `onDone: nil`.
        case absent(String)
    }

    /// `LinkTemplate([.literal("users"), .parameter("userID")], query: [(parameter: "filter", item: "filter")])`,
    /// with the template's query affixes, conditions, bindings and host when it has them;
    /// `LinkTemplate(text: "users/{userID}?filter={filter}")` when one string can hold it:
    /// `text`, the template's ``templateText(_:)``.
    func templateExpression(_ link: ValidatedLink, text: String?) -> String {
        if let text { return "LinkTemplate(text: \(swiftString(text)))" }
        let segments = link.segments.map { segment in
            switch segment {
            case .literal(let text): ".literal(\(swiftString(text)))"
            case .parameter(let name): ".parameter(\(swiftString(name)))"
            case .affixed(let prefix, let name, let suffix):
                ".affixed(prefix: \(swiftString(prefix)), parameter: \(swiftString(name)), suffix: \(swiftString(suffix)))"
            case .wildcard: ".wildcard"
            case .catchAll: ".catchAll"
            }
        }
        var arguments = ["[\(segments.joined(separator: ", "))]"]
        let query = link.queryItems.map { "(parameter: \(swiftString($0.parameter)), item: \(swiftString($0.item)))" }
        if !query.isEmpty { arguments.append("query: [\(query.joined(separator: ", "))]") }
        let affixes = link.queryItems.filter { !$0.prefix.isEmpty || !$0.suffix.isEmpty }
            .map { "\(swiftString($0.parameter)): LinkAffix(prefix: \(swiftString($0.prefix)), suffix: \(swiftString($0.suffix)))" }
        if !affixes.isEmpty { arguments.append("queryAffixes: [\(affixes.joined(separator: ", "))]") }
        let conditions = link.presentQueryItems.map { (link.anyValueQueryItems.contains($0) ? ".present(" : ".required(") + swiftString($0) + ")" }
            + link.fixedQueryItems.map { ".equals(\(swiftString($0.item)), \(swiftString($0.value)))" }
            + link.absentQueryItems.map { ".absent(\(swiftString($0)))" }
        if !conditions.isEmpty { arguments.append("conditions: [\(conditions.joined(separator: ", "))]") }
        let bindings = link.bindings.map { "(parameter: \(swiftString($0.parameter)), part: .\($0.part.rawValue))" }
        if !bindings.isEmpty { arguments.append("bindings: [\(bindings.joined(separator: ", "))]") }
        if let host = link.host { arguments.append("hosts: [\(swiftString(host))]") }
        return "LinkTemplate(\(arguments.joined(separator: ", ")))"
    }

    /// The name of `parameter` and the call reading it from a matched link's values: through
    /// the reader named for a standard type (`int("count")`, `int("page", default: 1)`), else
    /// through a generic reader and the type's parser (`required("post", LinkValue.parser(Post.ID.self))`,
    /// `optional("page", LinkValue.intParser)`); `nil` for a closure or an existential, which no
    /// link carries.
    func read(_ parameter: ValidatedParameter, from link: ValidatedLink) -> (name: String, call: String)? {
        guard !parameter.type.isBoxed else { return nil }
        let name = swiftString(parameter.name)
        let parser = linkParser(of: parameter)
        let call = switch parameter.type {
        case .optional:
            "optional(\(name), \(parser))"
        case .array:
            "array(\(name), \(parser)) ?? \(parameter.defaultValue ?? "[]")"
        default:
            if let stem = Self.namedConversion(of: parameter.innerTypeName) {
                parameter.defaultValue.map { "\(stem)(\(name), default: \($0))" } ?? "\(stem)(\(name))"
            } else {
                parameter.defaultValue.map { "optional(\(name), \(parser), default: \($0))" } ?? "required(\(name), \(parser))"
            }
        }
        return (parameter.name, call)
    }

    /// The argument passing `parameter`'s value read from a link; for a closure or an
    /// existential, which no link carries, what ``absentArgument(_:)`` passes.
    func linkArgument(_ parameter: ValidatedParameter) -> String? {
        guard !parameter.type.isBoxed else { return absentArgument(parameter) }
        return parameter.isLabelled ? "\(parameter.name): \(parameter.name)" : parameter.name
    }

    /// The argument passing `parameter` when a link or saved state does not carry it: nothing
    /// (it takes its default), or `nil` for an optional without a default (`defaultsToNil: false`).
    func absentArgument(_ parameter: ValidatedParameter) -> String? {
        guard parameter.defaultValue == nil, parameter.type.isOptional else { return nil }
        return parameter.isLabelled ? "\(parameter.name): nil" : "nil"
    }

    /// The pattern binding the parameters the case's links use (`_` for the others), and the
    /// expression listing the case's link candidates: one `LinkCandidate` per template that can
    /// build a link (no `*` or `**`), canonical first, each with the state it must lead back to.
    /// For a screen whose one such template leads to it alone on an empty path, also the link
    /// alone, which the route's `linkCandidates` assigns to its `link` local (see
    /// ``linkAssignment(of:building:leadingTo:)``). `nil` when no template builds.
    func linkBuild(of validated: ValidatedCase) -> (pattern: String, expression: String, assignment: String?)? {
        let buildable = validated.links.filter(\.canBuild)
        guard !buildable.isEmpty else { return nil }
        var used: Set<String> = []
        let hostedState = validated.hostedFeature.map { FeatureTypeNames(feature: $0).stateType + "()" } ?? ""
        var built: [(expression: String, state: String)] = []
        let candidates = buildable.map { link in
            let (expression, names) = linkExpression(of: link, in: validated)
            used.formUnion(names)
            let state = state(of: validated, through: link, hosted: hostedState, building: true)
            built.append((expression, state))
            // Laid out for the template's `switch`, whose cases' bodies are indented 12 spaces.
            return [
                "                LinkCandidate(",
                "                    \(expression),",
                "                    leadsTo: \(state)",
                "                ),",
            ].joined(separator: "\n")
        }
        let bindings = validated.parameters.map { used.contains($0.name) ? $0.name : "_" }
        let pattern = bindings.allSatisfy { $0 == "_" } ? ".\(validated.name)" : "let .\(validated.name)(\(bindings.joined(separator: ", ")))"
        let assignment = built.count == 1 ? linkAssignment(of: validated, building: built[0].expression, leadingTo: built[0].state) : nil
        return (pattern, "[\n" + candidates.joined(separator: "\n") + "\n            ]", assignment)
    }

    /// The expression building the link of one template (`LinkPath.path([…])?.query(…)`), and
    /// the parameters it reads. Values bound to the link itself are left out; a fixed query
    /// value is written, an `item=*` item with an empty value.
    func linkExpression(of link: ValidatedLink, in validated: ValidatedCase) -> (expression: String, used: Set<String>) {
        if let filled = filledLinkExpression(of: link, in: validated) { return filled }
        var used: Set<String> = []
        let segments = link.segments.map { segment -> String in
            switch segment {
            case .literal(let text): return swiftString(text)
            case .parameter(let name):
                used.insert(name)
                return pathText(name, in: validated)
            case .affixed(let prefix, let name, let suffix):
                used.insert(name)
                return affixed(pathText(name, in: validated), prefix: prefix, suffix: suffix)
            case .wildcard, .catchAll: return ""
            }
        }
        var expression = "LinkPath.path([\(segments.joined(separator: ", "))]" + (link.host.map { ", host: \(swiftString($0))" } ?? "") + ")"
        var items: [(item: String, value: String)] = []
        for item in link.queryItems {
            guard let parameter = validated.parameters.first(where: { $0.name == item.parameter }) else { continue }
            used.insert(parameter.name)
            let name = parameter.name
            let text = { (value: String) in affixed(linkText(value, of: parameter), prefix: item.prefix, suffix: item.suffix) }
            let value: String = switch parameter.type {
            case .optional:
                "\(name).map { \(text("$0")) }"
            case .array:
                parameter.defaultValue.map { "RouteEquality.areEqual(\(name), \($0)) ? [] : \(name).map { \(text("$0")) }" } ?? "\(name).map { \(text("$0")) }"
            default:
                parameter.defaultValue.map { "RouteEquality.areEqual(\(name), \($0)) ? nil : \(text(name))" } ?? text(name)
            }
            items.append((item.item, value))
        }
        items += link.fixedQueryItems.map { ($0.item, swiftString($0.value)) }
        items += link.anyValueQueryItems.map { ($0, "\"\"") }
        for (item, value) in items {
            // The first call continues the optional chain `LinkPath.path` starts; the `?` must end
            // the line, or Swift reads it as a conditional operator.
            if !expression.contains(".query(") { expression += "?" }
            expression += "\n                        .query(\(swiftString(item)), \(value))"
        }
        return (expression, used)
    }

    /// `text` (a Swift string expression) between a literal prefix and suffix.
    func affixed(_ text: String, prefix: String, suffix: String) -> String {
        (prefix.isEmpty ? "" : swiftString(prefix) + " + ") + text + (suffix.isEmpty ? "" : " + " + swiftString(suffix))
    }

    /// The candidates of the feature's root, as Swift: one per template that builds, each
    /// leading to the empty state (a root with a link takes no parameters).
    func rootLinkCandidates(of root: ValidatedCase?) -> String {
        let candidates = (root?.links ?? []).filter(\.canBuild).map { link in
            "LinkCandidate(\(linkExpression(of: link, in: root!).expression), leadsTo: \(stateType)())"
        }
        return "[" + candidates.joined(separator: ", ") + "]"
    }

    /// For a modal that hosts a stack: the tuple pattern matching a state whose modal is it and
    /// whose hosted state is its stack's (`let (.facility(facilityID)?, .facility(hosted)?)`), and
    /// the values it shares with that stack by parameter name, as the dictionary literal a
    /// combined link leaves repeated query items out by (`["facilityID": LinkValue.intText(facilityID)]`).
    func stateLink(of validated: ValidatedCase) -> (pattern: String, sharing: String) {
        let shared = validated.parameters.filter { parameter in
            parameter.type.callback == nil && !SpecValidator.isArray(parameter.type) && validated.links.contains { $0.carries(parameter.name) }
        }
        let bindings = validated.parameters.map { parameter in shared.contains(parameter) ? parameter.name : "_" }
        let modal = validated.parameters.isEmpty || shared.isEmpty ? ".\(validated.name)" : ".\(validated.name)(\(bindings.joined(separator: ", ")))"
        let entries = shared.map { parameter in
            let text = parameter.type.isOptional ? "\(parameter.name).map { \(linkText("$0", of: parameter)) }" : linkText(parameter.name, of: parameter)
            return "\(swiftString(parameter.name)): \(text)"
        }
        return ("let (\(modal)?, .\(validated.name)(hostedState)?)", entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]")
    }

    /// The expression saving `validated` for restoration
    /// (`RestorationEntryWriter(name: "photos", labels: "userID,filter", userID as Any, filter as Any)`): `nil` when it
    /// cannot be saved, because a closure or an existential is required, or is set (a route is
    /// saved with an optional closure or existential only when it is `nil`, and reads back so).
    /// One call with explicit `Any`s, which compiles faster than a chain of generic calls: passed
    /// one by one up to ``maximumValuesOneByOne``, in an array past it (`values: […]`).
    /// Spelt as a piece of `source`, the feature's buffer.
    func restorationWrite(of validated: ValidatedCase, using source: SwiftSource) -> SourceText? {
        // The parameters are read by index, in place: a `for … in` loop copies each one (its
        // name, type and spellings retained, then released), five times a case here.
        let parameters = validated.parameters
        guard !parameters.contains(where: { $0.type.isBoxed && !$0.type.isOptional }) else { return nil }
        var boxes = 0
        var saved = 0
        for index in parameters.indices {
            guard parameters[index].type.isBoxed else {
                saved += 1
                continue
            }
            if boxes > 0 { source.add(" && ") }
            source.add(parameters[index].name)
            source.add(parameters[index].type.callback != nil ? ".function == nil" : ".value == nil")
            boxes += 1
        }
        if boxes > 0 { source.add(" ? ") }
        source.add("RestorationEntryWriter(name: \"")
        source.add(validated.name)
        // The saved parameters are those not boxed, read in place: no array of copies of them.
        if saved == 0 {
            source.add("\")")
        } else {
            // The labels as one string, then the values: less code than a literal of pairs.
            source.add("\", labels: \"")
            var isFirst = true
            for index in parameters.indices where !parameters[index].type.isBoxed {
                if !isFirst { source.add(",") }
                isFirst = false
                source.add(parameters[index].name)
            }
            // One by one up to `maximumValuesOneByOne`, past it in an array.
            let inArray = saved > Self.maximumValuesOneByOne
            source.add(inArray ? "\", values: [" : "\", ")
            isFirst = true
            for index in parameters.indices where !parameters[index].type.isBoxed {
                if !isFirst { source.add(", ") }
                isFirst = false
                source.add(parameters[index].name)
                source.add(" as Any")
            }
            source.add(inArray ? "])" : ")")
        }
        if boxes > 0 { source.add(" : nil") }
        return source.take()
    }

    /// The expression reading `validated` back from a saved `entry`, by parameter label: a
    /// missing value takes its default (passed to `optional(_:as:default:)`: no `??`, which is slow
    /// to type-check), an optional closure or existential is `nil`; `nil` when a closure or an
    /// existential is required. Spelt as a piece of `source`, the feature's buffer.
    func restorationRead(of validated: ValidatedCase, using source: SwiftSource) -> SourceText? {
        let parameters = validated.parameters
        guard !parameters.contains(where: { $0.type.isBoxed && !$0.type.isOptional }) else { return nil }
        guard !parameters.isEmpty else { return CaseTranslator.matchPattern(validated.name, using: source) }
        source.add(".")
        source.add(validated.name)
        source.add("(")
        var isFirst = true
        // Each parameter's parts are read in place, by index (see `restorationWrite`).
        for index in parameters.indices {
            let type = parameters[index].type
            if type.isBoxed {
                // Left to its default, `nil`, or passed `nil` when it has none.
                guard let argument = absentArgument(parameters[index]) else { continue }
                if !isFirst { source.add(", ") }
                isFirst = false
                source.add(argument)
                continue
            }
            if !isFirst { source.add(", ") }
            isFirst = false
            let name = parameters[index].name
            if parameters[index].isLabelled {
                source.add(name)
                source.add(": ")
            }
            // An optional reads as `nil` when missing; another type takes its default, if any. A
            // standard type is read by the reader named for it (`entry.int("count")`), which
            // compiles to less code than the generic one with its metatype.
            let isOptional = type.isOptional
            let defaultValue = isOptional ? nil : parameters[index].defaultValue
            if !isOptional, let stem = Self.namedConversion(of: parameters[index].typeName) {
                source.add("entry.")
                source.add(stem)
                source.add("(\"")
                source.add(name)
                source.add("\"")
            } else {
                source.add(isOptional || defaultValue != nil ? "entry.optional(\"" : "entry.required(\"")
                source.add(name)
                source.add("\", as: ")
                source.add(isOptional ? parameters[index].innerTypeName : parameters[index].typeName)
                source.add(".self")
            }
            if let defaultValue {
                source.add(", default: ")
                source.add(defaultValue)
            }
            source.add(")")
        }
        source.add(")")
        return source.take()
    }

    /// The arguments of building a case: `(a, b)`, `()` for a case whose parameters all take
    /// their defaults, nothing for a case without parameters.
    func call(_ arguments: [String], hasParameters: Bool) -> String {
        hasParameters ? "(" + arguments.joined(separator: ", ") + ")" : ""
    }

    /// `text` as a Swift string literal. Names and literal segments are checked ASCII without
    /// quotes or backslashes, so quoting is enough.
    func swiftString(_ text: String) -> String {
        "\"\(text)\""
    }
}
