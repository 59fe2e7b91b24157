/// The stages routegen runs to generate an app spec's files once ``SpecSetValidator`` has read
/// it and checked it against the run's features: translate → render.
struct AppPipeline: Sendable {
    /// The templates the render stage uses.
    var templates: TemplateSet
    /// The run's settings: the interface module the app's files import.
    var settings: GenerationSettings

    /// Runs the translate and render stages for a validated app. A template that renders too
    /// much is reported, and its file left out.
    func render(_ app: ValidatedApp, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        let context = AppTranslator.translate(app, interfaceModule: settings.interfaceModule)
        return AppRenderer.render(context, imports: app.imports, with: templates, diagnostics: &diagnostics)
    }
}
