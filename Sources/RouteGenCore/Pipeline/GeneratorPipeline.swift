/// The stages routegen runs to generate one spec, each with its own input and output type:
/// read YAML → build the spec model → validate (``ValidationPipeline``) → translate → render.
///
/// Every stage reports problems as values to the same ``Diagnostics`` and carries on where it
/// can; rendering only happens when no stage found an error.
struct GeneratorPipeline: Sendable {
    /// The templates the render stage uses.
    var templates: TemplateSet
    /// What to generate: interface or live wiring.
    var settings: GenerationSettings

    /// Runs every stage for `source`: the validated feature, for the checks across features,
    /// and its files; `nil` when there was an error.
    func run(_ source: SpecSource, diagnostics: inout Diagnostics) -> (feature: ValidatedFeature, files: [GeneratedFile])? {
        guard let feature = validatedFeature(source, diagnostics: &diagnostics) else { return nil }
        return (feature, render(feature))
    }

    /// Runs the read, build and validate stages for `source`; `nil` when there was an error.
    /// The diagnostics are added in the order of their position in the spec.
    func validatedFeature(_ source: SpecSource, diagnostics: inout Diagnostics) -> ValidatedFeature? {
        ValidationPipeline(mode: settings.mode).validatedFeature(source, diagnostics: &diagnostics)
    }

    /// Runs the translate and render stages for a validated feature.
    /// The digest of everything `feature`'s files depend on: its spec's bytes and file name,
    /// the templates, the settings and routegen's version.
    func fingerprint(of feature: ValidatedFeature) -> String {
        var digest = ContentDigest()
        for part in [RouteGenVersion.current, String(describing: settings), templates.digest, feature.specFileName, feature.sourceDigest] {
            digest.add(part)
        }
        return digest.description
    }

    func render(_ feature: ValidatedFeature) -> [GeneratedFile] {
        let context = FeatureTranslator.translate(feature, interfaceModule: settings.interfaceModule)
        return FeatureRenderer.render(context, with: templates, settings: settings)
    }
}
