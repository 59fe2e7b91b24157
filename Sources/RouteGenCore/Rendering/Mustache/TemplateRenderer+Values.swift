extension TemplateRenderer {
    /// The value `reference` names in `program`.
    mutating func lookUp(_ reference: TemplateReference, in program: TemplateProgram, _ scope: Scope) -> TemplateValue? {
        guard spend(1) else { return nil }
        switch reference {
        case .plain(let index):
            if let field = program.plainFields[Int(index)] {
                return stackValue(for: field)
            }
            return stackValue(for: program.plainKeys[Int(index)])
        case .current:
            // As `lookUp(_:_:)` finds `.`, without a name to copy out of the program.
            return stack.last?.value
        case .complex(let index):
            return lookUp(program.names[Int(index)], scope)
        }
    }

    /// The value `name` names: its first key looked up in the innermost value of the stack that
    /// has it (or the current value only, for `.name`), the others in what that gives, then its
    /// transforms applied, innermost first. `nil` when any step finds nothing.
    func lookUp(_ name: TemplateName, _ scope: Scope) -> TemplateValue? {
        var value: TemplateValue
        switch name.scope {
        case .listPosition:
            guard let position = scope.position, let transform = name.transforms.last,
                  let positionValue = TemplateTransform.apply(transform, to: position) else { return nil }
            return applyTransforms(name.transforms.dropLast(), to: positionValue)
        case .current:
            guard let current = stack.last?.value, let found = Self.value(at: name.keys[...], in: current) else { return nil }
            value = found
        case .stack:
            guard let first = name.keys.first else {
                guard let current = stack.last?.value else { return nil }
                value = current
                break
            }
            guard let frame = stackValue(for: first), let found = Self.value(at: name.keys.dropFirst(), in: frame) else { return nil }
            value = found
        }
        return applyTransforms(name.transforms[...], to: value)
    }

    /// The value of the innermost context on the stack that has `field`.
    func stackValue(for field: TemplateField) -> TemplateValue? {
        innermostValue { $0.value(for: field) }
    }

    /// Appends the value of `field` from the innermost context on the stack that has it,
    /// unescaped, as ``lookUp(_:in:_:)`` and ``append(_:escaped:to:)`` would: each context is
    /// asked to lend it as text, appended in place (``TemplateObject/lendText(of:to:)``), and
    /// one whose value is not text has it appended as a value.
    mutating func appendStackValue(for field: TemplateField, to output: inout TemplateOutput) {
        guard spend(1) else { return }
        // Walked by index over the array's memory, as `innermostValue` is; each context asked
        // through `_withUnsafeGuaranteedRef`, which lends it without a retain (see `TemplateFrame`).
        let holder: Unmanaged<TemplateObject>? = stack.withUnsafeBufferPointer { frames in
            var index = frames.count
            while index > 0 {
                index -= 1
                guard case .context(let context) = frames[index] else { continue }
                switch context._withUnsafeGuaranteedRef({ $0.lendText(of: field, to: { output.append($0) }) }) {
                case .lent: return nil
                case .notText: return context
                case .absent: continue
                }
            }
            return nil
        }
        if let holder, let value = holder._withUnsafeGuaranteedRef({ $0.value(for: field) }) {
            append(value, escaped: false, to: &output)
        }
    }

    /// The value of the innermost context on the stack that has `key`.
    func stackValue(for key: TemplateKey) -> TemplateValue? {
        innermostValue { $0.value(for: key) }
    }

    /// The first value `lookUp` finds in the contexts of the stack, innermost first.
    private func innermostValue(_ lookUp: (TemplateObject) -> TemplateValue?) -> TemplateValue? {
        // Walked by index over the array's memory, not `reversed()`, whose iterator copies
        // (retains and releases) every frame it passes.
        stack.withUnsafeBufferPointer { frames in
            var index = frames.count
            while index > 0 {
                index -= 1
                if case .context(let context) = frames[index], let value = context._withUnsafeGuaranteedRef(lookUp) { return value }
            }
            return nil
        }
    }

    /// The value `keys` lead to from `value`: `value` itself when there are none.
    static func value(at keys: ArraySlice<TemplateKey>, in value: TemplateValue) -> TemplateValue? {
        var value = value
        for key in keys {
            guard case .object(let object) = value, let child = object.value(for: key) else { return nil }
            value = child
        }
        return value
    }

    /// `value` with `transforms` applied, the last first; `nil` when one does not apply.
    func applyTransforms(_ transforms: ArraySlice<String>, to value: TemplateValue) -> TemplateValue? {
        var value = value
        for transform in transforms.reversed() {
            guard let transformed = TemplateTransform.apply(transform, to: value) else { return nil }
            value = transformed
        }
        return value
    }

    /// Appends `value` as text: text as it is, flags as `true` or `false`, numbers in decimal,
    /// a list of texts as Swift prints an array of strings; contexts and other lists print nothing.
    func append(_ value: TemplateValue, escaped: Bool, to output: inout TemplateOutput) {
        let text: String
        switch value {
        case .text(let value):
            guard escaped else { return output.append(value) }
            text = value
        case .flag(let flag): text = flag ? "true" : "false"
        case .number(let number): text = String(number)
        case .list(let items):
            let texts = items.compactMap(Self.text)
            guard texts.count == items.count else { return }
            text = String(describing: texts)
        case .object: return
        }
        output.append(escaped ? Self.escapingHTML(text) : text)
    }

    /// The text of a text value.
    static func text(_ value: TemplateValue) -> String? {
        if case .text(let text) = value { text } else { nil }
    }

    /// `text` with `<`, `>`, `&`, `"` and `'` as HTML entities.
    static func escapingHTML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

extension TemplateObject {
    /// The value named `key`: by its field when it has one, otherwise by its text.
    func value(for key: TemplateKey) -> TemplateValue? {
        if let field = key.field { value(for: field) } else { value(named: key.text) }
    }
}
