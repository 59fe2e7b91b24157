/// Everything one routegen run needs to know, as typed values.
public struct GeneratorConfiguration: Hashable, Sendable {
    /// What a run does with the files it generates; not to be confused with the
    /// ``GenerationMode`` (interface or live), which decides what it generates.
    public enum Action: Hashable, Sendable {
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
    public var action: Action
    /// A `routegen.yaml` whose settings apply unless the fields below override them.
    public var configurationFile: String?
    /// The generation mode given on the command line, overriding the configuration file's.
    public var generationMode: GenerationMode?
    /// The interface module given on the command line, overriding the configuration file's.
    public var interfaceModule: String?
    /// Whether to also write header-only files for the other mode's outputs (for build plugins).
    public var writesAllModeFiles: Bool
    /// Whether to write the app spec's files only (for a build plugin's app command).
    public var generatesAppOnly: Bool

    /// Creates a configuration.
    public init(
        inputs: [String],
        outputDirectory: String,
        templatesDirectory: String? = nil,
        action: Action = .write,
        configurationFile: String? = nil,
        generationMode: GenerationMode? = nil,
        interfaceModule: String? = nil,
        writesAllModeFiles: Bool = false,
        generatesAppOnly: Bool = false
    ) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.action = action
        self.configurationFile = configurationFile
        self.generationMode = generationMode
        self.interfaceModule = interfaceModule
        self.writesAllModeFiles = writesAllModeFiles
        self.generatesAppOnly = generatesAppOnly
    }
}
