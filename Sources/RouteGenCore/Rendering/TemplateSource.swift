/// A template's name, the file it came from and its text, before parsing.
struct TemplateSource: Sendable {
    /// The template name (`Route.swift`).
    var name: String
    /// The path diagnostics point at.
    var path: String
    /// The template text.
    var text: String
}
