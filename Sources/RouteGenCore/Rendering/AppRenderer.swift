/// Renders an app's context through the app templates into generated files.
enum AppRenderer {
    /// The files of one app, each starting with the fixed routegen header.
    /// A template that renders too much is an error, and its file is left out.
    static func render(_ context: AppContext, imports: [String], with templates: TemplateSet, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        AppOutputTemplate.allCases.compactMap { template in
            let file = AppFileContext(imports: template.imports(for: context, extraModules: imports), app: context)
            let header = Array((GeneratedHeader.line(specFileName: context.specFileName, markdown: template.isMarkdown) + "\n\n").utf8)
            return templates.render(template.templateName, with: file, valueCount: context.valueCount, for: "app '\(context.app)'", after: header, diagnostics: &diagnostics) {
                GeneratedFile(name: template.fileName(forApp: context.app), copying: $0)
            }
        }
    }
}
