/// Everything one routegen run needs to know, as typed values.
public struct GeneratorConfiguration: Hashable, Sendable {
    /// What a run does with the files it generates.
    public enum Mode: Hashable, Sendable {
        /// Writes changed files and removes stale ones.
        case write
        /// Writes nothing; the run fails if any file would change (for CI).
        case check
        /// Writes nothing; reports what would change.
        case dryRun
    }

    /// Spec files and folders of specs.
    public var inputs: [String]
    /// The folder the generated files go into.
    public var outputDirectory: String
    /// A folder of templates that replace built-ins of the same name, if any.
    public var templatesDirectory: String?
    /// What to do with the generated files.
    public var mode: Mode

    /// Creates a configuration.
    public init(inputs: [String], outputDirectory: String, templatesDirectory: String? = nil, mode: Mode = .write) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.mode = mode
    }
}
