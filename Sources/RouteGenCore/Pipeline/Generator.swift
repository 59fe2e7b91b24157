import Foundation

/// What generating a set of specs produced: the files of every feature, or the diagnostics
/// that prevent writing any.
public struct GenerationResult: Sendable {
    /// Every generated file, ordered by feature then template; empty when there were errors.
    public var files: [GeneratedFile]
    /// Every diagnostic of the run, grouped by spec in input order.
    public var diagnostics: Diagnostics
    /// The number of features (specs) that were read.
    public var featureCount: Int
}

/// Runs the pipeline over many specs. Features are independent, so they run concurrently;
/// the result does not depend on which finishes first.
public enum Generator {
    /// Reads and generates the specs at `paths` (feature specs and app specs), in the order given.
    public static func generate(
        specsAt paths: [String], templates: TemplateSet, settings: GenerationSettings = GenerationSettings()
    ) async -> GenerationResult {
        let features = paths.filter { !SpecSource.isAppSpec($0) }
        let apps = paths.filter(SpecSource.isAppSpec).map(read)
        return await generate(count: features.count, apps: apps, templates: templates, settings: settings) { read(features[$0]) }
    }

    /// Generates the in-memory `sources` (feature specs and app specs), in the order given.
    public static func generate(
        _ sources: [SpecSource], templates: TemplateSet, settings: GenerationSettings = GenerationSettings()
    ) async -> GenerationResult {
        let features = sources.filter { !SpecSource.isAppSpec($0.path) }
        let apps = sources.filter { SpecSource.isAppSpec($0.path) }.map { Result<SpecSource, Diagnostic>.success($0) }
        return await generate(count: features.count, apps: apps, templates: templates, settings: settings) { .success(features[$0]) }
    }

    /// The spec at `path`, or why it cannot be read. Only a regular file is read: a FIFO or a
    /// device could block the run, or never end.
    static func read(_ path: String) -> Result<SpecSource, Diagnostic> {
        if let kind = POSIXFiles.fileKind(of: path), kind != "a regular file" {
            return .failure(.error("cannot read this spec: it is \(kind), not a regular file", at: SourceLocation(file: path)))
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return .success(SpecSource(path: path, bytes: Array(data)))
        } catch {
            return .failure(.error("cannot read this spec: \(FileSystemError.reason(error))", at: SourceLocation(file: path)))
        }
    }

    /// Runs the pipeline for `count` specs obtained from `load`, concurrently, then checks
    /// what no single spec can: that feature names are unique, and that hosted stacks fit.
    static func generate(
        count: Int,
        apps: [Result<SpecSource, Diagnostic>] = [],
        templates: TemplateSet,
        settings: GenerationSettings,
        load: @escaping @Sendable (Int) -> Result<SpecSource, Diagnostic>
    ) async -> GenerationResult {
        let pipeline = GeneratorPipeline(templates: templates, settings: settings)
        let outcomes = await withTaskGroup(of: (Int, FeatureOutcome).self) { group in
            for index in 0..<count {
                group.addTask { (index, FeatureOutcome.run(pipeline, load(index))) }
            }
            var outcomes = [FeatureOutcome?](repeating: nil, count: count)
            for await (index, outcome) in group {
                outcomes[index] = outcome
            }
            return outcomes.compactMap { $0 }
        }
        var diagnostics = Diagnostics()
        var files: [GeneratedFile] = []
        // Keyed by the lowercased name: names that differ only in case give the same file names
        // on case-insensitive file systems (macOS's default) and can give the same dependency
        // accessor (`URLPicker` and `UrlPicker` both give `urlPickerViewBuildingClient`).
        var firstSpecs: [String: SpecSource] = [:]
        var features: [HostedStackValidator.Feature] = []
        for outcome in outcomes {
            diagnostics.append(contentsOf: outcome.diagnostics)
            guard let source = outcome.source else { continue }
            if let first = firstSpecs[source.featureName.lowercased()] {
                diagnostics.error(duplicateFeatureMessage(source.featureName, first: first), at: SourceLocation(file: source.path))
                continue
            }
            firstSpecs[source.featureName.lowercased()] = source
            files += outcome.files
            if let feature = outcome.feature {
                features.append(HostedStackValidator.Feature(path: source.path, feature: feature))
            }
        }
        HostedStackValidator.check(features, diagnostics: &diagnostics)
        let appSources = apps.compactMap { try? $0.get() }
        OutputNameValidator.check(
            features.map { ($0.path, "feature \($0.feature.name)", RouteGenFileNames.allOutputFileNames(forFeature: $0.feature.name)) }
                + appSources.compactMap { source in
                    RouteGenFileNames.appName(ofAppSpecFileName: source.fileName).map { app in
                        (source.path, "app \(app)", RouteGenFileNames.appFileSuffixes.map { app + $0 })
                    }
                },
            diagnostics: &diagnostics
        )
        if settings.generatesAppOnly {
            files = []
        }
        // An app spec is checked against the run's features, so it waits for all of them; its
        // errors would only repeat theirs when a feature failed.
        let appPipeline = AppPipeline(templates: templates, settings: settings)
        for app in apps where !diagnostics.hasErrors {
            switch app {
            case .failure(let diagnostic):
                diagnostics.append(contentsOf: Diagnostics([diagnostic]))
            case .success(let source):
                files += appPipeline.run(source, features: features, diagnostics: &diagnostics) ?? []
            }
        }
        return GenerationResult(
            files: diagnostics.hasErrors ? [] : files,
            diagnostics: diagnostics,
            featureCount: count
        )
    }
}

extension Generator {
    /// Why feature `name` cannot be generated beside the feature of spec `first`.
    static func duplicateFeatureMessage(_ name: String, first: SpecSource) -> String {
        guard name != first.featureName else {
            return "feature '\(name)' is already defined by \(first.path); feature names name the generated types and files, so they must be unique"
        }
        return "feature '\(name)' differs only in case from feature '\(first.featureName)' of \(first.path); their generated files would collide on case-insensitive file systems such as macOS's, so rename one"
    }
}

/// What the pipeline produced for one spec.
struct FeatureOutcome: Sendable {
    /// The spec, when it could be read.
    var source: SpecSource?
    /// The validated feature, when the spec had no error.
    var feature: ValidatedFeature?
    /// The spec's files; empty when there was an error.
    var files: [GeneratedFile]
    /// The spec's diagnostics.
    var diagnostics: Diagnostics

    /// Runs `pipeline` on a loaded spec, or records why it could not be loaded.
    static func run(_ pipeline: GeneratorPipeline, _ loaded: Result<SpecSource, Diagnostic>) -> FeatureOutcome {
        switch loaded {
        case .failure(let diagnostic):
            return FeatureOutcome(source: nil, feature: nil, files: [], diagnostics: Diagnostics([diagnostic]))
        case .success(let source):
            var diagnostics = Diagnostics()
            let result = pipeline.run(source, diagnostics: &diagnostics)
            return FeatureOutcome(source: source, feature: result?.feature, files: result?.files ?? [], diagnostics: diagnostics)
        }
    }
}
