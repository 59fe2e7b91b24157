/// The stages routegen runs for one spec, each with its own input and output type:
/// read YAML → build the spec model → validate → translate → render.
///
/// Every stage reports problems as values to the same ``Diagnostics`` and carries on where it
/// can; rendering only happens when no stage found an error.
struct GeneratorPipeline: Sendable {
    /// The templates the render stage uses.
    var templates: TemplateSet
    /// What to generate: interface or live wiring.
    var settings: GenerationSettings

    /// Runs every stage for `source`: the validated feature, for the checks across features,
    /// and its files; `nil` when the spec had an error. A template that renders too much is
    /// reported, and its file left out.
    func run(_ source: SpecSource, diagnostics: inout Diagnostics) -> (feature: ValidatedFeature, files: [GeneratedFile])? {
        guard let feature = validatedFeature(source, diagnostics: &diagnostics) else { return nil }
        let context = FeatureTranslator.translate(feature, interfaceModule: settings.interfaceModule)
        return (feature, FeatureRenderer.render(context, with: templates, settings: settings, diagnostics: &diagnostics))
    }

    /// Runs the read, build and validate stages for `source`; `nil` when there was an error.
    /// The diagnostics are added in the order of their position in the spec.
    func validatedFeature(_ source: SpecSource, diagnostics: inout Diagnostics) -> ValidatedFeature? {
        var found = Diagnostics()
        defer { diagnostics.append(contentsOf: found.sortedByPosition()) }
        let root = YAMLReader.read(source.bytes, file: source.path, diagnostics: &found)
        // A nil tree with errors means reading stopped; a nil tree without is an empty file.
        if root == nil, found.hasErrors { return nil }
        guard let spec = SpecBuilder.build(root, source: source, diagnostics: &found) else { return nil }
        let feature = SpecValidator.validate(spec, mode: settings.mode, diagnostics: &found)
        return found.hasErrors ? nil : feature
    }
}
