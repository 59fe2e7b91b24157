/// Renders an app's context through the app templates into generated files.
enum AppRenderer {
    /// The files of one app, each starting with the fixed routegen header.
    static func render(_ context: AppContext, imports: [String], with templates: TemplateSet) -> [GeneratedFile] {
        AppOutputTemplate.allCases.map { template in
            let file = AppFileContext(imports: template.imports(for: context, extraModules: imports), app: context)
            let header = GeneratedHeader.line(specFileName: context.specFileName, markdown: template.isMarkdown)
            return GeneratedFile(name: template.fileName(forApp: context.app), contents: header + "\n\n" + templates.render(template.templateName, with: file))
        }
    }
}
