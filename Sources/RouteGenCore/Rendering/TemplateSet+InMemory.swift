extension TemplateSet {
    /// The built-in templates with user templates given as text rather than read from a folder:
    /// each of `overrides` (a template name such as `Route.swift`, and its text) goes through
    /// the same replacing, partial checks and parsing as a `.mustache` file of `folder` would.
    ///
    /// `renderBudgetUnits`, when given, replaces the units rendering one file may spend: a fuzzer, whose
    /// instrumented build renders many times slower, gives a small budget so that a template
    /// that spends it all costs milliseconds rather than minutes.
    ///
    /// For the fuzz targets under `Fuzz/`, which must not touch the disk; not part of the API.
    @_spi(Fuzzing)
    public static func load(
        overrides: [(name: String, text: String)], pretendingFolder folder: String = "Templates",
        renderBudgetUnits: Int? = nil, diagnostics: inout Diagnostics
    ) -> TemplateSet? {
        let sources = overrides.map { TemplateSource(name: $0.name, path: "\(folder)/\($0.name)\(fileExtension)", text: $0.text) }
        var templates = TemplateSet(TemplateSources.combine(builtinsWith: sources, diagnostics: &diagnostics), diagnostics: &diagnostics)
        if let renderBudgetUnits {
            templates?.renderBudgetUnits = renderBudgetUnits
        }
        return templates
    }
}
