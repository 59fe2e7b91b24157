extension SpecBuilder {
    /// Decodes `access:`; `nil` (with an error) for anything but a known access level.
    mutating func buildAccess(_ field: SpecField) -> AccessLevel? {
        buildChoice(field.value, "'access'", among: AccessLevel.allCases, noun: "an access level")
    }

    /// Decodes `style:` of a modal; `nil` (with an error) for anything but a known style.
    mutating func buildStyle(_ field: SpecField) -> ModalStyle? {
        buildChoice(field.value, "'style'", among: ModalStyle.allCases, noun: "a modal style")
    }

    /// Decodes a scalar naming one of `choices`, reporting anything else with the valid names.
    mutating func buildChoice<Choice: RawRepresentable<String> & CaseIterable>(
        _ node: YAMLNode, _ what: String, among choices: Choice.AllCases, noun: String
    ) -> Choice? {
        let names = choices.map(\.rawValue)
        guard let value = text(of: node, what, expected: names.englishList()) else {
            if node.scalar != nil { error("\(what) is empty; use \(names.englishList())", at: node.position) }
            return nil
        }
        if let choice = Choice(rawValue: value.text) { return choice }
        if let suggestion = Suggestion.closest(to: value.text, among: names) {
            error("'\(value.shown)' is not \(noun); did you mean '\(suggestion)'?", at: value.position)
        } else {
            error("'\(value.shown)' is not \(noun); use \(names.englishList())", at: value.position)
        }
        return nil
    }

    /// Decodes `imports:`: a list of module names, or a single name.
    mutating func buildImports(_ field: SpecField) -> [SpecText] {
        switch field.value.content {
        case .scalar(let scalar):
            return scalar.isNull ? [] : [SpecText(scalar.text, at: field.value.position, style: scalar.style)]
        case .mapping:
            error("'imports' must be a list of module names, e.g. 'imports: [Models]'; found a mapping", at: field.value.position)
            return []
        case .sequence(let items):
            return items.compactMap { item in
                let module = text(of: item, "an import", expected: "a module name")
                if module == nil, item.scalar?.isNull == true {
                    error("an import is empty; write a module name", at: item.position)
                }
                return module
            }
        }
    }
}
