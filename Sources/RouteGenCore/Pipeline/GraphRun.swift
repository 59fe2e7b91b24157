/// `routegen graph`: find the specs, read and validate them as generating does
/// (``SpecSetValidator``), build the ``NavigationGraph``, render it, and write it to a file
/// when one is named.
///
/// Specs are validated for interface mode: a drawing needs no views. A spec with an error
/// stops the run before anything is drawn, with the same diagnostics generating gives.
public enum GraphRun {
    /// Performs the run `configuration` describes.
    public static func perform(_ configuration: GraphConfiguration) -> GraphReport {
        var report = GraphReport(configuration: configuration, diagnostics: Diagnostics())
        let paths = SpecDiscovery.specPaths(in: configuration.inputs, diagnostics: &report.diagnostics)
        let specs = SpecSetValidator.validate(specsAt: paths, mode: .interface)
        report.diagnostics.append(contentsOf: specs.diagnostics)
        guard !report.diagnostics.hasErrors else { return report }
        let text = draw(specs, as: configuration.format)
        report.text = text
        if let path = configuration.outputFile {
            report.change = OutputWriter.writeFile(text, to: path, diagnostics: &report.diagnostics)
        }
        return report
    }

    /// The drawing of validated `specs` in `format`.
    static func draw(_ specs: ValidatedSpecSet, as format: GraphFormat) -> String {
        format.render(NavigationGraphBuilder.build(features: specs.features.map(\.feature), apps: specs.apps))
    }
}
