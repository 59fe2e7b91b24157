import Foundation

/// The command line of one routegen run, as the plugins build it.
struct RouteGenArguments: Sendable {
    /// The specs routegen reads.
    var specs: [RouteSpecFile]

    /// The app spec routegen reads with them, if any.
    var appSpec: URL? = nil

    /// Whether routegen writes the app spec's files only.
    var generatesAppOnly = false

    /// The folder routegen writes into, and removes its stale generated files from.
    var outputDirectory: URL

    /// The target's `routegen.yaml`, if it has one.
    var configuration: URL?

    /// The folder of templates that replace the built-in ones, if any.
    var templates: RouteGenTemplateFolder?

    /// In live mode, the module the specs' interface was generated in.
    var interfaceModule: String?

    /// Whether routegen also writes the other mode's files, header-only, so that every file a
    /// build command declares exists after it runs.
    var writesAllModeFiles = false

    /// Whether routegen only checks that its files are up to date, writing nothing.
    var checksOnly = false

    /// Whether routegen writes nothing and fails only on errors (`--dry-run`), whatever the state
    /// of its output folder.
    var isDryRun = false

    /// Whether routegen prints only its diagnostics.
    var isQuiet = false

    /// The arguments to run routegen with.
    var commandLine: [String] {
        var arguments = [appSpec].compactMap { $0?.path(percentEncoded: false) } + specs.map(\.path)
            + ["-o", outputDirectory.path(percentEncoded: false)]
        if generatesAppOnly { arguments.append("--app-only") }
        if writesAllModeFiles { arguments.append("--all-mode-files") }
        if isQuiet { arguments.append("--quiet") }
        if let configuration { arguments += ["--config", configuration.path(percentEncoded: false)] }
        if let templates { arguments += ["--templates", templates.path] }
        if let interfaceModule { arguments += ["--interface-module", interfaceModule] }
        if checksOnly { arguments.append("--check") }
        if isDryRun { arguments.append("--dry-run") }
        return arguments
    }
}
