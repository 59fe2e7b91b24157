/// The stages routegen runs to generate one validated feature (``ValidationPipeline`` read and
/// checked its spec): translate → render.
///
/// Every stage reports problems as values to the same ``Diagnostics`` and carries on where it
/// can; rendering only happens when no stage found an error.
struct GeneratorPipeline: Sendable {
    /// The templates the render stage uses.
    let templates: TemplateSet
    /// What to generate: interface or live wiring.
    let settings: GenerationSettings
    /// What every feature's fingerprint starts with: routegen's version, the settings and the
    /// templates, spelt once per run.
    private let runParts: [String]

    /// The pipeline that renders with `templates` and `settings`.
    init(templates: TemplateSet, settings: GenerationSettings) {
        self.templates = templates
        self.settings = settings
        runParts = Self.runParts(settings: settings, templatesDigest: templates.digest, renderBudgetUnits: templates.renderBudgetUnits)
    }

    /// What every fingerprint, a feature's or a whole run's, starts with: routegen's version,
    /// the settings, the templates and the render budget.
    static func runParts(settings: GenerationSettings, templatesDigest: String, renderBudgetUnits: Int) -> [String] {
        [RouteGenVersion.current, settings.fingerprintText, templatesDigest, String(renderBudgetUnits)]
    }

    /// The digest of everything `feature`'s files depend on: its spec's bytes and file name,
    /// the templates, the settings and routegen's version.
    func fingerprint(of feature: ValidatedFeature) -> String {
        var digest = ContentDigest()
        for part in runParts + [feature.specFileName, feature.sourceDigest] {
            digest.add(part)
        }
        return digest.description
    }

    /// Runs the translate and render stages for a validated feature. A template that renders
    /// too much is reported, and its file left out. With `staging`, each new file is staged as
    /// it is rendered (see ``OutputStaging/keep(name:bytes:)``).
    func render(_ feature: ValidatedFeature, diagnostics: inout Diagnostics, staging: OutputStaging? = nil) -> [GeneratedFile] {
        let context = FeatureTranslator.translate(feature, interfaceModule: settings.interfaceModule)
        guard let staging else {
            return FeatureRenderer.render(context, with: templates, settings: settings, diagnostics: &diagnostics)
        }
        return FeatureRenderer.render(context, with: templates, settings: settings, diagnostics: &diagnostics) { staging.keep(name: $0, bytes: $1) }
    }
}
