import ArgumentParser
import RouteGenCore

/// What to generate and where.
public struct GenerationOptions: ParsableArguments {
    /// Spec files and folders of specs.
    @Argument(help: ArgumentHelp(
        "Spec files (<Feature>.routes.yaml) and folders, searched recursively for specs.",
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
        "A folder of .mustache templates; each one replaces the built-in template of the same name (Route.swift, Router.swift, ViewBuildingClient.swift).",
        valueName: "folder"
    ))
    public var templates: String?

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
            mode: check ? .check : dryRun ? .dryRun : .write
        )
    }
}
