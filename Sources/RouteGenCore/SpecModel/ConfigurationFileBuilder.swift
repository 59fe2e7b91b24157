/// Reads a `routegen.yaml` through the YAML stage and decodes it into a ``ConfigurationFile``,
/// rejecting unknown keys ("did you mean") and unknown values, so a typo never goes unnoticed.
struct ConfigurationFileBuilder: MappingDecoder {
    /// The configuration file diagnostics point into.
    let file: String
    /// What the builder found wrong so far.
    var diagnostics = Diagnostics()
    /// The keys already offered as "did you mean" fixes.
    var suggestedKeys: Set<String> = []

    /// Reads and decodes the file at `path`; `nil` when it cannot be read or has an error.
    /// An empty file is valid and sets nothing.
    static func read(_ path: String, diagnostics: inout Diagnostics) -> ConfigurationFile? {
        guard let bytes = try? POSIXFiles.readFile(at: path).get() else {
            diagnostics.error("cannot read this configuration file", at: SourceLocation(file: path))
            return nil
        }
        return decode(bytes, file: path, diagnostics: &diagnostics)
    }

    /// Decodes configuration text `bytes` of `file`; `nil` when it has an error.
    static func decode(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> ConfigurationFile? {
        var found = Diagnostics()
        let root = YAMLReader.read(bytes, file: file, diagnostics: &found)
        var builder = ConfigurationFileBuilder(file: file)
        let configuration = found.hasErrors ? nil : builder.build(root)
        found.append(contentsOf: builder.diagnostics)
        diagnostics.append(contentsOf: found.sortedByPosition())
        return found.hasErrors ? nil : configuration
    }

    /// Decodes the top-level mapping.
    mutating func build(_ root: YAMLNode?) -> ConfigurationFile {
        var configuration = ConfigurationFile()
        guard let root, !(root.scalar?.isNull ?? false) else { return configuration }
        guard let entries = root.mapping else {
            error("a routegen configuration must be a mapping with the keys \(SpecMapping.configuration.names.englishList("and")), e.g. 'mode: live'; found \(root.kindDescription)", at: root.position)
            return configuration
        }
        let fields = self.fields(of: entries, allowed: .configuration, in: "in a routegen configuration")
        if let mode = fields["mode"] {
            configuration.mode = buildChoice(mode.value, "'mode'", among: GenerationMode.allCases, noun: "a generation mode")
        }
        if let module = fields["interfaceModule"] {
            configuration.interfaceModule = text(of: module.value, "'interfaceModule'", expected: "a module name, e.g. 'interfaceModule: Navigation'")
        }
        return configuration
    }
}
