/// The stages that read and check one spec, shared by every command that reads specs:
/// read YAML → build the spec model → validate.
///
/// Every stage reports problems as values to the same ``Diagnostics`` and carries on where it
/// can, so one run reports every problem of the spec.
struct ValidationPipeline: Sendable {
    /// The mode features are checked for: live mode also needs the views it builds.
    var mode: GenerationMode
    /// The parameter types and defaults parsed so far, shared by the features this pipeline validates.
    let parses = ParsedSwiftCache()

    /// Runs the read, build and validate stages for the feature spec `source`; `nil` when there
    /// was an error. The diagnostics are added in the order of their position in the spec.
    func validatedFeature(_ source: SpecSource, diagnostics: inout Diagnostics) -> ValidatedFeature? {
        var found = Diagnostics()
        defer { diagnostics.append(contentsOf: found.sortedByPosition()) }
        let root = YAMLReader.read(source.bytes, file: source.path, diagnostics: &found)
        // A nil tree with errors means reading stopped; a nil tree without is an empty file.
        if root == nil, found.hasErrors { return nil }
        guard let spec = SpecBuilder.build(root, source: source, diagnostics: &found) else { return nil }
        var feature = SpecValidator.validate(spec, mode: mode, parses: parses, diagnostics: &found)
        feature?.sourceDigest = ContentDigest(source.bytes).description
        return found.hasErrors ? nil : feature
    }

    /// Runs the read, build and validate stages for the app spec `source`, checking it against
    /// the run's `features`; `nil` when there was an error.
    func validatedApp(_ source: SpecSource, features: [HostedStackValidator.Feature], diagnostics: inout Diagnostics) -> ValidatedApp? {
        var found = Diagnostics()
        defer { diagnostics.append(contentsOf: found.sortedByPosition()) }
        let root = YAMLReader.read(source.bytes, file: source.path, diagnostics: &found)
        if root == nil, found.hasErrors { return nil }
        // Validation also checks the parts the builder could decode, so one run reports every problem.
        guard let spec = AppSpecBuilder.build(root, source: source, diagnostics: &found),
              let app = AppSpecValidator.validate(spec, features: features, diagnostics: &found), !found.hasErrors
        else { return nil }
        return app
    }
}
