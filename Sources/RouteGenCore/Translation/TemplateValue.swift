/// A value a template sees: text, a flag, a number (what `count` gives), a list, or an object
/// whose values it looks up by name.
///
/// The translator builds these once per feature; rendering only reads them, so a lookup costs
/// a switch, never a cast or a copy of a context.
enum TemplateValue: Sendable {
    /// Text, pasted as it is.
    case text(String)
    /// A flag: a section renders once when it is true.
    case flag(Bool)
    /// A number, such as `count(screens)` or `index()`.
    case number(Int)
    /// A list: a section renders once per item.
    case list([TemplateValue])
    /// A context with values of its own.
    case object(any TemplateObject)

    /// `text` as a value, or `nil` when there is no text: a template then looks further down
    /// its stack, as for a name the context does not have.
    static func text(_ text: String?) -> TemplateValue? {
        text.map(TemplateValue.text)
    }

    /// A list of texts.
    static func texts(_ texts: [String]) -> TemplateValue {
        .list(texts.map(TemplateValue.text))
    }

    /// A list of contexts.
    static func objects(_ objects: [some TemplateObject]) -> TemplateValue {
        .list(objects.map { .object($0) })
    }
}

/// A context a template looks names up in: one of the translator's contexts.
///
/// A class, so that a list of contexts and the stack rendering pushes them on hold references,
/// not copies.
protocol TemplateObject: AnyObject, Sendable {
    /// The value of `field`, or `nil` when this context has none: the template then looks
    /// further down its stack.
    func value(for field: TemplateField) -> TemplateValue?
    /// The value named `name`, which is no ``TemplateField``; routegen's contexts have none.
    func value(named name: String) -> TemplateValue?
}

extension TemplateObject {
    /// No value: routegen's contexts answer fields only.
    func value(named name: String) -> TemplateValue? { nil }
}
