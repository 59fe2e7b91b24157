/// A value a template sees: text, a flag, a number (what `count` gives), a list, or an object
/// whose values it looks up by name.
///
/// The translator builds these once per feature; rendering only reads them, so a lookup costs
/// a switch, never a cast or a copy of a context.
enum TemplateValue {
    /// Text, pasted as it is.
    case text(String)
    /// A flag: a section renders once when it is true.
    case flag(Bool)
    /// A number, such as `count(screens)` or `index()`.
    case number(Int)
    /// A list: a section renders once per item.
    case list([TemplateValue])
    /// A context with values of its own.
    case object(TemplateObject)

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

/// A context a template looks names up in: one of the translator's contexts, each a subclass
/// that answers the fields it has.
///
/// A class, so that a list of contexts holds references, not copies; and a class, not a
/// protocol, so that rendering can keep the contexts it pushes as unretained references
/// (`Unmanaged`, which only a class type has) and ask them without retaining and releasing
/// each one around each question. Contexts are made and rendered within one feature's task,
/// so none is `Sendable`.
class TemplateObject {
    /// The value of `field`, or `nil` when this context has none: the template then looks
    /// further down its stack.
    func value(for field: TemplateField) -> TemplateValue? { nil }

    /// The value named `name`, which is no ``TemplateField``; routegen's contexts have none.
    func value(named name: String) -> TemplateValue? { nil }

    /// Lends the UTF-8 bytes of the value of `field` to `body` when it is text, and says what
    /// this context has for `field`. A context may lend its texts from where they are stored,
    /// without making a `TemplateValue` (and retaining and releasing its string, or making one
    /// of a ``SourceText``): rendering appends them in place. The general answer, this one, is
    /// ``lendTextOfValue(of:to:)``.
    func lendText(of field: TemplateField, to body: (UnsafeBufferPointer<UInt8>) -> Void) -> FieldText {
        lendTextOfValue(of: field, to: body)
    }

    /// `value(for:)`, lent when it is text: what ``lendText(of:to:)`` answers unless a context
    /// answers faster, and what a test compares the faster answers with.
    final func lendTextOfValue(of field: TemplateField, to body: (UnsafeBufferPointer<UInt8>) -> Void) -> FieldText {
        switch value(for: field) {
        case nil:
            return .absent
        case .text(let text)?:
            lend(text, to: body)
            return .lent
        case _?:
            return .notText
        }
    }
}

/// Lends the UTF-8 bytes of `text` to `body`, read in place (a copy to make them contiguous only
/// for a string that is not, which the contexts never hold).
func lend(_ text: String, to body: (UnsafeBufferPointer<UInt8>) -> Void) {
    text.withUTF8Bytes(body)
}

/// What a context has for a field whose text rendering asked it to lend.
enum FieldText {
    /// Text, now lent.
    case lent
    /// A value that is not text (a flag, a number, a list, a context): nothing lent.
    case notText
    /// No value: rendering looks further down its stack.
    case absent
}
