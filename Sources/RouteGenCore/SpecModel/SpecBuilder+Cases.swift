extension SpecBuilder {
    /// Decodes `screens:`, `modals:` or `events:`: a mapping from case names to case bodies.
    /// `screens:` must declare one unless `mayBeEmpty` (the feature has a root, which its stack
    /// can show alone).
    mutating func buildCases(_ field: MappingField, kind: CaseKind, mayBeEmpty: Bool = true) -> [CaseSpec] {
        let section = field.key.text
        let emptyScreens = "'screens' must declare at least one screen, unless the feature declares a 'root' its stack shows alone"
        if let scalar = field.value.scalar, scalar.isNull {
            if kind == .screen, !mayBeEmpty { error(emptyScreens, at: field.value.position) }
            return []
        }
        guard let entries = field.value.mapping else {
            error("'\(section)' must be a mapping from \(kind.rawValue) names to their params; found \(field.value.kindDescription)", at: field.value.position)
            return []
        }
        if entries.isEmpty, kind == .screen, !mayBeEmpty {
            error(emptyScreens, at: field.value.position)
        }
        let caseKeys = SpecMapping.caseBody(of: kind).names
        var cases: [CaseSpec] = []
        // Each entry's key and value read in place, by index: `enumerated()` copies every entry.
        for index in entries.indices {
            guard let name = name(of: entries[index].key) else { continue }
            if index > 0, let previous = entries[index - 1].key.scalar?.text, caseKeys.contains(name.text),
               entries[index].value.scalar?.isNull != true,
               entries[index - 1].value.scalar?.isNull == true || !Self.isCaseBody(entries[index].value, keys: caseKeys) {
                // `home:` then `params:` at the same indentation: the keys of `home` (all of them,
                // or the last ones) were not indented.
                error("'\(name.shown)' is indented like a \(kind.rawValue) name, next to '\(previous.shown)', so it is read as \(kind.withArticle) of its own, not as a key of \(kind.subject(named: previous.shown)); indent it under '\(previous.shown):' by two more spaces", at: name.position)
                // What the previous case's links and calls need may be among what was not
                // indented: report the indentation, not its consequences.
                if !cases.isEmpty, cases[cases.count - 1].name.text == previous {
                    cases[cases.count - 1].hasBrokenParameters = true
                }
                continue
            }
            cases.append(buildCase(named: name, body: entries[index].value, kind: kind))
        }
        return cases
    }

    /// Whether `node` can be the body of a case whose keys are `keys`: empty, or a mapping of
    /// case keys only (a screen may be named `params` or `url`, and then has such a body).
    static func isCaseBody(_ node: YAMLNode, keys: [String]) -> Bool {
        if let scalar = node.scalar { return scalar.isNull }
        guard let entries = node.mapping else { return false }
        return entries.allSatisfy { entry in entry.key.scalar.map { keys.contains($0.text) } ?? false }
    }

    /// The entries of a case body that follow an empty `params:` and are no case key: the
    /// parameters, written at the indentation of `params:` instead of under it.
    static func misindentedParameters(in entries: [YAMLMappingEntry], kind: CaseKind) -> [YAMLMappingEntry] {
        guard let params = entries.firstIndex(where: { $0.key.scalar?.text == "params" }),
              entries[params].value.scalar?.isNull == true
        else { return [] }
        return entries[(params + 1)...].filter { entry in
            guard let key = entry.key.scalar?.text else { return false }
            let names = SpecMapping.caseBody(of: kind).names
            return !names.contains(key) && Suggestion.closest(to: key, among: names) == nil
        }
    }

    /// Decodes one case body: empty, or a mapping of the keys ``SpecMapping/caseBody(of:)`` allows.
    mutating func buildCase(named name: SpecText, body: YAMLNode, kind: CaseKind) -> CaseSpec {
        var spec = CaseSpec(kind: kind, name: name, doc: nil, parameters: [])
        let subject = MessageSubject(kind, named: name.text)
        if let scalar = body.scalar, scalar.isNull { return spec }
        guard let entries = body.mapping else {
            let keys = SpecMapping.caseBody(of: kind).names.map { "'\($0)'" }.englishList("and")
            error("\(subject) must be a mapping of \(keys), or empty; found \(body.kindDescription)", at: body.position)
            return spec
        }
        let misindented = Self.misindentedParameters(in: entries, kind: kind)
        for entry in misindented {
            let key = entry.key.scalar?.text ?? ""
            error("'\(key.shown)' is indented like a key of \(subject), so the 'params' above it are empty; indent the parameters under 'params:' by two more spaces", at: entry.key.position)
        }
        // Filtered only when some entry is misindented: `filter` grows a new array entry by entry.
        let kept = misindented.isEmpty ? entries : entries.filter { entry in !misindented.contains { $0.key.position == entry.key.position } }
        let fields = self.fields(of: kept, allowed: .caseBody(of: kind), in: "in \(subject)")
        if let doc = fields["doc"] {
            spec.doc = text(of: doc.value, "'doc' of \(subject)", expected: "text")
        }
        if let style = fields["style"] {
            (spec.style, spec.compactStyle) = buildStyles(style, of: subject)
            spec.stylePosition = style.value.position
        }
        if let view = fields["view"] {
            spec.view = text(of: view.value, "'view' of \(subject)", expected: "a view type, e.g. 'view: ProfileView'")
        }
        if let stack = fields["stack"] {
            spec.stack = text(of: stack.value, "'stack' of \(subject)", expected: "a feature name, e.g. 'stack: Settings'")
            if spec.stack == nil, stack.value.scalar != nil {
                error("'stack' of \(subject) is empty; name the feature whose navigation stack it presents, e.g. 'stack: Settings'", at: stack.value.position)
            }
        }
        if let detents = fields["detents"] {
            spec.detents = buildDetents(detents.value, of: subject)
        }
        if let urls = fields["url"] {
            spec.urls = buildTexts(urls.value, "'url' of \(subject)", items: "link templates", example: "url: users/{userID}")
        }
        if let parent = fields["parent"] {
            spec.parent = text(of: parent.value, "'parent' of \(subject)", expected: "a screen name, e.g. 'parent: profile'")
            if spec.parent == nil, parent.value.scalar != nil {
                error("'parent' of \(subject) is empty; name the screen a link to it stands on, e.g. 'parent: profile'", at: parent.value.position)
            }
        }
        if let renamed = fields["renamedFrom"] {
            spec.renamedFrom = buildTexts(renamed.value, "'renamedFrom' of \(subject)", items: "earlier case names", example: "renamedFrom: [oldName]")
        }
        if let params = fields["params"] {
            let errorsBefore = diagnostics.errorCount
            spec.parameters = buildParameters(params.value, of: subject)
            spec.hasBrokenParameters = diagnostics.errorCount > errorsBefore
        }
        return spec
    }
}

