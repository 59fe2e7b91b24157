/// One piece of a parsed template.
///
/// The tokens and their whitespace rules are those of swift-mustache 2.1.1, which rendered
/// routegen's templates before this engine: a template renders to the same bytes with either.
enum TemplateNode: Sendable {
    /// Text, at most one line of it with its line break: its UTF-8 bytes, most often a slice of
    /// the template's own, which the compiler copies without making a string of them.
    case text(ArraySlice<UInt8>)
    /// `{{name}}` (`escaped`: HTML-escaped after a `CONTENT_TYPE: HTML` pragma), `{{{name}}}` or `{{&name}}`.
    case value(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(TemplateName, [TemplateNode])
    /// `{{^name}}…{{/name}}`.
    case invertedSection(TemplateName, [TemplateNode])
    /// `{{> name}}`, or `{{< name}}…{{/name}}` with the blocks it overrides. `indentation` is the
    /// whitespace before a tag that stands alone on its line, added to the partial's lines.
    case partial(name: String, indentation: String?, blocks: [String: [TemplateNode]]?)
    /// `{{$name}}…{{/name}}` in a template: the block a parent's caller may override.
    case block(name: String, defaultNodes: [TemplateNode], indentation: String)
    /// `{{$name}}…{{/name}}` directly inside `{{< parent}}`: an override. Collected into the
    /// partial's blocks, never rendered.
    case blockOverride(name: String, nodes: [TemplateNode])
    /// `{{%CONTENT_TYPE: HTML}}` or `TEXT`: whether the following `{{name}}` tags are HTML-escaped.
    case contentType(escapesHTML: Bool)
}

/// A parsed template: its program and the partials it includes.
struct ParsedTemplate: Sendable {
    /// The template, compiled for rendering.
    var program: TemplateProgram
    /// The partials it includes, in order, for the checks before rendering.
    var partialReferences: [PartialReference]
}

/// A partial a template includes: `{{> Name}}`, or `{{< Name}}` (a parent, with blocks).
struct PartialReference: Hashable, Sendable {
    /// The included template's name.
    var name: String
    /// Whether the name is read from the context at render time (`{{>*name}}`).
    var isDynamic: Bool
    /// Where the tag starts in the template file.
    var position: SourcePosition
}
