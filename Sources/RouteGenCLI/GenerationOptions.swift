import RouteGenCore

/// What to generate and where.
public struct GenerationOptions: Sendable {
    /// Spec files and folders of specs.
    public var inputs: [String]
    /// The output folder.
    public var output: String
    /// A folder of templates overriding the built-ins.
    public var templates: String?
    /// A `routegen.yaml` with the run's settings.
    public var config: String?
    /// Interface or live wiring.
    public var mode: GenerationMode?
    /// The module the interface lives in, for live mode.
    public var interfaceModule: String?
    /// Writes header-only files for the other mode's outputs; for build plugins.
    public var allModeFiles = false
    /// Writes the app spec's files only; for build plugins.
    public var appOnly = false
    /// Fail when generated files are out of date, writing nothing.
    public var check = false
    /// Report what would change, writing nothing.
    public var dryRun = false

    /// Options that generate `inputs` into `output`, writing.
    public init(inputs: [String], output: String) {
        self.inputs = inputs
        self.output = output
    }

    /// The options `arguments` give, or why they cannot run: no inputs, an empty output
    /// folder, or `--check` with `--dry-run`.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(inputs: arguments.positionals, output: arguments.value(of: Self.outputOption) ?? "")
        templates = arguments.value(of: Self.templatesOption)
        config = arguments.value(of: Self.configOption)
        mode = arguments.choice(of: Self.modeOption)
        interfaceModule = arguments.value(of: Self.interfaceModuleOption)
        allModeFiles = arguments.isSet(Self.allModeFilesFlag)
        appOnly = arguments.isSet(Self.appOnlyFlag)
        check = arguments.isSet(Self.checkFlag)
        dryRun = arguments.isSet(Self.dryRunFlag)
        if inputs.isEmpty {
            throw UsageError("Give at least one spec file or folder, e.g. 'routegen Specs -o Generated'.", in: .generate)
        }
        if output.isEmpty {
            throw UsageError("The output folder is empty; name one with -o, e.g. 'routegen Specs -o Generated'.", in: .generate)
        }
        if check && dryRun {
            throw UsageError("--check and --dry-run cannot be combined.", in: .generate)
        }
    }

    /// The typed configuration these options describe.
    public var configuration: GeneratorConfiguration {
        GeneratorConfiguration(
            inputs: inputs,
            outputDirectory: output,
            templatesDirectory: templates,
            action: check ? .check : dryRun ? .dryRun : .write,
            configurationFile: config,
            generationMode: mode,
            interfaceModule: interfaceModule,
            writesAllModeFiles: allModeFiles,
            generatesAppOnly: appOnly
        )
    }
}

extension GenerationOptions {
    /// `-o, --output <folder>`, required.
    static let outputOption = OptionDeclaration.value(
        "output", short: "o", valueName: "folder",
        help: "The folder the generated files go into; created if missing.", isRequired: true
    )
    /// `--templates <folder>`.
    static let templatesOption = OptionDeclaration.value(
        "templates", valueName: "folder",
        help: "A folder of .mustache templates; each one replaces the built-in template of the same name (\(TemplateSet.builtinTemplateNames.joined(separator: ", ")))."
    )
    /// `--config <file>`.
    static let configOption = OptionDeclaration.value(
        "config", valueName: "file",
        help: "A routegen.yaml configuration file (keys: mode, interfaceModule); the options below override it."
    )
    /// `--mode <interface|live>`.
    static let modeOption = OptionDeclaration.choice(
        "mode", of: GenerationMode.self, valueName: "interface|live",
        help: "'interface' (default): Route, Router, ViewBuildingClient and NavigationStack per feature, for the module features import. 'live': the clients' live DependencyKey values, building each screen's 'view:', for the app target."
    )
    /// `--interface-module <module>`.
    static let interfaceModuleOption = OptionDeclaration.value(
        "interface-module", valueName: "module",
        help: "Live mode: the module the interface was generated into, which the live files import."
    )
    /// `--all-mode-files`, hidden: for the build-tool plugin.
    static let allModeFilesFlag = OptionDeclaration.flag(
        "all-mode-files",
        help: "Also write a header-only file for each file the other mode generates, so that a build system that declared every possible output finds them all. Used by the build-tool plugin.",
        isHidden: true
    )
    /// `--app-only`, hidden: for the build-tool plugin.
    static let appOnlyFlag = OptionDeclaration.flag(
        "app-only",
        help: "Write the app spec's files only, reading the feature specs to check the app against them. Used by the build-tool plugin's app command.",
        isHidden: true
    )
    /// `--check`.
    static let checkFlag = OptionDeclaration.flag(
        "check", help: "Write nothing; list the files that would be created, changed or removed, and exit 1 if there are any. For CI."
    )
    /// `--dry-run`.
    static let dryRunFlag = OptionDeclaration.flag(
        "dry-run", help: "Write nothing; list the files that would be created, changed or removed."
    )

    /// Every option, in the order the help lists them.
    static let options = [
        outputOption, templatesOption, configOption, modeOption, interfaceModuleOption, allModeFilesFlag, appOnlyFlag,
        checkFlag, dryRunFlag,
    ]
}
