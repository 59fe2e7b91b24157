import Testing
@testable import RouteGenCore

/// Runs routegen's stages on inline specs, for tests that go from YAML to a result.
enum SpecFixture {
    /// The path every inline spec pretends to live at.
    static let path = "Specs/Home.routes.yaml"

    /// The diagnostics (as `path:line:column: severity: message`) of running the read, build
    /// and validate stages on `yaml`.
    static func diagnostics(_ yaml: String, path: String = path, mode: GenerationMode = .interface) -> [String] {
        var diagnostics = Diagnostics()
        _ = ValidationPipeline(mode: mode).validatedFeature(SpecSource(path: path, text: yaml), diagnostics: &diagnostics)
        return diagnostics.map(\.description)
    }

    /// The validated feature of `yaml`, or `nil` with its diagnostics.
    static func validated(_ yaml: String, path: String = path, mode: GenerationMode = .interface) -> (feature: ValidatedFeature?, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let feature = ValidationPipeline(mode: mode).validatedFeature(SpecSource(path: path, text: yaml), diagnostics: &diagnostics)
        return (feature, diagnostics.map(\.description))
    }

    /// The template context of `yaml`, which must be valid.
    static func context(_ yaml: String, path: String = path, interfaceModule: String? = nil) throws -> FeatureContext {
        let feature = try #require(validated(yaml, path: path).feature)
        return FeatureTranslator.translate(feature, interfaceModule: interfaceModule)
    }

    /// The files generated from `yaml` with `templates` (the built-in ones unless given), by file name.
    static func files(
        _ yaml: String, path: String = path, settings: GenerationSettings = GenerationSettings(), templates: TemplateSet = SpecFixture.templates
    ) throws -> [String: String] {
        var diagnostics = Diagnostics()
        let pipeline = GeneratorPipeline(templates: templates, settings: settings)
        let feature = try #require(ValidationPipeline(mode: settings.mode).validatedFeature(SpecSource(path: path, text: yaml), diagnostics: &diagnostics))
        let files = pipeline.render(feature, diagnostics: &diagnostics)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    /// The pipeline with the built-in templates and `settings`.
    static func pipeline(_ settings: GenerationSettings) -> GeneratorPipeline {
        GeneratorPipeline(templates: templates, settings: settings)
    }

    /// The built-in templates, parsed once.
    static let templates: TemplateSet = {
        var diagnostics = Diagnostics()
        // The built-in templates parse (TemplateSetTests checks it), so this never falls back.
        return TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics) ?? TemplateSet(library: .init(), overriddenNames: [])
    }()
}
