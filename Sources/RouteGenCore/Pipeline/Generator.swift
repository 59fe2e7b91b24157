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
    /// The digest of every spec, in the order given, for the run's fingerprint; `nil` when one
    /// could not be read or a feature spec had an error.
    var specDigests: [SpecDigest]?
}

/// Runs the pipeline over many specs. Features are independent, so each feature spec is read,
/// checked, translated and rendered as one piece of work, the features spread over a thread
/// per core (see ``Swift/Array/concurrentMap(_:)``); once every feature spec is checked, the
/// thread that checked the last one has ``SpecSetValidator`` check what no single spec can (see
/// ``SpecSetCheckpoint``), and once every feature is rendered, the app specs are. Files are
/// rendered before those checks are known, so that no core waits for the slowest spec between
/// the stages; when any check fails, they are dropped. A feature waits for the templates only
/// to render, so specs are read and checked while a run still parses them. The result does not
/// depend on which feature finishes first. Generating blocks the calling thread until it ends.
public enum Generator {
    /// Reads and generates the specs at `paths` (feature specs and app specs), in the order given.
    public static func generate(
        specsAt paths: [String], templates: TemplateSet, settings: GenerationSettings = GenerationSettings()
    ) -> GenerationResult {
        generate(loaded: paths.map(SpecSource.read(at:)), templates: templates, settings: settings)
    }

    /// Generates the in-memory `sources` (feature specs and app specs), in the order given.
    public static func generate(
        _ sources: [SpecSource], templates: TemplateSet, settings: GenerationSettings = GenerationSettings()
    ) -> GenerationResult {
        generate(loaded: sources.map { .success($0) }, templates: templates, settings: settings)
    }

    /// Generates the specs `loaded` from disk (or why each could not be), in order, reusing the
    /// files `cache` vouches for instead of rendering them again, and handing each feature's
    /// new files to `staging`, when a writing run gives one, as soon as they are rendered.
    static func generate(
        loaded: [Result<SpecSource, Diagnostic>], templates: TemplateSet, settings: GenerationSettings, reusing cache: RenderCache? = nil,
        staging: OutputStaging? = nil
    ) -> GenerationResult {
        generate(loaded: loaded, templates: .ready(templates), settings: settings, reusing: cache, staging: staging)
    }

    /// Generates as ``generate(loaded:templates:settings:reusing:staging:)-(_,TemplateSet,_,_,_)``
    /// does, with templates that may still be being parsed: each feature's spec is read and
    /// checked meanwhile. When a template could not be parsed, nothing is rendered, and the
    /// result has no files and no diagnostics: the caller reports why the templates failed.
    /// Every feature's validated model and spec are let go of as `memory` says.
    static func generate(
        loaded: [Result<SpecSource, Diagnostic>], templates pending: PendingTemplates, settings: GenerationSettings, reusing cache: RenderCache? = nil,
        staging: OutputStaging? = nil, releasing memory: MemoryRelease = .inBackground
    ) -> GenerationResult {
        generate(loaded.map(SpecInput.loaded), templates: pending, settings: settings, reusing: cache, staging: staging, releasing: memory)
    }

