extension SpecBuilder {
    /// Decodes `access:`; `nil` (with an error) for anything but a known access level.
    mutating func buildAccess(_ field: MappingField) -> AccessLevel? {
        buildChoice(field.value, "'access'", among: AccessLevel.allCases, noun: "an access level")
    }

    /// Decodes `style:` of a modal; `nil` (with an error) for anything but a known style.
    mutating func buildStyle(_ field: MappingField) -> ModalStyle? {
        buildChoice(field.value, "'style'", among: ModalStyle.allCases, noun: "a modal style")
    }

    /// Decodes `imports:`: a list of module names, or a single name.
    mutating func buildImports(_ field: MappingField) -> [SpecText] {
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
