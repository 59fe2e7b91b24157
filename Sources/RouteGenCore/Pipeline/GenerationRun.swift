/// A whole routegen run: find the specs, resolve the settings, read the templates and the specs,
/// generate every feature, plan the output folder's changes, then write them (or only report
/// them, in check and dry-run modes).
///
/// When any input has an error nothing is written, so a run never leaves the folder half-updated
/// because of bad input. The specs that were found are still generated when another input is
/// missing, so that one run reports every error. A run whose inputs are those of the warning-free
/// run that last wrote the folder, and whose files are all still as it wrote them, is up to date
/// without checking or rendering anything (see ``RenderCache``).
///
/// A run that is not up to date and has more than one feature spec gets its templates ready on
/// another core while it checks the specs (only the templates it will render: see ``TemplateSet/unusedBuiltinTemplates(hasTemplatesFolder:hasAppSpec:)``;
/// the built-in ones read from their images, see ``TemplateImage``), and only rendering waits
/// for them. A run whose output folder has no record of an earlier one leaves each feature
/// spec to be read by its feature's task (see ``SpecInput``). A writing run stages each new
/// file as its feature is rendered (see ``OutputStaging``), so that writing is left with
/// renaming them.
public enum GenerationRun {
    /// Performs the run `configuration` describes. What the run is done with at its end (the
    /// specs, the features' models, the templates, the rendered files' records) is let go of
    /// as `memory` says: in the background unless the process exits as soon as the run ends.
    public static func perform(_ configuration: GeneratorConfiguration, releasing memory: MemoryRelease = .inBackground) -> RunReport {
        var report = RunReport(configuration: configuration, diagnostics: Diagnostics(), plan: nil, featureCount: 0)
        var templateDiagnostics = Diagnostics()
        let templateSources = TemplateSources.load(overridesIn: configuration.templatesDirectory, diagnostics: &templateDiagnostics)
        let cache = RenderCache.load(from: configuration.outputDirectory)
        let paths = SpecDiscovery.specPaths(in: configuration.inputs, diagnostics: &report.diagnostics)
        // The app's templates are parsed only for a run that renders them.
        let unused = TemplateSet.unusedBuiltinTemplates(
            hasTemplatesFolder: configuration.templatesDirectory != nil, hasAppSpec: paths.contains(where: SpecSource.isAppSpec)
        )
        // A run whose folder has no record of an earlier one cannot be up to date: it starts
        // making its templates ready at once (on another core unless it has one feature spec),
        // and hands each feature's task the path of its spec to read, so that the features
        // start at once, on every core.
        let isCold = cache.runFingerprint == nil
        let templatesMaking = templatesMaking(featureSpecCount: paths.count { !SpecSource.isAppSpec($0) })
        let coldTemplates = isCold ? templateSources.map { sources in SharedValue(templatesMaking) { ParsedTemplates(sources, leavingOut: unused) } } : nil
        let settings = GenerationSettings.resolve(configuration, diagnostics: &report.diagnostics)
        report.diagnostics.append(contentsOf: templateDiagnostics)
        // Specs are checked against the settings and templates, so without them there is nothing to check.
        guard let settings, let templateSources else { return report }

        let specs = isCold ? [] : paths.map(SpecSource.read(at:))
        let fingerprint = isCold ? nil : runFingerprint(specs, settings: settings, templates: templateSources)
        if !report.diagnostics.hasErrors, let fingerprint, let files = cache.upToDateFiles(fingerprint: fingerprint) {
            report.featureCount = paths.count { !SpecSource.isAppSpec($0) }
            report.isUpToDateByRecord = true
            report.plan = OutputPlanner.plan(unchanged: files, in: configuration.outputDirectory)
            if let plan = report.plan, configuration.action == .write {
                report.appliedChanges = OutputWriter.apply(plan, diagnostics: &report.diagnostics)
            }
            return report
        }

        // The specs are checked while the templates are made ready; rendering waits for them.
        // A run with a record starts them once its specs are read: the built-in templates'
        // images take a fraction of a millisecond. (Started before the specs were read, they
        // cost a cold 100-feature run about 1 ms on this project's machine in the twenty-eighth
        // round of Benchmarks/README.md; the twenty-ninth round's per-thread blocks took away
        // the likely cause, the two threads meeting on glibc's arena locks from the start.)
        let templates = coldTemplates ?? SharedValue(templatesMaking) { ParsedTemplates(templateSources, leavingOut: unused) }
        let inputs = isCold ? paths.map { SpecInput.found(path: $0) } : specs.map(SpecInput.loaded)
        // A writing run writes each new file as soon as it is rendered, into a temporary file
        // that writing renames; whatever the run does not rename is removed when it ends.
        let staging = configuration.action == .write ? OutputStaging(directory: configuration.outputDirectory) : nil
        defer { staging?.discardStaged(except: report.appliedChanges) }
        let result = Generator.generate(
            inputs, templates: .parsing { templates.value.templates }, settings: settings, reusing: cache, staging: staging,
            releasing: memory
        )
        let parsed = templates.value
        report.diagnostics.append(contentsOf: parsed.diagnostics)
        guard let parsedTemplates = parsed.templates else { return report }
        report.featureCount = result.featureCount
        report.diagnostics.append(contentsOf: result.diagnostics)
        guard !report.diagnostics.hasErrors else { return report }

        report.plan = OutputPlanner.plan(result.files, in: configuration.outputDirectory, diagnostics: &report.diagnostics)
        guard let plan = report.plan, !report.diagnostics.hasErrors, configuration.action == .write else { return report }
        report.appliedChanges = OutputWriter.apply(plan, stagedFolder: staging?.folder, diagnostics: &report.diagnostics)
        // A cold run's fingerprint is taken from the digests its features' tasks took of their
        // specs as they read them, and from the parsed templates' digest: neither is taken again.
        let recordedFingerprint = isCold
            ? result.specDigests.map { runFingerprint($0, settings: settings, templatesDigest: parsedTemplates.digest) } : fingerprint
        let cacheText = RenderCache.text(for: result.renderedFeatures, run: result.diagnostics.all.isEmpty ? recordedFingerprint : nil)
        if !report.diagnostics.hasErrors, cacheText != cache.text {
            RenderCache.write(cacheText, into: configuration.outputDirectory)
        }
        memory.release((consume specs, consume result, consume parsed, consume cache, consume templateSources, consume cacheText))
        return report
    }

