import ArgumentParser
import RouteGenCore

/// What to generate and where.
public struct GenerationOptions: ParsableArguments {
    /// Spec files and folders of specs.
    @Argument(help: ArgumentHelp(
        "Spec files (<Feature>.routes.yaml), app specs (<App>.app.yaml) and folders, searched recursively for both.",
        valueName: "spec-or-folder"
    ))
    public var inputs: [String] = []

    /// The output folder.
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(
        "The folder the generated files go into; created if missing.",
        valueName: "folder"
    ))
    public var output: String

    /// A folder of templates overriding the built-ins.
    @Option(name: .customLong("templates"), help: ArgumentHelp(
        "A folder of .mustache templates; each one replaces the built-in template of the same name (\(TemplateSet.builtinTemplateNames.joined(separator: ", "))).",
        valueName: "folder"
    ))
    public var templates: String?

    /// A `routegen.yaml` with the run's settings.
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "A routegen.yaml configuration file (keys: mode, interfaceModule); the options below override it.",
        valueName: "file"
    ))
    public var config: String?

    /// Interface or live wiring.
    @Option(help: ArgumentHelp(
        "'interface' (default): Route, Router, ViewBuildingClient and NavigationStack per feature, for the module features import. 'live': the clients' live DependencyKey values, building each screen's 'view:', for the app target.",
        valueName: "interface|live"
    ))
    public var mode: GenerationMode?

    /// The module the interface lives in, for live mode.
    @Option(name: .customLong("interface-module"), help: ArgumentHelp(
        "Live mode: the module the interface was generated into, which the live files import.",
        valueName: "module"
    ))
    public var interfaceModule: String?

    /// Writes header-only files for the other mode's outputs; for build plugins.
    @Flag(name: .customLong("all-mode-files"), help: ArgumentHelp(
        "Also write a header-only file for each file the other mode generates, so that a build system that declared every possible output finds them all. Used by the build-tool plugin.",
        visibility: .hidden
    ))
    public var allModeFiles = false

    /// Writes the app spec's files only; for build plugins.
    @Flag(name: .customLong("app-only"), help: ArgumentHelp(
        "Write the app spec's files only, reading the feature specs to check the app against them. Used by the build-tool plugin's app command.",
        visibility: .hidden
    ))
    public var appOnly = false

    /// Fail when generated files are out of date, writing nothing.
    @Flag(help: "Write nothing; list the files that would be created, changed or removed, and exit 1 if there are any. For CI.")
    public var check = false

    /// Report what would change, writing nothing.
    @Flag(name: .customLong("dry-run"), help: "Write nothing; list the files that would be created, changed or removed.")
    public var dryRun = false

    /// Creates options from their parsed values; `swift-argument-parser` uses this.
    public init() {}

    /// Rejects a run without inputs, and `--check` with `--dry-run`.
    public func validate() throws {
        if inputs.isEmpty {
            throw ValidationError("Give at least one spec file or folder, e.g. 'routegen Specs -o Generated'.")
        }
        if output.isEmpty {
            throw ValidationError("The output folder is empty; name one with -o, e.g. 'routegen Specs -o Generated'.")
        }
        if check && dryRun {
            throw ValidationError("--check and --dry-run cannot be combined.")
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