    /// Generates as ``generate(loaded:templates:settings:reusing:staging:releasing:)`` does, the
    /// specs `inputs`, each feature spec that was only found read by its feature's task.
    static func generate(
        _ inputs: [SpecInput], templates pending: PendingTemplates, settings: GenerationSettings, reusing cache: RenderCache? = nil,
        staging: OutputStaging? = nil, releasing memory: MemoryRelease = .inBackground
    ) -> GenerationResult {
        let (features, appInputs) = SpecSetValidator.partition(inputs)
        let apps = appInputs.map { $0.load() }
        let validation = ValidationPipeline(mode: settings.mode)
        let checkpoint = SpecSetCheckpoint(featureCount: features.count) { SpecSetValidator.check($0, apps: apps, pipeline: validation) }
        // The rendering pipeline, made by the first feature to render, once the templates are parsed.
        let rendering = SharedValue { pending.value.map { GeneratorPipeline(templates: $0, settings: settings) } }
        let outcomes = Array(features.enumerated()).concurrentMap { index, feature -> (FeatureOutcome, RenderedOutcome?) in
            let outcome = FeatureOutcome.run(validation, feature.load())
            checkpoint.add(outcome, at: index)
            guard !settings.generatesAppOnly, let validated = outcome.feature, let pipeline = rendering.value else {
                return (outcome, nil)
            }
            return (outcome, render(validated, with: pipeline, reusing: cache, staging: staging))
        }
        guard let templates = pending.value else {
            return GenerationResult(files: [], diagnostics: Diagnostics(), featureCount: 0)
        }
        // Made by the last feature's task; here when there was none.
        let specs = checkpoint.result ?? SpecSetValidator.check([], apps: apps, pipeline: validation)
        guard !specs.diagnostics.hasErrors else {
            return GenerationResult(files: [], diagnostics: specs.diagnostics, featureCount: specs.featureCount)
        }
        var diagnostics = specs.diagnostics
        var rendered: [RenderedFeature] = []
        for case let (_, outcome?) in outcomes {
            rendered.append(outcome.feature)
            diagnostics.append(contentsOf: outcome.diagnostics)
        }
        let appPipeline = AppPipeline(templates: templates, settings: settings)
        for app in specs.apps {
            // An app's files are rendered every run: no fingerprint matches theirs. Staged first,
            // so that the cache entry takes each staged file's digest from staging, not again.
            var files = appPipeline.render(app, diagnostics: &diagnostics)
            if let staging {
                files = staging.stage(files)
            }
            rendered.append(RenderedFeature(specFileName: app.specFileName, fingerprint: "-", files: files))
        }
        guard !diagnostics.hasErrors else {
            return GenerationResult(files: [], diagnostics: diagnostics, featureCount: specs.featureCount)
        }
        var result = GenerationResult(files: rendered.flatMap(\.files), diagnostics: diagnostics, featureCount: specs.featureCount, renderedFeatures: rendered)
        result.specDigests = Self.specDigests(inputs, features: outcomes.map(\.0.sourceDigest), apps: apps)
        // Every feature's validated model and spec are let go of off the run's path to writing:
        // for 100 features of 30 screens freeing them here took about a millisecond.
        memory.release((consume outcomes, consume specs, consume checkpoint))
        return result
    }

    /// The digest of every spec of `inputs`, in order: the feature specs' `features`, taken as
    /// their tasks read them, and the app specs' `apps`; `nil` when one is missing.
    static func specDigests(_ inputs: [SpecInput], features: [SpecDigest?], apps: [Result<SpecSource, Diagnostic>]) -> [SpecDigest]? {
        var features = features.makeIterator()
        var apps = apps.makeIterator()
        var digests: [SpecDigest] = []
        digests.reserveCapacity(inputs.count)
        for input in inputs {
            let digest = input.isAppSpec ? (try? apps.next()?.get())?.digest : features.next() ?? nil
            guard let digest else { return nil }
            digests.append(digest)
        }
        return digests
    }

    /// What rendering one feature gave: its files, and what rendering reported.
    typealias RenderedOutcome = (feature: RenderedFeature, diagnostics: Diagnostics)

    /// The files of `feature`, reused from `cache` when it vouches for them, otherwise rendered,
    /// and staged as they are rendered when `staging` is given. A file staged before a later
    /// template of the feature reports an error is removed with the run's other staged files,
    /// as that error ends the run without writing.
    static func render(_ feature: ValidatedFeature, with pipeline: GeneratorPipeline, reusing cache: RenderCache?, staging: OutputStaging? = nil) -> RenderedOutcome {
        let fingerprint = pipeline.fingerprint(of: feature)
        var diagnostics = Diagnostics()
        let files = cache?.reusableFiles(specFileName: feature.specFileName, fingerprint: fingerprint)
            ?? pipeline.render(feature, diagnostics: &diagnostics, staging: staging)
        return (RenderedFeature(specFileName: feature.specFileName, fingerprint: fingerprint, files: files), diagnostics)
    }
}
