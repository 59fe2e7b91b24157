/// Stage 5: renders a feature's context through the templates of the run's mode into
/// generated files.
enum FeatureRenderer {
    /// The files of one feature, each starting with the fixed routegen header.
    ///
    /// With `writesAllModeFiles`, the other mode's files are added too, holding only the header
    /// and a line saying why they are empty.
    /// A template that renders too much is an error, and its file is left out.
    ///
    /// `keep` makes each file of its name and the bytes the renderer lends: by default a file of
    /// a copy of them; a writing run's ``OutputStaging/keep(name:bytes:)`` writes them to a
    /// staged file instead.
    static func render(
        _ context: FeatureContext, with templates: TemplateSet, settings: GenerationSettings, diagnostics: inout Diagnostics,
        keeping keep: (_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> GeneratedFile = GeneratedFile.init(name:copying:)
    ) -> [GeneratedFile] {
        let header = Array((GeneratedHeader.line(specFileName: context.specFileName) + "\n\n").utf8)
        return OutputTemplate.allCases.compactMap { template in
            let name = template.fileName(forFeature: context.feature)
            if template.mode == settings.mode {
                let file = FileContext(imports: template.imports(for: context), feature: context)
                return templates.render(
                    template.templateName, with: file, valueCount: context.valueCount, for: "feature '\(context.feature)'",
                    after: header, diagnostics: &diagnostics
                ) { keep(name, $0) }
            } else if settings.writesAllModeFiles {
                let bytes = header + "// Empty: routegen generates this file in \(template.mode.rawValue) mode only.\n".utf8
                return bytes.withUnsafeBufferPointer { keep(name, $0) }
            } else {
                return nil
            }
        }
    }
}
