extension SpecBuilder {
    /// Decodes `params:`: a mapping from labels (or `_ name` for an unlabelled parameter) to a
    /// type, or to `{ type, default }`.
    mutating func buildParameters(_ node: YAMLNode, of subject: MessageSubject) -> [ParameterSpec] {
        if let scalar = node.scalar, scalar.isNull { return [] }
        guard let entries = node.mapping else {
            error("'params' of \(subject) must be a mapping from labels to types; found \(node.kindDescription)", at: node.position)
            return []
        }
        var parameters: [ParameterSpec] = []
        parameters.reserveCapacity(entries.count)
        var index = entries.startIndex
        while index < entries.endIndex {
            // The entry's key and value read in place: a copy of the entry would retain both.
            let entryIndex = index
            index += 1
            guard let key = name(of: entries[entryIndex].key), let (name, isLabelled) = parameterName(key, of: subject) else { continue }
            if let split = Self.typeSplitAtComma(entries[entryIndex...]) {
                error("YAML split the type of parameter '\(name.shown)' of \(subject) at ',': inside '{ … }' a comma ends a value; quote the type, e.g. \(key.shown): \(split.type.yamlQuoted)", at: entries[entryIndex].value.position)
                index += split.entriesUsed - 1
                continue
            }
            if let parameter = buildParameter(name: name, isLabelled: isLabelled, value: entries[entryIndex].value, of: subject) {
                parameters.append(parameter)
            }
        }
        return parameters
    }

    /// The type a flow mapping split at its commas, when the first entry's type opens a `<`,
    /// `(` or `[` that the keys of the entries after it close: `{ x: Result<Int, Error> }` reads
    /// as `x: Result<Int` and a key `Error>`. `nil` when the first entry's type is whole.
    static func typeSplitAtComma(_ entries: ArraySlice<YAMLMappingEntry>) -> (type: String, entriesUsed: Int)? {
        // The first entry's value read in place: a copy of the entry would retain its key too.
        guard !entries.isEmpty, let scalar = entries[entries.startIndex].value.scalar, scalar.style == .plain else { return nil }
        var type = scalar.text
        var depth = SwiftBrackets.depth(of: type)
        guard depth > 0 else { return nil }
        var used = 1
        for entry in entries.dropFirst() {
            guard let key = entry.key.scalar, key.style == .plain, !key.isNull else { return nil }
            var piece = key.text
            if let value = entry.value.scalar, !value.isNull { piece += ": " + value.text }
            type += ", " + piece
            used += 1
            depth += SwiftBrackets.depth(of: piece)
            if depth <= 0 { return depth == 0 ? (type, used) : nil }
        }
        return nil
    }

    /// The name a parameter key declares and whether it is labelled: `userID` is labelled,
    /// `_ post` is the unlabelled parameter `post`. `nil`, with an error, for `_` without a name.
    mutating func parameterName(_ key: SpecText, of subject: MessageSubject) -> (SpecText, Bool)? {
        guard key.text.hasPrefix("_") else { return (key, true) }
        let rest = key.text.dropFirst()
        guard rest.isEmpty || rest.first!.isWhitespace else { return (key, true) }
        let name = rest.drop(while: \.isWhitespace)
        guard !name.isEmpty else {
            error("an unlabelled parameter of \(subject) needs a name after '_', e.g. '_ post: Post'; closures, views and links refer to it by that name", at: key.position)
            return nil
        }
        let offset = key.text.count - name.count
        return (SpecText(String(name), at: key.position(atOffset: offset), style: key.style), false)
    }

