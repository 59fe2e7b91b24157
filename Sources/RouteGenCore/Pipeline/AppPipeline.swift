/// The stages routegen runs for an app spec, once every feature of the run is validated:
/// read YAML → build the app spec → validate against the features → translate → render.
struct AppPipeline: Sendable {
    /// The templates the render stage uses.
    var templates: TemplateSet
    /// The run's settings: the interface module the app's files import.
    var settings: GenerationSettings

    /// Runs every stage for the app spec `source` over `features`; `nil` when there was an error.
    func run(_ source: SpecSource, features: [HostedStackValidator.Feature], diagnostics: inout Diagnostics) -> [GeneratedFile]? {
        var found = Diagnostics()
        defer { diagnostics.append(contentsOf: found.sortedByPosition()) }
        let root = YAMLReader.read(source.bytes, file: source.path, diagnostics: &found)
        if root == nil, found.hasErrors { return nil }
        // Validation also checks the parts the builder could decode, so one run reports every problem.
        guard let spec = AppSpecBuilder.build(root, source: source, diagnostics: &found),
              let app = AppSpecValidator.validate(spec, features: features, diagnostics: &found), !found.hasErrors
        else { return nil }
        let context = AppTranslator.translate(app, interfaceModule: settings.interfaceModule)
        return AppRenderer.render(context, imports: app.imports, with: templates, diagnostics: &found)
    }
}
