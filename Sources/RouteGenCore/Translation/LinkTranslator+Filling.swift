extension LinkTranslator {
    /// The expression building the link of a template that `LinkTemplate(text:)`'s string holds
    /// (`LinkPath.filling("f0/s2/{token}?page={page}", LinkValue.uuidText(token), …)`), and
    /// the parameters it reads: one string and its values compile to far less code than
    /// `LinkPath.path([…])` and a `.query(…)` per item. The values are passed one by one up to
    /// ``maximumValuesOneByOne``, in an array past it (`with: […]`). They follow the string's order:
    /// the path's parameters, then the query items', `nil` for an item left out (an optional that
    /// is `nil`, a value at its default). `nil` for another template, or one with an `item=*` item
    /// or a repeated (array) query parameter, which keep ``linkExpression(of:in:)``'s calls.
    func filledLinkExpression(of link: ValidatedLink, in validated: ValidatedCase) -> (expression: String, used: Set<String>)? {
        guard link.anyValueQueryItems.isEmpty, let text = templateText(link) else { return nil }
        var used: Set<String> = []
        var values: [String] = []
        for segment in link.segments {
            guard case .parameter(let name) = segment else { continue }
            used.insert(name)
            values.append(pathText(name, in: validated))
        }
        for item in link.queryItems {
            guard let parameter = validated.parameters.first(where: { $0.name == item.parameter }) else { return nil }
            let name = parameter.name
            used.insert(name)
            switch parameter.type {
            case .optional:
                values.append("\(name).map { \(linkText("$0", of: parameter)) }")
            case .array:
                return nil
            default:
                values.append(parameter.defaultValue.map { linkText(of: parameter, unless: $0) } ?? linkText(name, of: parameter))
            }
        }
        let template = swiftString(text)
        guard values.count <= Self.maximumValuesOneByOne else {
            return ("LinkPath.filling(\(template), with: [\(values.joined(separator: ", "))])", used)
        }
        return ("LinkPath.filling(\(([template] + values).joined(separator: ", ")))", used)
    }
}
