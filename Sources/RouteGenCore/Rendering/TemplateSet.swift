import Mustache

/// The templates a run renders with: the built-ins, each replaced by a user's template of the
/// same name when one is given, plus any extra user templates as partials.
public struct TemplateSet: Sendable {
    /// The file extension of template files.
    public static let fileExtension = RouteGenFileNames.templateFileSuffix

    /// The parsed templates, by name.
    let library: MustacheLibrary
    /// The names of the built-in templates that a user's template replaced, sorted.
    public let overriddenNames: [String]

    /// Creates a set from an already-built library.
    init(library: MustacheLibrary, overriddenNames: [String]) {
        self.library = library
        self.overriddenNames = overriddenNames
    }

    /// Parses `sources`, reporting template syntax errors with their file, line and column;
    /// `nil` when any template failed to parse.
    init?(sources: [TemplateSource], overriddenNames: [String], diagnostics: inout Diagnostics) {
        var library = MustacheLibrary()
        var failed = false
        for source in sources {
            do {
                library.register(try source.parse(), named: source.name)
            } catch let error as TemplateSource.SyntaxError {
                diagnostics.error(error.message, at: SourceLocation(file: source.path, position: error.position))
                failed = true
            } catch {
                diagnostics.error("invalid template: \(error)", at: SourceLocation(file: source.path))
                failed = true
            }
        }
        guard !failed else { return nil }
        self.init(library: library, overriddenNames: overriddenNames)
    }

    /// Renders the template named `name` with `context`.
    func render(_ name: String, with context: some MustacheParent) -> String {
        library.render(context, withTemplate: name) ?? ""
    }
}
