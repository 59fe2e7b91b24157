/// The templates a run renders with: the built-ins, each replaced by a user's template of the
/// same name when one is given, plus any extra user templates as partials.
public struct TemplateSet: Sendable {
    /// The file extension of template files.
    public static let fileExtension = RouteGenFileNames.templateFileSuffix

    /// The name of every built-in template, sorted: what a folder of templates can replace.
    public static var builtinTemplateNames: [String] {
        BuiltinTemplates.names
    }

    /// The parsed templates, by name.
    let library: [String: ParsedTemplate]
    /// The names of the built-in templates that a user's template replaced, sorted.
    public let overriddenNames: [String]
    /// The digest of every template's name and text, for the render cache's fingerprints.
    let digest: String
    /// The file each template came from, by name, for diagnostics.
    let paths: [String: String]
    /// The units rendering one file may spend (see ``RenderBudget``).
    var renderBudgetUnits = RenderBudget.standardUnits
    /// The templates read from the images routegen ships rather than parsed (see ``TemplateImage``).
    private(set) var namesReadFromImages: Set<String> = []

    /// Creates a set from an already-parsed library.
    init(library: [String: ParsedTemplate], overriddenNames: [String], paths: [String: String] = [:], digest: String = "") {
        self.library = library
        self.overriddenNames = overriddenNames
        self.paths = paths
        self.digest = digest
    }

    /// Parses `templates`, reporting template syntax errors with their file, line and column;
    /// `nil` when any template failed to parse. The templates named in `unused` are left out
    /// unparsed: a run passes the built-in templates it will not render (see
    /// ``unusedBuiltinTemplates(hasTemplatesFolder:hasAppSpec:)``).
    init?(_ templates: TemplateSources, leavingOut unused: Set<String> = [], diagnostics: inout Diagnostics) {
        let sources = unused.isEmpty ? templates.sources : templates.sources.filter { !unused.contains($0.name) }
        var library: [String: ParsedTemplate] = [:]
        var failed = false
        // One after another, on the calling thread. A run parses its templates on a thread of
        // its own while the other cores read and check the specs; parsed on every core at once,
        // they held every core until the longest template was done, and no spec was read meanwhile.
        var namesReadFromImages: Set<String> = []
        for source in sources {
            // A built-in template whose text is the one routegen shipped is read from its image;
            // a user's template, or one whose image is missing or stale, is parsed.
            if let image = BuiltinTemplates.image(named: source.name),
               let template = TemplateImage.decode(image, sourceDigest: TemplateImage.digest(of: source.text)) {
                library[source.name] = template
                namesReadFromImages.insert(source.name)
                continue
            }
            switch Result(catching: { () throws(TemplateParser.SyntaxError) in try TemplateParser.parse(source.text) }) {
            case .success(let template):
                library[source.name] = template
            case .failure(let error):
                diagnostics.error("invalid template: \(error.message)", at: SourceLocation(file: source.path, position: error.position))
                failed = true
            }
        }
        guard !failed, Self.checkPartials(of: sources, parsed: library, diagnostics: &diagnostics) else { return nil }
        let paths = Dictionary(sources.map { ($0.name, $0.path) }) { first, _ in first }
        self.init(library: library, overriddenNames: templates.overriddenNames, paths: paths, digest: templates.digest)
        self.namesReadFromImages = namesReadFromImages
    }

    /// The built-in templates a run will not render, which it need not parse: the app's, in a
    /// run without an app spec, unless the run has a templates folder (whose templates may
    /// include any built-in one as a partial). Every run parsed them before: about a ninth of
    /// the instructions of a run generating one spec, the build plugin's usual run.
    static func unusedBuiltinTemplates(hasTemplatesFolder: Bool, hasAppSpec: Bool) -> Set<String> {
        guard !hasTemplatesFolder, !hasAppSpec else { return [] }
        return Set(AppOutputTemplate.allCases.map(\.templateName))
    }

