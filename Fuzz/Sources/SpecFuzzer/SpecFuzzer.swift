import FuzzSupport
import RouteGenCore

/// libFuzzer's entry point: one input, as spec bytes, through every stage of routegen.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SpecFuzzing.run(bytes)
    return 0
}

/// Runs fuzzed spec bytes through read → build → validate → translate → render.
enum SpecFuzzing {
    /// The built-in templates, parsed once.
    static let templates: TemplateSet = {
        var diagnostics = Diagnostics()
        guard let templates = TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics) else {
            fatalError("the built-in templates do not parse: \(diagnostics.all)")
        }
        return templates
    }()

    /// The feature specs an app spec input is checked against: the Matching app's.
    static let features = ReferenceSpecs.featureSpecs(ofApp: "Matching")

    /// The keys only an app spec has, as bytes: an input holding none of them is not worth an
    /// app run, which renders the three Matching features every time.
    static let appKeys = ["tabs", "features", "links"].map { Array($0.utf8) }

    /// The input as a feature spec, generated in interface mode then in live mode; then, when
    /// that failed and the input names an app spec's key, as an app spec beside the Matching
    /// features.
    static func run(_ bytes: [UInt8]) {
        let feature = SpecSource(path: "Specs/Fuzz.routes.yaml", bytes: bytes)
        let settings = [
            GenerationSettings(mode: .interface),
            GenerationSettings(mode: .live, interfaceModule: "FuzzInterface"),
        ]
        var generatedFiles = false
        for setting in settings {
            let result = runBlocking { await Generator.generate([feature], templates: templates, settings: setting) }
            Invariants.check(result, paths: [feature.path])
            generatedFiles = generatedFiles || !result.files.isEmpty
        }
        guard !generatedFiles, appKeys.contains(where: { bytes.contains($0) }) else { return }
        let app = SpecSource(path: "Specs/Matching/Fuzz.app.yaml", bytes: bytes)
        let sources = features + [app]
        let result = runBlocking { await Generator.generate(sources, templates: templates) }
        Invariants.check(result, paths: sources.map(\.path))
    }
}

extension Array where Element == UInt8 {
    /// Whether `pattern` occurs in the array.
    func contains(_ pattern: [UInt8]) -> Bool {
        guard !pattern.isEmpty, count >= pattern.count else { return false }
        return (0...(count - pattern.count)).contains { start in self[start..<(start + pattern.count)].elementsEqual(pattern) }
    }
}
