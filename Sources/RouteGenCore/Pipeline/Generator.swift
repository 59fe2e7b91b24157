/// What generating a set of specs produced: the files of every feature, or the diagnostics
/// that prevent writing any.
public struct GenerationResult: Sendable {
    /// Every generated file, ordered by feature then template; empty when there were errors.
    public var files: [GeneratedFile]
    /// Every diagnostic of the run, grouped by spec in input order.
    public var diagnostics: Diagnostics
    /// The number of features (specs) that were read.
    public var featureCount: Int
    /// The features' files with their fingerprints, for the render cache.
    var renderedFeatures: [RenderedFeature] = []
}

/// Runs the pipeline over many specs: ``SpecSetValidator`` reads and checks them, then each
/// feature is translated and rendered. Features are independent, so both steps run
/// concurrently; the result does not depend on which finishes first.
public enum Generator {
    /// Reads and generates the specs at `paths` (feature specs and app specs), in the order given.
    public static func generate(
        specsAt paths: [String], templates: TemplateSet, settings: GenerationSettings = GenerationSettings()
    ) async -> GenerationResult {
        await generate(SpecSetValidator.validate(specsAt: paths, mode: settings.mode), templates: templates, settings: settings)
    }

    /// Generates the specs `loaded` from disk (or why each could not be), reusing the files
    /// `cache` vouches for instead of rendering them again.
    static func generate(
        loaded: [Result<SpecSource, Diagnostic>], templates: TemplateSet, settings: GenerationSettings, reusing cache: RenderCache
    ) async -> GenerationResult {
        await generate(SpecSetValidator.validate(loaded, mode: settings.mode), templates: templates, settings: settings, reusing: cache)
    }

    /// Generates the in-memory `sources` (feature specs and app specs), in the order given.
    public static func generate(
        _ sources: [SpecSource], templates: TemplateSet, settings: GenerationSettings = GenerationSettings()
    ) async -> GenerationResult {
        await generate(SpecSetValidator.validate(sources, mode: settings.mode), templates: templates, settings: settings)
    }

    /// Renders validated `specs` when none has an error; otherwise returns their diagnostics.
    static func generate(
        _ specs: ValidatedSpecSet, templates: TemplateSet, settings: GenerationSettings, reusing cache: RenderCache? = nil
    ) async -> GenerationResult {
        guard !specs.diagnostics.hasErrors else {
            return GenerationResult(files: [], diagnostics: specs.diagnostics, featureCount: specs.featureCount)
        }
        var diagnostics = specs.diagnostics
        var rendered: [RenderedFeature] = []
        if !settings.generatesAppOnly {
            let outcomes = await render(specs.features.map(\.feature), with: GeneratorPipeline(templates: templates, settings: settings), reusing: cache)
            rendered = outcomes.map(\.feature)
            for outcome in outcomes { diagnostics.append(contentsOf: outcome.diagnostics) }
        }
        let appPipeline = AppPipeline(templates: templates, settings: settings)
        for app in specs.apps {
            // An app's files are rendered every run: no fingerprint matches theirs.
            rendered.append(RenderedFeature(specFileName: app.specFileName, fingerprint: "-", files: appPipeline.render(app, diagnostics: &diagnostics)))
        }
        guard !diagnostics.hasErrors else {
            return GenerationResult(files: [], diagnostics: diagnostics, featureCount: specs.featureCount)
        }
        let files = rendered.flatMap(\.files)
        return GenerationResult(files: files, diagnostics: diagnostics, featureCount: specs.featureCount, renderedFeatures: rendered)
    }

    /// The files of `features`, rendered concurrently (or reused from `cache`), in the order of
    /// `features`, each with what rendering it reported.
    static func render(
        _ features: [ValidatedFeature], with pipeline: GeneratorPipeline, reusing cache: RenderCache?
    ) async -> [(feature: RenderedFeature, diagnostics: Diagnostics)] {
        await withTaskGroup(of: (Int, RenderedFeature, Diagnostics).self) { group in
            for (index, feature) in features.enumerated() {
                group.addTask {
                    let fingerprint = pipeline.fingerprint(of: feature)
                    var diagnostics = Diagnostics()
                    let files = cache?.reusableFiles(specFileName: feature.specFileName, fingerprint: fingerprint)
                        ?? pipeline.render(feature, diagnostics: &diagnostics)
                    return (index, RenderedFeature(specFileName: feature.specFileName, fingerprint: fingerprint, files: files), diagnostics)
                }
            }
            var outcomes = [(feature: RenderedFeature, diagnostics: Diagnostics)?](repeating: nil, count: features.count)
            for await (index, feature, diagnostics) in group {
                outcomes[index] = (feature, diagnostics)
            }
            return outcomes.compactMap { $0 }
        }
    }
}
