/// The templates of a run before parsing: the built-ins, each replaced by the user's template of
/// the same name, and the user's other templates as partials. Their digest is all the render
/// cache needs of them, so a run that finds everything up to date parses none.
struct TemplateSources: Sendable {
    /// The templates, sorted by name.
    var sources: [TemplateSource]
    /// The names of the built-in templates that a user's template replaced, sorted.
    var overriddenNames: [String]

    /// The digest of every template's name and text, for the render cache's fingerprints.
    var digest: String {
        var digest = ContentDigest()
        for source in sources {
            digest.add(source.name)
            digest.add(source.text)
        }
        return digest.description
    }

    /// The built-in templates, each replaced by the template of the same name in `directory`
    /// (`Route.swift.mustache` replaces `Route.swift`); other `.mustache` files there are added
    /// as partials. Reports unreadable templates; `nil` when there was an error.
    static func load(overridesIn directory: String?, diagnostics: inout Diagnostics) -> TemplateSources? {
        var found = Diagnostics()
        defer { diagnostics.append(contentsOf: found) }
        var userSources: [TemplateSource] = []
        if let directory {
            guard let read = readUserTemplates(in: directory, diagnostics: &found), !found.hasErrors else {
                return nil
            }
            userSources = read
        }
        return combine(builtinsWith: userSources, diagnostics: &found)
    }

    /// The built-in templates, each replaced by the user template of the same name; the other
    /// user templates are added as partials, with a warning when a name looks like a misspelt
    /// built-in.
    static func combine(builtinsWith userSources: [TemplateSource], diagnostics: inout Diagnostics) -> TemplateSources {
        var sources = BuiltinTemplates.sources.map { name, text in
            TemplateSource(name: name, path: "Templates/\(name)\(TemplateSet.fileExtension)", text: text)
        }
        var overridden: [String] = []
        for source in userSources {
            if let index = sources.firstIndex(where: { $0.name == source.name }) {
                sources[index] = source
                overridden.append(source.name)
            } else {
                if let builtin = Suggestion.closest(to: source.name, among: BuiltinTemplates.names) {
                    diagnostics.warning("template '\(source.name)' replaces no built-in template (did you mean '\(builtin)'?); it is only available as a partial", at: SourceLocation(file: source.path))
                }
                sources.append(source)
            }
        }
        sources.sort { $0.name < $1.name }
        return TemplateSources(sources: sources, overriddenNames: overridden.sorted())
    }

    /// The `.mustache` files directly inside `directory`, sorted by name.
    static func readUserTemplates(in directory: String, diagnostics: inout Diagnostics) -> [TemplateSource]? {
        let names: [String]
        switch POSIXFiles.names(inFolder: directory) {
        case .success(let found):
            names = found
        case .failure(let failure):
            diagnostics.error("cannot read the templates folder: \(failure.reason)", at: SourceLocation(file: directory))
            return nil
        }
        var sources: [TemplateSource] = []
        for fileName in names.sorted() where fileName.hasSuffix(TemplateSet.fileExtension) {
            let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
            guard let bytes = try? POSIXFiles.readFile(at: path).get() else {
                diagnostics.error("cannot read this template", at: SourceLocation(file: path))
                continue
            }
            let name = String(fileName.dropLast(TemplateSet.fileExtension.count))
            sources.append(TemplateSource(name: name, path: path, text: String(decoding: bytes, as: UTF8.self)))
        }
        return sources
    }
}

extension TemplateSet {
    /// The built-in templates, each replaced by the template of the same name in `directory`
    /// (`Route.swift.mustache` replaces `Route.swift`); other `.mustache` files there are added
    /// as partials. Reports unreadable or invalid templates; `nil` when there was an error.
    public static func load(overridesIn directory: String?, diagnostics: inout Diagnostics) -> TemplateSet? {
        guard let sources = TemplateSources.load(overridesIn: directory, diagnostics: &diagnostics) else { return nil }
        return TemplateSet(sources, diagnostics: &diagnostics)
    }
}
