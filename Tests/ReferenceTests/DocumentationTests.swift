import Foundation
import SnapshotTesting
import Testing
@testable import RouteGenCore

/// The documentation cannot rot: the README stays short, every spec it or the DocC catalog
/// shows is a file of the catalog's `Resources/` that routegen reads here, the tutorial's
/// final specs are a reference app the generated-code harness compiles, and what the
/// documents quote of generated code is what routegen generates.
///
/// - `Resources/Snippets/<Set>/`: the specs of one run (and a `routegen.yaml` of the run, if
///   any). Each file is shown whole in a document's code block; `Context/` holds specs the run
///   needs but no document shows (the features an app spec names). A set with a
///   `diagnostics.txt` shows a mistake: the run prints exactly that file.
/// - `Resources/Tutorial/trails-<step>-<file>`: the tutorial's files, each the state of `<file>`
///   from that step on; its specs generate with no diagnostic at every step, and the last
///   ones are the reference apps `Trails` and `TrailsLive`.
///
/// To accept a change in the tutorial's output, read the diff, then re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter DocumentationTests`.
@Suite struct DocumentationTests {
    /// The DocC catalog.
    static let catalog = "\(ReferenceTests.root)/Sources/routegen/Documentation.docc"
    /// The sets of specs the articles and the README show.
    static let snippets = "\(catalog)/Resources/Snippets"
    /// The tutorial's files.
    static let tutorial = "\(catalog)/Resources/Tutorial"
    /// The README's size limit, in bytes: the rest belongs in the catalog.
    static let readmeLimit = 15 * 1024

    // MARK: Reading the documents

    /// A fenced code block of a document.
    struct CodeBlock {
        /// The document, relative to the repository's root.
        var document: String
        /// The line of its opening fence, 1-based.
        var line: Int
        /// The language after the fence (`yaml`, `swift`), or empty.
        var language: String
        /// The lines between the fences, each ending in a newline.
        var text: String
    }

    /// The README and the catalog's articles, relative to the repository's root.
    static func documents() throws -> [String] {
        let articles = try files(under: catalog).filter { $0.hasSuffix(".md") }
        return ["README.md"] + articles.map { "Sources/routegen/Documentation.docc/\($0)" }
    }

