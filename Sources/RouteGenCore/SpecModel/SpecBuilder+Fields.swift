/// A mapping value a spec allows, with its key's text and position.
struct SpecField {
    /// The key's text and position.
    var key: SpecText
    /// The value node.
    var value: YAMLNode
}

extension SpecBuilder {
    /// The entries of a mapping keyed by name, keeping only the `allowed` keys.
    ///
    /// Reports keys that are not names and keys that are not allowed, with the closest allowed
    /// key as a "did you mean" hint. `context` completes "unknown key 'x' …".
    mutating func fields(of entries: [YAMLMappingEntry], allowed: [String], in context: String) -> [String: SpecField] {
        var fields: [String: SpecField] = [:]
        for entry in entries {
            guard let key = name(of: entry.key) else { continue }
            guard allowed.contains(key.text) else {
                if let suggestion = Suggestion.closest(to: key.text, among: allowed) {
                    suggestedKeys.insert(suggestion)
                    error("unknown key '\(key.shown)' \(context); did you mean '\(suggestion)'?", at: key.position)
                } else {
                    error("unknown key '\(key.shown)' \(context); expected \(allowed.englishList())", at: key.position)
                }
                continue
            }
            fields[key.text] = SpecField(key: key, value: entry.value)
        }
        return fields
    }

    /// The text of a mapping key, or `nil` (with an error) when the key is not a non-empty scalar.
    mutating func name(of key: YAMLNode) -> SpecText? {
        guard let scalar = key.scalar, !scalar.isNull else {
            let found = key.scalar == nil ? key.kindDescription : "an empty key"
            error("a key must be a name; found \(found)", at: key.position)
            return nil
        }
        return SpecText(scalar.text, at: key.position, style: scalar.style)
    }

    /// The text of a scalar value, `nil` for a null value, or `nil` with an error naming
    /// `what` when the value is a collection.
    mutating func text(of node: YAMLNode, _ what: String, expected: String) -> SpecText? {
        guard let scalar = node.scalar else {
            error("\(what) must be \(expected); found \(node.kindDescription)", at: node.position)
            return nil
        }
        guard !scalar.isNull else { return nil }
        return SpecText(scalar.text, at: node.position, style: scalar.style)
    }
}
