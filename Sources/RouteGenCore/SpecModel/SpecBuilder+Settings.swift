extension SpecBuilder {
    /// Decodes `access:`; `nil` (with an error) for anything but a known access level.
    mutating func buildAccess(_ field: MappingField) -> AccessLevel? {
        buildChoice(field.value, "'access'", among: AccessLevel.allCases, noun: "an access level")
    }

    /// Decodes `style:` of a modal: one style, or one per horizontal size class
    /// (`{ compact: sheet, regular: fullScreenCover }`). Returns the style (the regular size
    /// class's, for a style per size class) and the compact size class's when it differs; a
    /// sheet, with an error, for anything but known styles.
    mutating func buildStyles(_ field: MappingField, of subject: MessageSubject) -> (style: ModalStyle, compact: ModalStyle?) {
        guard let entries = field.value.mapping else {
            return (buildChoice(field.value, "'style'", among: ModalStyle.allCases, noun: "a modal style") ?? .sheet, nil)
        }
        let fields = self.fields(of: entries, allowed: .modalStyleBySizeClass, in: "in 'style' of \(subject)")
        var styles: [String: ModalStyle] = [:]
        for sizeClass in SpecMapping.modalStyleBySizeClass.names {
            guard let value = fields[sizeClass] else {
                if !suggestedKeys.contains(sizeClass) {
                    error("'style' of \(subject) by size class needs both 'compact' and 'regular', e.g. 'style: { compact: sheet, regular: fullScreenCover }'; '\(sizeClass)' is missing", at: field.value.position)
                }
                continue
            }
            styles[sizeClass] = buildChoice(value.value, "'\(sizeClass)' of 'style' of \(subject)", among: ModalStyle.allCases, noun: "a modal style")
        }
        guard let compact = styles["compact"], let regular = styles["regular"] else { return (.sheet, nil) }
        guard compact != regular else {
            warning("'style' of \(subject) is \(compact.rawValue) in both size classes; write 'style: \(compact.rawValue)'", at: field.value.position)
            return (regular, nil)
        }
        return (regular, compact)
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
