extension JSONValue {
    /// The value as JSON text, the same for the same value on every platform: keys sorted,
    /// two-space indentation, an array of scalars on one line, and a final newline.
    var renderedText: String {
        var text = ""
        render(into: &text, indent: "")
        return text + "\n"
    }

    /// Appends the value to `text`, its inner lines indented one level deeper than `indent`.
    private func render(into text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .string(let value): text += Self.quoted(value)
        case .array(let items) where items.isEmpty: text += "[]"
        case .array(let items) where items.allSatisfy(\.isScalar):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                item.render(into: &text, indent: indent)
            }
            text += "]"
        case .array(let items):
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += indent + "  "
                item.render(into: &text, indent: indent + "  ")
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members) where members.isEmpty: text += "{}"
        case .object(let members):
            text += "{\n"
            let sorted = members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                text += indent + "  " + Self.quoted(member.key) + ": "
                member.value.render(into: &text, indent: indent + "  ")
                text += index == sorted.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// Whether the value is neither an array nor an object.
    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// `string` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
