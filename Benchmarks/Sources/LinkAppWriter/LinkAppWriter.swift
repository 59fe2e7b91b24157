import Foundation
import RouteGenCore
import SyntheticSpecs

/// Generates a synthetic app with routegen, in memory, and writes the files a benchmark target
/// compiles into a folder, each only when its bytes change:
///
/// - `link-app <templates> <folder>`: the synthetic link app of `templates` templates
///   (`SyntheticLinkApp`): every feature's Route, NavigationState and Router, the app's
///   AppRouter (its `<App>Link`), and routing-kit's registration of the same templates
///   (`<App>TrieRoutes.swift`, `<Feature>TrieRoutes.swift`).
/// - `link-app --saving <features> <folder>`: the saving app of `features` features
///   (`SyntheticSavingApp`): the same four kinds of routegen's files, and the app's state
///   saved as before issue 24 (`<App>EveryFeatureState.swift`), the saving benchmarks' peer.
@main
struct LinkAppWriter {
    /// The generated files the benchmarks compile, by the end of their names.
    static let compiledSuffixes = ["Route.swift", "NavigationState.swift", "Router.swift", "AppRouter.swift"]

    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let saving = arguments.first == "--saving"
        if saving { arguments.removeFirst() }
        guard arguments.count == 2, let size = Int(arguments[0]), size > 0 else {
            FileHandle.standardError.write(Data("usage: link-app [--saving] <templates or features> <output folder>\n".utf8))
            exit(2)
        }
        let folder = URL(fileURLWithPath: arguments[1])
        var files: [(String, [UInt8])]
        if saving {
            let app = SyntheticSavingApp(features: size)
            files = try generate(app.specs())
            let peer = app.everyFeatureStateSource()
            files.append((peer.fileName, Array(peer.text.utf8)))
        } else {
            let app = SyntheticLinkApp(templates: size)
            files = try generate(app.specs())
            files += app.trieRoutesSources().map { ($0.fileName, Array($0.text.utf8)) }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in files {
            let url = folder.appendingPathComponent(name)
            if let existing = try? Data(contentsOf: url), Array(existing) == bytes { continue }
            try Data(bytes).write(to: url)
        }
    }

    /// routegen's files of `specs` that the benchmarks compile, as names and bytes.
    static func generate(_ specs: [(fileName: String, text: String)]) throws -> [(String, [UInt8])] {
        var diagnostics = Diagnostics()
        guard let templateSet = TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics) else {
            fatalError("the built-in templates did not load: \(Array(diagnostics))")
        }
        let sources = specs.map { SpecSource(path: "Specs/\($0.fileName)", text: $0.text) }
        let result = Generator.generate(sources, templates: templateSet)
        guard !result.diagnostics.hasErrors else {
            fatalError("generation failed: \(Array(result.diagnostics))")
        }
        return result.files.filter { file in compiledSuffixes.contains { file.name.hasSuffix($0) } }.map { ($0.name, $0.bytes) }
    }
}