    /// Checks that every partial the templates include exists and that no template includes
    /// itself, directly or through others: a missing partial would render as nothing, and a
    /// cycle would never end. Dynamic partials, whose name only rendering knows, are refused.
    /// Returns whether all is well.
    static func checkPartials(of sources: [TemplateSource], parsed library: [String: ParsedTemplate], diagnostics: inout Diagnostics) -> Bool {
        let byName = Dictionary(sources.map { ($0.name, $0) }) { first, _ in first }
        var valid = true
        var references: [String: [PartialReference]] = [:]
        for source in sources {
            let sourceReferences = library[source.name]?.partialReferences ?? []
            references[source.name] = sourceReferences
            for reference in sourceReferences {
                if reference.isDynamic {
                    diagnostics.error("dynamic partials ('*\(reference.name)') are not supported: routegen checks every partial a template includes before rendering", at: SourceLocation(file: source.path, position: reference.position))
                    valid = false
                } else if byName[reference.name] == nil {
                    let suggestion = Suggestion.closest(to: reference.name, among: byName.keys.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
                    diagnostics.error("template '\(source.name)' includes the partial '\(reference.name)', which is neither a built-in template nor a '.mustache' file of the templates folder\(suggestion)", at: SourceLocation(file: source.path, position: reference.position))
                    valid = false
                }
            }
        }
        // Depth-first search for a cycle, reporting the reference that closes each one once.
        var finished: Set<String> = []
        for start in sources.map(\.name) where !finished.contains(start) {
            var path: [String] = []
            var stack: [(name: String, next: Int)] = [(start, 0)]
            while var top = stack.popLast() {
                if top.next == 0 { path.append(top.name) }
                let edges = (references[top.name] ?? []).filter { !$0.isDynamic && byName[$0.name] != nil }
                guard top.next < edges.count else {
                    finished.insert(top.name)
                    path.removeLast()
                    continue
                }
                let reference = edges[top.next]
                top.next += 1
                stack.append(top)
                if let cycleStart = path.firstIndex(of: reference.name) {
                    let cycle = (path[cycleStart...] + [reference.name]).joined(separator: " → ")
                    let source = byName[top.name]!
                    diagnostics.error("template '\(top.name)' includes '\(reference.name)', which includes it again (\(cycle)); a template cannot include itself, directly or through others", at: SourceLocation(file: source.path, position: reference.position))
                    valid = false
                } else if !finished.contains(reference.name) {
                    stack.append((reference.name, 0))
                }
            }
        }
        return valid
    }

    /// Renders the template named `name` with `context` after `prefix`, and lends the bytes to
    /// `take`; what `take` returns. Reports an error and returns `nil` (without calling `take`)
    /// when rendering would cost more than ``renderBudgetUnits`` (and more for a context that
    /// lists `valueCount` values, see ``RenderBudget``) or nest too deeply. `subject` names what
    /// is rendered (`feature 'Home'`), for the error only.
    func render<Result>(
        _ name: String, with context: TemplateObject, valueCount: Int, for subject: @autoclosure () -> String,
        after prefix: [UInt8] = [], diagnostics: inout Diagnostics, _ take: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        let units = RenderBudget.units(renderBudgetUnits, forValueCount: valueCount)
        var renderer = TemplateRenderer(templates: library, context: context, units: units)
        if let taken = renderer.render(templateNamed: name, after: prefix, take) { return taken }
        let location = SourceLocation(file: paths[name] ?? "Templates/\(name)\(Self.fileExtension)")
        switch renderer.failure {
        case .budgetSpent:
            diagnostics.error(
                "template '\(name)' renders too much for \(subject()): more than \(units) values and repetitions; sections nested in sections repeat for every combination of their items, so nest fewer",
                at: location
            )
        case .tooDeep:
            diagnostics.error(
                "template '\(name)' nests sections, partials and blocks more than \(TemplateRenderer.maximumDepth) levels deep when rendered for \(subject()); a block that includes its own parent repeats without end",
                at: location
            )
        case nil:
            diagnostics.error("template '\(name)' does not exist", at: location)
        }
        return nil
    }
}
