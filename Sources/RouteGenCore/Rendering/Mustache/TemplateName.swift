/// The name in a tag, as Mustache reads it: `name`, a dotted path `a.b`, `.` for the current
/// value, `.name` for a name of the current value only, or `name()` transforms around any of
/// them (`uppercased(name)`, `index()`).
struct TemplateName: Sendable {
    /// Where the first key is looked up.
    enum Scope: Sendable {
        /// Every value on the stack, the innermost first.
        case stack
        /// The current (innermost) value only.
        case current
        /// The position in the list a section repeats over (`{{index()}}`, `{{#first()}}`).
        case listPosition
    }

    /// Where the first key is looked up.
    var scope: Scope
    /// The keys, in order; none for the current value itself.
    var keys: [TemplateKey]
    /// The transforms, outermost first: `a(b(name))` is `["a", "b"]`, and `b` applies first.
    var transforms: [String]
    /// The key of a plain `name`, looked up on the stack with no transform: most tags.
    var plainKey: TemplateKey?

    /// The name `text` (without its transforms) with `transforms`.
    init(_ text: String, transforms: [String]) {
        let scope: Scope
        if text.isEmpty, !transforms.isEmpty {
            scope = .listPosition
        } else if text.utf8.first == UInt8(ascii: "."), text.first == "." {
            scope = .current
        } else {
            scope = .stack
        }
        let keys = text.utf8.count == 1 && text.utf8.first == UInt8(ascii: ".") ? [] : Self.keys(of: text)
        self.init(scope: scope, keys: keys, transforms: transforms)
    }

    /// The name looked up from `scope` by `keys`, with `transforms`: a parsed name's parts, as a
    /// ``TemplateImage`` holds them.
    init(scope: Scope, keys: [TemplateKey], transforms: [String]) {
        self.scope = scope
        self.keys = keys
        self.transforms = transforms
        plainKey = scope == .stack && keys.count == 1 && transforms.isEmpty ? keys[0] : nil
    }

    /// The keys of `text`, the parts between its dots (empty parts left out): the text itself
    /// when it has no `.` byte (most names), split over bytes when the text is ASCII, where every
    /// `.` is a character of its own, over characters otherwise.
    static func keys(of text: String) -> [TemplateKey] {
        let hasDot = text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) }
            ?? text.utf8.contains(UInt8(ascii: "."))
        guard hasDot else { return text.isEmpty ? [] : [TemplateKey(text)] }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(separator: ".").map { TemplateKey(String($0)) }
        }
        return text.utf8.split(separator: UInt8(ascii: ".")).map { TemplateKey(String(Substring($0))) }
    }
}

/// One name of a template's tag (`screens` in `{{#screens}}`, each part of `a.b`), resolved when
/// the template is parsed.
struct TemplateKey: Hashable, Sendable {
    /// The name as written.
    var text: String
    /// The field it names, if any context has one of that name.
    var field: TemplateField?

    /// The key `text`, resolved against every field a context can have.
    init(_ text: String) {
        self.text = text
        field = Self.fields[text]
    }

    /// Every field by its name: what `TemplateField(rawValue:)` answers, found by a hash rather
    /// than by comparing the name with each of the fields' names in turn.
    private static let fields = Dictionary(uniqueKeysWithValues: TemplateField.allCases.map { ($0.rawValue, $0) })
}
