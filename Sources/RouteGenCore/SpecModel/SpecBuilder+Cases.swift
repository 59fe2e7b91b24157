extension SpecBuilder {
    /// Decodes `screens:`, `modals:` or `events:`: a mapping from case names to case bodies.
    mutating func buildCases(_ field: MappingField, kind: CaseKind) -> [CaseSpec] {
        let section = field.key.text
        if let scalar = field.value.scalar, scalar.isNull {
            if kind == .screen { error("'screens' must declare at least one screen", at: field.value.position) }
            return []
        }
        guard let entries = field.value.mapping else {
            error("'\(section)' must be a mapping from \(kind.rawValue) names to their params; found \(field.value.kindDescription)", at: field.value.position)
            return []
        }
        if entries.isEmpty, kind == .screen {
            error("'screens' must declare at least one screen", at: field.value.position)
        }
        return entries.compactMap { entry in
            guard let name = name(of: entry.key) else { return nil }
            return buildCase(named: name, body: entry.value, kind: kind)
        }
    }

    /// The keys a case body may have.
    static func caseKeys(for kind: CaseKind) -> [String] {
        switch kind {
        case .screen: ["doc", "params", "view"]
        case .modal: ["doc", "style", "params", "view"]
        case .event: ["doc", "params"]
        case .root: ["doc", "view"]
        }
    }

    /// Decodes one case body: empty, or a mapping of the keys ``caseKeys(for:)`` allows.
    mutating func buildCase(named name: SpecText, body: YAMLNode, kind: CaseKind) -> CaseSpec {
        var spec = CaseSpec(kind: kind, name: name, doc: nil, parameters: [])
        let subject = kind.subject(named: name.shown)
        if let scalar = body.scalar, scalar.isNull { return spec }
        guard let entries = body.mapping else {
            let keys = Self.caseKeys(for: kind).map { "'\($0)'" }.englishList("and")
            error("\(subject) must be a mapping of \(keys), or empty; found \(body.kindDescription)", at: body.position)
            return spec
        }
        let fields = self.fields(of: entries, allowed: Self.caseKeys(for: kind), in: "in \(subject)")
        if let doc = fields["doc"] {
            spec.doc = text(of: doc.value, "'doc' of \(subject)", expected: "text")
        }
        if let style = fields["style"] {
            spec.style = buildStyle(style) ?? .sheet
        }
        if let view = fields["view"] {
            spec.view = text(of: view.value, "'view' of \(subject)", expected: "a view type, e.g. 'view: ProfileView'")
        }
        if let params = fields["params"] {
            spec.parameters = buildParameters(params.value, of: subject)
        }
        return spec
    }
}