    /// The files under `folder`, relative to it, sorted.
    static func files(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(folder)/\(path)", isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// The text of the file at `path`.
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The fenced code blocks of `document` (fences at the start of a line).
    static func codeBlocks(of document: String) throws -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: CodeBlock?
        let lines = try read("\(ReferenceTests.root)/\(document)").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = CodeBlock(document: document, line: index + 1, language: String(line.dropFirst(3)), text: "")
                }
            } else if open != nil {
                open?.text += line + "\n"
            }
        }
        return blocks
    }

    /// Every code block of every document.
    static func allCodeBlocks() throws -> [CodeBlock] {
        try documents().flatMap(codeBlocks(of:))
    }

    /// The files the tutorials show with `@Code(…, file: name)`.
    static func tutorialFileReferences() throws -> Set<String> {
        var names: Set<String> = []
        for file in try files(under: catalog) where file.hasSuffix(".tutorial") {
            for line in try read("\(catalog)/\(file)").split(separator: "\n") {
                guard let start = line.range(of: "file: ") else { continue }
                let name = line[start.upperBound...].prefix { $0 != "," && $0 != ")" && $0 != " " }
                names.insert(String(name.trimmingCharacters(in: CharacterSet(charactersIn: "\""))))
            }
        }
        return names
    }

    // MARK: Running specs

    /// Whether `name` is a spec file name (feature or app).
    static func isSpec(_ name: String) -> Bool {
        name.hasSuffix(SpecSource.fileSuffix) || SpecSource.isAppSpec(name)
    }

    /// What routegen prints for the specs `files` (name → text), read as `Specs/<name>`.
    static func run(_ files: [(name: String, text: String)], settings: GenerationSettings = GenerationSettings()) throws -> GenerationResult {
        var diagnostics = Diagnostics()
        let templates = try #require(TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics))
        let sources = files.filter { isSpec($0.name) }.map { SpecSource(path: "Specs/\($0.name)", text: $0.text) }
        return Generator.generate(sources, templates: templates, settings: settings)
    }

    /// The diagnostics of a `routegen.yaml`'s text.
    static func configurationDiagnostics(_ text: String) -> [String] {
        var diagnostics = Diagnostics()
        _ = ConfigurationFileBuilder.decode(Array(text.utf8), file: "routegen.yaml", diagnostics: &diagnostics)
        return diagnostics.all.map(\.description)
    }

    /// The sets of `Resources/Snippets`.
    static func snippetSets() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: snippets).sorted()
    }

    /// The tutorial's files: each step's number, the file's name in the package, and the resource's name.
    static func tutorialFiles() throws -> [(step: Int, name: String, resource: String)] {
        try files(under: tutorial).compactMap { resource in
            let parts = resource.split(separator: "-", maxSplits: 2)
            guard parts.count == 3, parts[0] == "trails", let step = Int(parts[1]) else {
                Issue.record("\(resource) is not named trails-<step>-<file>")
                return nil
            }
            return (step, String(parts[2]), resource)
        }.sorted { $0.step < $1.step }
    }

    /// The tutorial's files as they stand after `step`: each file's latest version.
    static func tutorialState(after step: Int) throws -> [(name: String, text: String)] {
        var latest: [String: String] = [:]
        for file in try tutorialFiles() where file.step <= step {
            latest[file.name] = file.resource
        }
        return try latest.keys.sorted().map { ($0, try read("\(tutorial)/\(latest[$0]!)")) }
    }

    /// The tutorial's last step.
    static func lastStep() throws -> Int {
        try tutorialFiles().map(\.step).max() ?? 0
    }

    /// The reference apps made of the tutorial's final specs: its interface, and its live wiring
    /// (without the app spec, whose files the interface holds).
    static let referenceSets: [(folder: String, settings: GenerationSettings)] = [
        ("Trails", GenerationSettings()),
        ("TrailsLive", GenerationSettings(mode: .live, interfaceModule: "TrailsNavigation")),
    ]

    /// The files of a reference set.
    static func referenceFiles(_ set: (folder: String, settings: GenerationSettings)) throws -> [GeneratedFile] {
        let specs = try tutorialState(after: lastStep())
            .filter { set.settings.mode == .interface || !SpecSource.isAppSpec($0.name) }
        let result = try run(specs, settings: set.settings)
        #expect(result.diagnostics.all.map(\.description) == [])
        return result.files
    }

    // MARK: Tests

    @Test func readmeStaysShort() throws {
        let size = try FileManager.default.attributesOfItem(atPath: "\(ReferenceTests.root)/README.md")[.size] as? Int
        #expect(try #require(size) <= Self.readmeLimit, "README.md is over 15 KB: move the detail into an article of Sources/routegen/Documentation.docc")
    }

    @Test func everySpecADocumentShowsIsAResourceFile() throws {
        var resources: Set<String> = []
        for folder in [Self.snippets, Self.tutorial] {
            for file in try Self.files(under: folder) {
                resources.insert(try Self.read("\(folder)/\(file)"))
            }
        }
        for block in try Self.allCodeBlocks() where block.language == "yaml" {
            #expect(resources.contains(block.text), "\(block.document):\(block.line): a YAML block that is no file of \(Self.snippets): make it one, so that a test runs it")
        }
    }

    @Test func everyResourceFileIsShown() throws {
        let shown = Set(try Self.allCodeBlocks().map(\.text))
        for set in try Self.snippetSets() {
            for file in try Self.files(under: "\(Self.snippets)/\(set)") where !file.hasPrefix("Context/") {
                #expect(shown.contains(try Self.read("\(Self.snippets)/\(set)/\(file)")), "Snippets/\(set)/\(file) is shown whole by no document")
            }
        }
        let referenced = try Self.tutorialFileReferences()
        for file in try Self.tutorialFiles() {
            #expect(referenced.contains(file.resource), "the tutorial shows no \(file.resource)")
        }
    }

    @Test(arguments: try snippetSets())
    func snippetSetGeneratesAsItsDocumentSays(set: String) throws {
        let folder = "\(Self.snippets)/\(set)"
        let files = try Self.files(under: folder).map { (name: ($0 as NSString).lastPathComponent, text: try Self.read("\(folder)/\($0)")) }
        for config in files where config.name == RouteGenFileNames.configurationFileName {
            #expect(Self.configurationDiagnostics(config.text) == [], "\(set)/\(config.name)")
        }
        guard files.contains(where: { Self.isSpec($0.name) }) else { return }
        let printed = try Self.run(files).diagnostics.all.map { $0.description + "\n" }.joined()
        let pinned = files.first { $0.name == "diagnostics.txt" }?.text ?? ""
        #expect(printed == pinned, "Snippets/\(set): what routegen prints is not what diagnostics.txt pins")
    }

    @Test func everyStepOfTheTutorialGeneratesWithoutADiagnostic() throws {
        for step in Set(try Self.tutorialFiles().map(\.step)).sorted() {
            let state = try Self.tutorialState(after: step)
            let result = try Self.run(state)
            #expect(result.diagnostics.all.map(\.description) == [], "after step \(step)")
            for config in state where config.name == RouteGenFileNames.configurationFileName {
                #expect(Self.configurationDiagnostics(config.text) == [], "after step \(step)")
            }
        }
    }

    @Test(arguments: referenceSets.map(\.folder))
    func tutorialOutputMatchesTheReferenceFiles(folder: String) throws {
        let set = try #require(Self.referenceSets.first { $0.folder == folder })
        let directory = "\(ReferenceTests.root)/Tests/GeneratedCode/ReferenceOutput/\(folder)"
        let files = try Self.referenceFiles(set)
        try ReferenceTests.verify(files, asEveryReferenceIn: directory)
    }

    /// The tutorial's code that the harness compiles (its screens and its tests) is the
    /// tutorial's last version of each file.
    @Test func theHarnessCompilesTheTutorialsLastCode() throws {
        let state = try Self.tutorialState(after: Self.lastStep())
        let harness = [
            "RegionListView.swift": "Support/TrailsFeatures", "RegionView.swift": "Support/TrailsFeatures",
            "TrailView.swift": "Support/TrailsFeatures", "ProfileView.swift": "Support/TrailsFeatures",
            "SettingsView.swift": "Support/TrailsFeatures", "TrailsTests.swift": "TrailsTests",
        ]
        for (name, folder) in harness {
            let tutorialText = try #require(state.first { $0.name == name }?.text, "the tutorial has no \(name)")
            let compiled = try Self.read("\(ReferenceTests.root)/Tests/GeneratedCode/\(folder)/\(name)")
            #expect(compiled == tutorialText, "Tests/GeneratedCode/\(folder)/\(name) must be the tutorial's last \(name)")
        }
    }

    /// A Swift block that starts with routegen's header quotes generated code: its parts,
    /// separated by `// …` lines, are lines of one file the tutorial's specs generate, in order.
    @Test func quotedGeneratedCodeIsWhatRoutegenGenerates() throws {
        var generated: [GeneratedFile] = []
        for set in Self.referenceSets {
            generated += try Self.referenceFiles(set)
        }
        var quoted = 0
        for block in try Self.allCodeBlocks() where block.language == "swift" && block.text.hasPrefix("// Generated by routegen from ") {
            quoted += 1
            let parts = block.text.components(separatedBy: "// …\n")
            let found = generated.contains { file in
                var rest = file.contents[...]
                for part in parts {
                    guard let range = rest.range(of: part) else { return false }
                    rest = rest[range.upperBound...]
                }
                return true
            }
            #expect(found, "\(block.document):\(block.line): this is not what routegen generates from the tutorial's specs")
        }
        #expect(quoted >= 2, "the README's excerpt and the FAQ's whole file")
    }
}
