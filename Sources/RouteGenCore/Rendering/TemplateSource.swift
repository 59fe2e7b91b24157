import Mustache

/// A template's name, the file it came from and its text, before parsing.
struct TemplateSource: Sendable {
    /// A template syntax error, with its 1-based position in the template file.
    struct SyntaxError: Error {
        /// What is wrong.
        var message: String
        /// Where in the template file.
        var position: SourcePosition
    }

    /// The pragma that turns off HTML escaping: routegen renders Swift, not HTML.
    static let textPragma = "{{%CONTENT_TYPE: TEXT}}\n"

    /// The template name (`Route.swift`).
    var name: String
    /// The path diagnostics point at.
    var path: String
    /// The template text.
    var text: String

    /// The parsed template, rendering as plain text (`{{x}}` is never HTML-escaped).
    func parse() throws -> MustacheTemplate {
        // Checked first: swift-mustache would overflow the stack parsing such a template.
        if let position = outline.firstTooDeepSection {
            throw SyntaxError(
                message: "invalid template: sections are nested deeper than \(Self.maximumSectionDepth) levels",
                position: position
            )
        }
        do {
            return try MustacheTemplate(string: Self.textPragma + text)
        } catch let error as MustacheTemplate.ParserError {
            // The pragma line added above shifts every line by one.
            throw SyntaxError(
                message: "invalid template: \(Self.describe(error.error))",
                position: SourcePosition(line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber)
            )
        }
    }

    /// A sentence for a swift-mustache parser error.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a name other than the one that opened it"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform is applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "an inheritance section holds a tag it may not"
        case .textInsideInheritSection: return "an inheritance section holds text"
        case .invalidConfigVariableSyntax: return "a '{{%' pragma is malformed"
        case .unrecognisedConfigVariable: return "a '{{%' pragma names an unknown setting"
        }
    }
}
