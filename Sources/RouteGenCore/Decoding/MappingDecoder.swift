/// A mapping value a decoder allows, with its key's text and position.
struct MappingField {
    /// The key's text and position.
    var key: SpecText
    /// The value node.
    var value: YAMLNode
}

/// The allowed fields of a mapping, by key name. A mapping has a few keys, so they are found by
/// scanning, which is cheaper than hashing.
struct MappingFields {
    /// The fields, in the mapping's order.
    private(set) var all: [MappingField] = []

    /// No fields yet, with room for `capacity` of them: a spec's mappings are decoded by the
    /// tens of thousands, and an array grown one field at a time is copied at 1, 2, 4 and 8.
    init(capacity: Int = 0) {
        all.reserveCapacity(capacity)
    }

    /// The field whose key is `name`, if the mapping has it.
    subscript(name: String) -> MappingField? {
        // Keys compared in place, by index: only the field found is copied out. Their lengths
        // first, read inline, which tells most keys apart without a call to compare them.
        let length = name.utf8.count
        for index in all.indices where all[index].key.text.utf8.count == length && all[index].key.text == name {
            return all[index]
        }
        return nil
    }

    /// Adds `field`, whose key no field has yet: the YAML reader drops (and reports) a key that
    /// repeats an earlier one of its mapping, so a mapping's keys reach a decoder distinct.
    mutating func add(_ field: consuming MappingField) {
        all.append(field)
    }
}

/// A stage that decodes a YAML tree into typed values, checking its shape as it goes: the
/// spec builder and the configuration-file builder.
///
/// The helpers report what is wrong (wrong node kinds, unknown keys with "did you mean",
/// unknown choices) and return what they could decode, so a decoder reports every problem.
protocol MappingDecoder {
    /// The file diagnostics point into.
    var file: String { get }
    /// What the decoder found wrong so far.
    var diagnostics: Diagnostics { get set }
    /// The keys already offered as "did you mean" fixes, which are not reported missing too.
    var suggestedKeys: Set<String> { get set }
}

extension MappingDecoder {
    /// Records an error at `position` in the file.
    mutating func error(_ message: String, at position: SourcePosition) {
        diagnostics.error(message, at: SourceLocation(file: file, position: position))
    }

    /// Records a warning at `position` in the file.
    mutating func warning(_ message: String, at position: SourcePosition) {
        diagnostics.warning(message, at: SourceLocation(file: file, position: position))
    }

    /// The entries of a mapping keyed by name, keeping only the keys of `mapping`, the table
    /// the JSON Schema is written from too.
    ///
    /// Reports keys that are not names and keys that are not allowed, with the closest allowed
    /// key as a "did you mean" hint. `context` completes "unknown key 'x' …".
    mutating func fields(of entries: [YAMLMappingEntry], allowed mapping: SpecMapping, in context: @autoclosure () -> String) -> MappingFields {
        let allowed = mapping.names
        var fields = MappingFields(capacity: entries.count)
        for entry in entries {
            guard let key = name(of: entry.key) else { continue }
            guard allowed.contains(key.text) else {
                if let suggestion = Suggestion.closest(to: key.text, among: allowed) {
                    suggestedKeys.insert(suggestion)
                    error("unknown key '\(key.shown)' \(context()); did you mean '\(suggestion)'?", at: key.position)
                } else {
                    error("unknown key '\(key.shown)' \(context()); expected \(allowed.englishList())", at: key.position)
                }
                continue
            }
            fields.add(MappingField(key: key, value: entry.value))
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
    mutating func text(of node: YAMLNode, _ what: @autoclosure () -> String, expected: @autoclosure () -> String) -> SpecText? {
        guard let scalar = node.scalar else {
            error("\(what()) must be \(expected()); found \(node.kindDescription)", at: node.position)
            return nil
        }
        guard !scalar.isNull else { return nil }
        return SpecText(scalar.text, at: node.position, style: scalar.style)
    }

    /// Decodes a scalar naming one of `choices`, reporting anything else with the valid names
    /// (which, like `what`, are spelt out only for a message).
    mutating func buildChoice<Choice: RawRepresentable<String> & CaseIterable>(
        _ node: YAMLNode, _ what: @autoclosure () -> String, among choices: Choice.AllCases, noun: String
    ) -> Choice? {
        var names: [String] { choices.map(\.rawValue) }
        guard let value = text(of: node, what(), expected: names.englishList()) else {
            if node.scalar != nil { error("\(what()) is empty; use \(names.englishList())", at: node.position) }
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
}
