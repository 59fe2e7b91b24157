/// A whole routegen run: find the specs, resolve the settings, load the templates, generate
/// every feature, plan the output folder's changes, then write them (or only report them, in
/// check and dry-run modes).
///
/// When any input has an error nothing is written, so a run never leaves the folder half-updated
/// because of bad input. The specs that were found are still generated when another input is
/// missing, so that one run reports every error.
public enum GenerationRun {
    /// Performs the run `configuration` describes.
    public static func perform(_ configuration: GeneratorConfiguration) async -> RunReport {
        var report = RunReport(configuration: configuration, diagnostics: Diagnostics(), plan: nil, featureCount: 0)
        let paths = SpecDiscovery.specPaths(in: configuration.inputs, diagnostics: &report.diagnostics)
        let settings = GenerationSettings.resolve(configuration, diagnostics: &report.diagnostics)
        let templates = TemplateSet.load(overridesIn: configuration.templatesDirectory, diagnostics: &report.diagnostics)
        // Specs are checked against the settings and templates, so without them there is nothing to check.
        guard let settings, let templates else { return report }

        let cache = RenderCache.load(from: configuration.outputDirectory)
        let result = await Generator.generate(specsAt: paths, templates: templates, settings: settings, reusing: cache)
        report.featureCount = result.featureCount
        report.diagnostics.append(contentsOf: result.diagnostics)
        guard !report.diagnostics.hasErrors else { return report }

        report.plan = OutputPlanner.plan(result.files, in: configuration.outputDirectory, diagnostics: &report.diagnostics)
        guard let plan = report.plan, !report.diagnostics.hasErrors, configuration.action == .write else { return report }
        report.appliedChanges = OutputWriter.apply(plan, diagnostics: &report.diagnostics)
        let cacheText = RenderCache.text(for: result.renderedFeatures)
        if !report.diagnostics.hasErrors, cacheText != cache.text {
            RenderCache.write(cacheText, into: configuration.outputDirectory)
        }
        return report
    }
}
