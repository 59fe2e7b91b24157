/// Stage 5: renders a feature's context through the templates of the run's mode into
/// generated files.
enum FeatureRenderer {
    /// The files of one feature, each starting with the fixed routegen header.
    ///
    /// With `writesAllModeFiles`, the other mode's files are added too, holding only the header
    /// and a line saying why they are empty.
    /// A template that renders too much is an error, and its file is left out.
    static func render(
        _ context: FeatureContext, with templates: TemplateSet, settings: GenerationSettings, diagnostics: inout Diagnostics
    ) -> [GeneratedFile] {
        let header = Array((GeneratedHeader.line(specFileName: context.specFileName) + "\n\n").utf8)
        return OutputTemplate.allCases.compactMap { template in
            var bytes = header
            if template.mode == settings.mode {
                let file = FileContext(imports: template.imports(for: context), feature: context)
                guard templates.render(
                    template.templateName, with: file, valueCount: context.valueCount, for: "feature '\(context.feature)'",
                    into: &bytes, diagnostics: &diagnostics
                ) else { return nil }
            } else if settings.writesAllModeFiles {
                bytes += "// Empty: routegen generates this file in \(template.mode.rawValue) mode only.\n".utf8
            } else {
                return nil
            }
            return GeneratedFile(name: template.fileName(forFeature: context.feature), bytes: bytes)
        }
    }
}
