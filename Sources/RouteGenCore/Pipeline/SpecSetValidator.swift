/// Validates the specs of a run: each feature spec on its own, concurrently (the
/// result does not depend on which finishes first), then what no single spec can check:
/// that feature names are unique, that hosted stacks fit, that output names do not collide,
/// and, once the features are known to be sound, the app specs against them.
enum SpecSetValidator {
    /// Validates the specs `loaded` (or why each could not be read), feature specs and app
    /// specs, for generation in `mode`.
    static func validate(loaded: [Result<SpecSource, Diagnostic>], mode: GenerationMode) -> ValidatedSpecSet {
        let (features, apps) = partition(loaded.map(SpecInput.loaded))
        let pipeline = ValidationPipeline(mode: mode)
        let outcomes = features.concurrentMap { FeatureOutcome.run(pipeline, $0.load()) }
        return check(outcomes, apps: apps.map { $0.load() }, pipeline: pipeline)
    }

    /// The feature specs and the app specs of `inputs`, each in the order given; a spec that
    /// could not be read is sorted by the path its diagnostic names.
    static func partition(_ inputs: [SpecInput]) -> (features: [SpecInput], apps: [SpecInput]) {
        let isApp = inputs.map(\.isAppSpec)
        return (zip(inputs, isApp).filter { !$1 }.map(\.0), zip(inputs, isApp).filter { $1 }.map(\.0))
    }

    /// What no single spec can check, once each feature spec's `outcomes` are known: feature
    /// names are unique, hosted stacks fit, output names do not collide; then the app specs
    /// `apps` against the features.
    static func check(_ outcomes: [FeatureOutcome], apps: [Result<SpecSource, Diagnostic>], pipeline: ValidationPipeline) -> ValidatedSpecSet {
        var diagnostics = Diagnostics()
        // Keyed by the lowercased name: names that differ only in case give the same file names
        // on case-insensitive file systems (macOS's default) and can give the same dependency
        // accessor (`URLPicker` and `UrlPicker` both give `urlPickerViewBuildingClient`).
        var firstSpecs: [String: String] = [:]
        firstSpecs.reserveCapacity(outcomes.count)
        var features: [HostedStackValidator.Feature] = []
        for outcome in outcomes {
            diagnostics.append(contentsOf: outcome.diagnostics)
            guard let path = outcome.path else { continue }
            let name = SpecSource.featureName(ofPath: path)
            let key = name.lowercased()
            if let first = firstSpecs[key] {
                diagnostics.error(duplicateFeatureMessage(name, firstPath: first), at: SourceLocation(file: path))
                continue
            }
            firstSpecs[key] = path
            if let feature = outcome.feature {
                features.append(HostedStackValidator.Feature(path: path, feature: feature))
            }
        }
        HostedStackValidator.check(features, diagnostics: &diagnostics)
        let appSources = apps.compactMap { try? $0.get() }
        OutputNameValidator.check(
            features.map { OutputNameValidator.Writer(path: $0.path, kind: .feature, name: $0.feature.name) }
                + appSources.compactMap { source in
                    RouteGenFileNames.appName(ofAppSpecFileName: source.fileName).map { OutputNameValidator.Writer(path: source.path, kind: .app, name: $0) }
                },
            diagnostics: &diagnostics
        )
        // An app spec is checked against the run's features, so it waits for all of them; its
        // errors would only repeat theirs when a feature failed.
        var validatedApps: [ValidatedApp] = []
        for app in apps where !diagnostics.hasErrors {
            switch app {
            case .failure(let diagnostic):
                diagnostics.append(contentsOf: Diagnostics([diagnostic]))
            case .success(let source):
                if let validated = pipeline.validatedApp(source, features: features, diagnostics: &diagnostics) {
                    validatedApps.append(validated)
                }
            }
        }
        return ValidatedSpecSet(features: features, apps: validatedApps, diagnostics: diagnostics, featureCount: outcomes.count)
    }

    /// Why feature `name` cannot be generated beside the feature of spec `first`.
    static func duplicateFeatureMessage(_ name: String, firstPath: String) -> String {
        let firstName = SpecSource.featureName(ofPath: firstPath)
        guard name != firstName else {
            return "feature '\(name)' is already defined by \(firstPath); feature names name the generated types and files, so they must be unique"
        }
        return "feature '\(name)' differs only in case from feature '\(firstName)' of \(firstPath); their generated files would collide on case-insensitive file systems such as macOS's, so rename one"
    }
}

/// What the read, build and validate stages produced for one feature spec.
struct FeatureOutcome: Sendable {
    /// The spec's path, when it could be read. Its bytes are not kept: a run keeps every
    /// feature's outcome until its end, and what it needs of the bytes then is their digest.
    var path: String?
    /// The validated feature, when the spec had no error.
    var feature: ValidatedFeature?
    /// The spec's diagnostics.
    var diagnostics: Diagnostics

    /// The digest of the spec's bytes that validation took, for the run's fingerprint; `nil`
    /// when the spec could not be read or had an error.
    var sourceDigest: SpecDigest? {
        feature.map { SpecDigest(fileName: $0.specFileName, digest: $0.sourceDigest) }
    }

    /// Runs `pipeline` on a loaded spec, or records why it could not be loaded.
    static func run(_ pipeline: ValidationPipeline, _ loaded: Result<SpecSource, Diagnostic>) -> FeatureOutcome {
        switch loaded {
        case .failure(let diagnostic):
            return FeatureOutcome(path: nil, feature: nil, diagnostics: Diagnostics([diagnostic]))
        case .success(let source):
            var diagnostics = Diagnostics()
            let feature = pipeline.validatedFeature(source, diagnostics: &diagnostics)
            return FeatureOutcome(path: source.path, feature: feature, diagnostics: diagnostics)
        }
    }
}

extension SpecSetValidator {
    /// Reads and validates the specs at `paths` (feature specs and app specs), in the order given.
    static func validate(specsAt paths: [String], mode: GenerationMode) -> ValidatedSpecSet {
        validate(loaded: paths.map(SpecSource.read(at:)), mode: mode)
    }

    /// Validates the in-memory `sources` (feature specs and app specs), in the order given.
    static func validate(_ sources: [SpecSource], mode: GenerationMode) -> ValidatedSpecSet {
        validate(loaded: sources.map { .success($0) }, mode: mode)
    }
}