extension SpecBuilder {
    /// Decodes a key whose value is one text or a list of them (`url:`, `renamedFrom:`),
    /// reporting empty values and collections inside.
    mutating func buildTexts(_ node: YAMLNode, _ what: @autoclosure () -> String, items: String, example: String) -> [SpecText] {
        switch node.content {
        case .scalar(let scalar):
            guard !scalar.isNull else {
                error("\(what()) is empty; write one or a list of \(items), e.g. '\(example)'", at: node.position)
                return []
            }
            return [SpecText(scalar.text, at: node.position, style: scalar.style)]
        case .mapping:
            error("\(what()) must be one or a list of \(items), e.g. '\(example)'; found a mapping", at: node.position)
            return []
        case .sequence(let elements):
            if elements.isEmpty {
                error("\(what()) is empty; write one or a list of \(items), e.g. '\(example)'", at: node.position)
            }
            return elements.compactMap { element in
                let text = self.text(of: element, "an item of \(what())", expected: "text")
                if text == nil, element.scalar?.isNull == true {
                    error("an item of \(what()) is empty", at: element.position)
                }
                return text
            }
        }
    }

    /// Decodes `detents:` of a modal: a list of detents, or a single one.
    mutating func buildDetents(_ node: YAMLNode, of subject: MessageSubject) -> [SpecText] {
        let example = "e.g. 'detents: [medium, large]'"
        switch node.content {
        case .scalar(let scalar):
            guard !scalar.isNull else {
                error("'detents' of \(subject) is empty; list the heights the sheet may take, \(example)", at: node.position)
                return []
            }
            return [SpecText(scalar.text, at: node.position, style: scalar.style)]
        case .mapping:
            error("'detents' of \(subject) must be a list of detents, \(example); found a mapping", at: node.position)
            return []
        case .sequence(let items):
            if items.isEmpty {
                error("'detents' of \(subject) is empty; list the heights the sheet may take, \(example)", at: node.position)
            }
            return items.compactMap { item in
                let detent = text(of: item, "a detent of \(subject)", expected: "medium, large, fraction(0.5) or height(300)")
                if detent == nil, item.scalar?.isNull == true {
                    error("a detent of \(subject) is empty; use medium, large, fraction(0.5) or height(300)", at: item.position)
                }
                return detent
            }
        }
    }
}