    /// Decodes one parameter's value: `Type`, or `{ type: Type, default: expression }`.
    mutating func buildParameter(name: SpecText, isLabelled: Bool, value: YAMLNode, of subject: MessageSubject) -> ParameterSpec? {
        let parameter = subject.parameter(named: name.text)
        let label = name
        guard let entries = value.mapping else {
            return buildType(value, of: parameter, label: label.text).map {
                ParameterSpec(name: name, isLabelled: isLabelled, type: $0, defaultValue: nil)
            }
        }
        let allowed = SpecMapping.parameter.names
        if entries.count == 1, let pair = entries.first, let key = Self.typeSpelling(ofFlowCollection: pair.key),
           let valueType = Self.typeSpelling(ofFlowCollection: pair.value),
           !allowed.contains(key), Suggestion.closest(to: key, among: allowed) == nil, key.first?.isUppercase == true || key.hasPrefix("[") {
            // `e: {String: Int}`: a dictionary type in braces, which YAML reads as a mapping.
            error("\(parameter) has a YAML mapping where a type is expected; Swift writes a dictionary type with brackets: '\(name.shown): \"[\(key): \(valueType)]\"'", at: value.position)
            return nil
        }
        let fields = self.fields(of: entries, allowed: .parameter, in: "in \(parameter)")
        guard let typeField = fields["type"] else {
            // `{ typ: Int }` already got "did you mean 'type'?"; saying it is missing adds nothing.
            let misspeltType = entries.contains {
                guard let key = $0.key.scalar?.text, key != "type" else { return false }
                return Suggestion.closest(to: key, among: allowed) == "type"
            }
            if !misspeltType {
                error("\(parameter) is missing its 'type'", at: value.position)
            }
            return nil
        }
        guard let type = buildType(typeField.value, of: parameter, label: label.text) else { return nil }
        let defaultValue = fields["default"].flatMap { buildDefault($0.value, of: parameter) }
        var defaultsToNil: SpecText?
        if let field = fields["defaultsToNil"] {
            defaultsToNil = text(of: field.value, "'defaultsToNil' of \(parameter)", expected: "true or false")
            if defaultsToNil == nil, field.value.scalar != nil {
                error("'defaultsToNil' of \(parameter) is empty; write 'defaultsToNil: false' for an optional the caller must pass", at: field.value.position)
            }
        }
        return ParameterSpec(name: name, isLabelled: isLabelled, type: type, defaultValue: defaultValue, defaultsToNil: defaultsToNil)
    }

    /// Decodes a parameter type: a scalar, or an unquoted flow collection such as `[User]` or
    /// `[String: Int]`, which YAML reads as a list and which is turned back into the type it spells.
    mutating func buildType(_ node: YAMLNode, of parameter: MessageSubject, label: String) -> SpecText? {
        if let scalar = node.scalar {
            guard !scalar.isNull else {
                error("\(parameter) needs a type, e.g. '\(label): String'", at: node.position)
                return nil
            }
            return SpecText(scalar.text, at: node.position, style: scalar.style)
        }
        if let pairs = node.mapping, pairs.count == 1, let pair = pairs.first,
           let key = Self.typeSpelling(ofFlowCollection: pair.key), let value = Self.typeSpelling(ofFlowCollection: pair.value) {
            error("\(parameter) has a YAML mapping where a type is expected; Swift writes a dictionary type with brackets: '\(label): \"[\(key): \(value)]\"'", at: node.position)
            return nil
        }
        guard let spelled = Self.typeSpelling(ofFlowCollection: node) else {
            error("\(parameter) has a YAML \(node.sequence != nil ? "list" : "mapping") where a type is expected; quote the type, e.g. '\(label): \"[String]\"'", at: node.position)
            return nil
        }
        return SpecText(spelled, at: node.position, style: nil)
    }

    /// Decodes a default value: a scalar holding a Swift expression, or `[]` for an empty array.
    mutating func buildDefault(_ node: YAMLNode, of parameter: MessageSubject) -> SpecText? {
        switch node.content {
        case .scalar(let scalar) where scalar.isNull && !scalar.text.isEmpty:
            error("the default of \(parameter) is '\(scalar.text)', which YAML reads as null, not Swift's nil; write 'default: nil' for no value", at: node.position)
            return nil
        case .scalar(let scalar) where scalar.isNull:
            error("the default of \(parameter) is empty; write a Swift expression, e.g. 'default: nil'", at: node.position)
            return nil
        case .scalar(let scalar):
            return SpecText(scalar.text, at: node.position, style: scalar.style)
        case .sequence(let items) where items.isEmpty:
            return SpecText("[]", at: node.position, style: nil)
        case .sequence, .mapping:
            error("the default of \(parameter) is a YAML \(node.sequence != nil ? "list" : "mapping"); quote the Swift expression, e.g. 'default: \"[1, 2]\"'", at: node.position)
            return nil
        }
    }

    /// The Swift type an unquoted YAML flow collection spells: `[User]` (a list of one name),
    /// `[String: Int]` (a list of one single-pair mapping), nested; `nil` for anything else.
    static func typeSpelling(ofFlowCollection node: YAMLNode) -> String? {
        switch node.content {
        case .scalar(let scalar):
            return scalar.style == .plain && !scalar.isNull ? scalar.text : nil
        case .mapping:
            return nil
        case .sequence(let items):
            guard items.count == 1, let item = items.first else { return nil }
            if let pairs = item.mapping {
                guard pairs.count == 1, let pair = pairs.first,
                    let key = typeSpelling(ofFlowCollection: pair.key),
                    let value = typeSpelling(ofFlowCollection: pair.value)
                else { return nil }
                return "[\(key): \(value)]"
            }
            return typeSpelling(ofFlowCollection: item).map { "[\($0)]" }
        }
    }
}
