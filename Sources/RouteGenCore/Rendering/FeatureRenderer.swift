/// Stage 5: renders a feature's context through each output template into generated files.
enum FeatureRenderer {
    /// The files of one feature, each starting with the fixed routegen header.
    static func render(_ context: FeatureContext, with templates: TemplateSet) -> [GeneratedFile] {
        OutputTemplate.allCases.map { template in
            let file = FileContext(imports: template.imports(withSpecImports: context.specImports), feature: context)
            let body = templates.render(template.templateName, with: file)
            return GeneratedFile(
                name: template.fileName(forFeature: context.feature),
                contents: GeneratedHeader.line(specFileName: context.specFileName) + "\n\n" + body
            )
        }
    }
}