    /// Where a run's templates are parsed: on a thread of their own while the specs are read
    /// and checked, unless the run has at most one feature spec, whose features then run on the
    /// calling thread alone, which parses the templates when the feature first renders. For one
    /// spec of 30 screens that is 0.25 ms faster than a thread on the project's 2-core machine:
    /// starting a second thread costs more than running the parse beside the spec saves (see
    /// `Benchmarks/README.md`, "Thirty-second round").
    static func templatesMaking(featureSpecCount: Int) -> SharedValue<ParsedTemplates>.Making {
        featureSpecCount > 1 ? .inBackground : .whenFirstRead
    }

    /// A run's templates parsed, or the diagnostics that say why they could not be.
    struct ParsedTemplates: Sendable {
        /// The templates; `nil` when one could not be parsed.
        var templates: TemplateSet?
        /// What parsing reported.
        var diagnostics = Diagnostics()

        /// Parses `sources`, but for those named in `unused`.
        init(_ sources: TemplateSources, leavingOut unused: Set<String>) {
            templates = TemplateSet(sources, leavingOut: unused, diagnostics: &diagnostics)
        }
    }

    /// The digest of every input of a run: routegen's version, the settings, the templates, and
    /// each spec's file name and bytes, in order (the output does not depend on the folders,
    /// so the same specs reached by other paths are the same run); `nil` when a spec could not
    /// be read.
    static func runFingerprint(_ specs: [Result<SpecSource, Diagnostic>], settings: GenerationSettings, templates: TemplateSources) -> String? {
        var digests: [SpecDigest] = []
        digests.reserveCapacity(specs.count)
        for spec in specs {
            guard case .success(let source) = spec else { return nil }
            digests.append(source.digest)
        }
        return runFingerprint(digests, settings: settings, templatesDigest: templates.digest)
    }

    /// The digest of every input of a run, from its specs' digests and its templates' digest.
    static func runFingerprint(_ specs: [SpecDigest], settings: GenerationSettings, templatesDigest: String) -> String {
        var digest = ContentDigest()
        for part in GeneratorPipeline.runParts(settings: settings, templatesDigest: templatesDigest, renderBudgetUnits: RenderBudget.standardUnits) {
            digest.add(part)
        }
        for spec in specs {
            digest.add(spec.fileName)
            digest.add(spec.digest)
        }
        return digest.description
    }
}
