import Foundation
import RouteGenCore
import SyntheticSpecs

/// `link-app <templates> <folder>`: generates the synthetic link app of `templates` templates
/// (`SyntheticLinkApp`) with routegen, in memory, and writes the files the link benchmarks
/// compile into `folder`: every feature's Route, NavigationState and Router, the app's
/// AppRouter (its `<App>Link`), and routing-kit's registration of the same templates
/// (`<App>TrieRoutes.swift`, `<Feature>TrieRoutes.swift`). A file is written only when its bytes change.
@main
struct LinkAppWriter {
    /// The generated files the benchmarks compile, by the end of their names.
    static let compiledSuffixes = ["Route.swift", "NavigationState.swift", "Router.swift", "AppRouter.swift"]

    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let templates = Int(arguments.first!), templates > 0 else {
            FileHandle.standardError.write(Data("usage: link-app <templates> <output folder>\n".utf8))
            exit(2)
        }
        let folder = URL(fileURLWithPath: arguments.last!)
        let app = SyntheticLinkApp(templates: templates)
        var diagnostics = Diagnostics()
        guard let templateSet = TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics) else {
            fatalError("the built-in templates did not load: \(Array(diagnostics))")
        }
        let sources = app.specs().map { SpecSource(path: "Specs/\($0.fileName)", text: $0.text) }
        let result = await Generator.generate(sources, templates: templateSet)
        guard !result.diagnostics.hasErrors else {
            fatalError("generation failed: \(Array(result.diagnostics))")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files = result.files.filter { file in compiledSuffixes.contains { file.name.hasSuffix($0) } }.map { ($0.name, $0.bytes) }
        files += app.trieRoutesSources().map { ($0.fileName, Array($0.text.utf8)) }
        for (name, bytes) in files {
            let url = folder.appendingPathComponent(name)
            if let existing = try? Data(contentsOf: url), Array(existing) == bytes { continue }
            try Data(bytes).write(to: url)
        }
    }
}
