import RouteGenCore

/// `routegen generate`, the default subcommand (`routegen Specs -o Generated`): generates
/// type-safe SwiftUI navigation code (a Route enum, a Router and a view-building client per
/// feature) from route specs.
public struct RouteGenCommand: Sendable {
    /// The command's name, help, examples and options.
    public static let declaration = CommandDeclaration(
        name: "generate",
        abstract: "Generate type-safe SwiftUI navigation code from route specs (the default subcommand).",
        discussion: """
            Each spec, Specs/<Feature>.routes.yaml, lists a feature's screens, modals \
            and events. For each feature, interface mode (the default) writes five files:
              <Feature>Route.swift               Route, Modal and Event enums
              <Feature>Router.swift              the path NavigationStack binds to
              <Feature>ViewBuildingClient.swift  AnyView factories (swift-dependencies)
              <Feature>NavigationStack.swift     the SwiftUI stack bound to the Router
              <Feature>NavigationState.swift     links both ways, and restoration
            and live mode (--mode live, for the app target) writes one:
              <Feature>LiveViewBuildingClient.swift  the client's live value
            An app spec, <App>.app.yaml, among the inputs names the app's features (as \
            tabs or not) and the links it opens; it adds three files:
              <App>AppRouter.swift               routers, open(url), restoration
              <App>TabView.swift                 the tabs, each a feature's stack
              <App>Links.md                      every link the app accepts

            A file is written only when its contents change. Generated files that no \
            spec produces any more are removed; other files in the folder are never \
            touched. If any spec has an error, nothing is written and routegen exits \
            with status 1; diagnostics read 'path:line:column: error: message'.

            Examples:
              routegen Specs -o Generated           generate every spec under Specs/
              routegen Specs -o Generated --check   in CI: fail if Generated/ is stale
              routegen Specs/Home.routes.yaml -o Generated --templates MyTemplates
              routegen Specs -o App/Generated --mode live --interface-module Navigation
            """,
        positional: .specs,
        options: GenerationOptions.options + OutputOptions.options
    )

    /// `-o, --output <folder>`, which a run needs.
    static let outputOption = GenerationOptions.outputOption

    /// What to generate and where.
    public var generation: GenerationOptions
    /// How much to print.
    public var output: OutputOptions

    /// The command that generates as `generation` says, printing as `output` says.
    public init(generation: GenerationOptions, output: OutputOptions = OutputOptions()) {
        self.generation = generation
        self.output = output
    }

    /// The command `arguments` describe (`routegen generate`'s arguments, without the name).
    public init(parsing arguments: [String]) throws(UsageError) {
        try self.init(ArgumentScanner(subcommand: .generate).scan(arguments))
    }

    /// The command the scanned `arguments` describe, or why they cannot run.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        try self.init(generation: GenerationOptions(arguments), output: OutputOptions(arguments))
    }

    /// Runs the command, printing to `console`; returns the exit status (0 or 1). The run lets
    /// go of what it is done with as `memory` says.
    public func run(console: some Console, releasing memory: MemoryRelease = .inBackground) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let report = GenerationRun.perform(generation.configuration, releasing: memory)
        let printer = ReportPrinter(console: console, options: output, rerunCommand: rerunCommand)
        printer.print(report, elapsed: clock.now - start)
        return report.succeeded ? 0 : 1
    }

    /// The command that regenerates the files, for the `--check` failure message.
    var rerunCommand: String {
        var arguments = ["routegen"] + generation.inputs + ["-o", generation.output]
        if let templates = generation.templates { arguments += ["--templates", templates] }
        if let config = generation.config { arguments += ["--config", config] }
        if let mode = generation.mode { arguments += ["--mode", mode.rawValue] }
        if let module = generation.interfaceModule { arguments += ["--interface-module", module] }
        if generation.allModeFiles { arguments.append("--all-mode-files") }
        if generation.appOnly { arguments.append("--app-only") }
        return arguments.map(Self.shellQuoted).joined(separator: " ")
    }

    /// `argument` as a POSIX shell word: unchanged when it holds only characters no shell
    /// treats specially, otherwise in single quotes (`'My Specs'`, `'it'\''s'`).
    static func shellQuoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "_-./=:,@+%".unicodeScalars.contains($0)
        }
        if plain { return argument }
        return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
