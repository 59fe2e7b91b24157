/// The transforms a tag may apply to a value (`{{uppercased(name)}}`, `{{#first(screens)}}`),
/// the same as swift-mustache's for the values routegen hands templates.
enum TemplateTransform {
    /// The position in a list that a section is repeating over.
    struct ListPosition: Sendable {
        /// Whether the item is the list's first.
        var isFirst: Bool
        /// Whether the item is the list's last.
        var isLast: Bool
        /// The item's index, from 0.
        var index: Int
    }

    /// `value` transformed by `name`; `nil` when the transform does not apply to it.
    static func apply(_ name: String, to value: TemplateValue) -> TemplateValue? {
        switch value {
        case .text(let text):
            switch name {
            case "empty": .flag(text.isEmpty)
            case "capitalized": .text(text.capitalizedWords)
            case "lowercased": .text(text.lowercased())
            case "uppercased": .text(text.uppercased())
            case "reversed": .text(String(text.reversed()))
            default: nil
            }
        case .list(let items):
            switch name {
            case "first": items.first
            case "last": items.last
            case "reversed": .list(items.reversed())
            case "count": .number(items.count)
            case "empty": .flag(items.isEmpty)
            case "sorted": sortedTexts(items).map(TemplateValue.texts)
            default: nil
            }
        case .number(let number):
            switch name {
            case "equalzero": .flag(number == 0)
            case "plusone": .number(number + 1)
            case "minusone": .number(number - 1)
            case "even": .flag(number & 1 == 0)
            case "odd": .flag(number & 1 == 1)
            default: nil
            }
        case .flag, .object:
            nil
        }
    }

    /// The value `name` gives for `position`: `first`, `last`, `index`, `even` or `odd`.
    static func apply(_ name: String, to position: ListPosition) -> TemplateValue? {
        switch name {
        case "first": .flag(position.isFirst)
        case "last": .flag(position.isLast)
        case "index": .number(position.index)
        case "even": .flag(position.index & 1 == 0)
        case "odd": .flag(position.index & 1 == 1)
        default: nil
        }
    }

    /// The items sorted, when every one is text (only texts compare).
    static func sortedTexts(_ items: [TemplateValue]) -> [String]? {
        var texts: [String] = []
        texts.reserveCapacity(items.count)
        for item in items {
            guard case .text(let text) = item else { return nil }
            texts.append(text)
        }
        return texts.sorted()
    }
}
