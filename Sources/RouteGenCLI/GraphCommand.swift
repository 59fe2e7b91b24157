import ArgumentParser
import RouteGenCore

/// `routegen graph`: draws the navigation that specs declare, as one Mermaid or Graphviz DOT
/// graph, to standard output or a file.
public struct GraphCommand: AsyncParsableCommand {
    /// The command's name, help and examples.
    public static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the navigation that route specs declare, as a Mermaid or Graphviz DOT graph.",
        discussion: """
            One graph of every spec given: a frame per feature holding its root, screens \
            and modals; with an app spec, the app and its tabs. Specs are checked as \
            'generate' checks them; if any has an error, nothing is drawn and routegen \
            exits with status 1.

              root      stadium in Mermaid, bold rounded box in DOT
              screen    box, pushed from the root: solid arrow
              modal     sheet rounded, fullScreenCover double, popover hexagon;
                        presented from the root: dashed arrow
              parent:   the arrow comes from the parent screen, labelled 'parent'
              stack:    bold arrow from the modal to the hosted feature's root
              event     arrow ending in a dot, from the root to the app
              url:      a 'url: template' line in the label

            Examples:
              routegen graph Specs                      Mermaid, to standard output
              routegen graph Specs --format dot -o nav.dot
              dot -Tsvg nav.dot -o nav.svg              Graphviz draws the DOT
              routegen graph Specs/Home.routes.yaml     one feature
            """
    )

    /// Spec files and folders of specs.
    @Argument(help: ArgumentHelp(
        "Spec files (<Feature>.routes.yaml), app specs (<App>.app.yaml) and folders, searched recursively for both.",
        valueName: "spec-or-folder"
    ))
    public var inputs: [String] = []

    /// The text format.
    @Option(help: ArgumentHelp("'mermaid', which GitHub renders in Markdown, or 'dot' for Graphviz.", valueName: "mermaid|dot"))
    public var format: GraphFormat = .mermaid

    /// The file to write instead of standard output.
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(
        "The file the graph is written to, atomically and only when it changes; standard output if omitted.",
        valueName: "file"
    ))
    public var output: String?

    /// Creates the command; `swift-argument-parser` uses this.
    public init() {}

    /// Rejects a run without inputs, and an empty output file name.
    public func validate() throws {
        if inputs.isEmpty {
            throw ValidationError("Give at least one spec file or folder, e.g. 'routegen graph Specs'.")
        }
        if output?.isEmpty == true {
            throw ValidationError("The output file is empty; name one with -o, e.g. 'routegen graph Specs -o navigation.mmd', or leave -o out to print the graph.")
        }
    }

    /// Runs the command against the standard console, exiting with status 1 on failure.
    public func run() async throws {
        let status = await run(console: StandardConsole())
        if status != 0 {
            throw ExitCode(status)
        }
    }

    /// Runs the command, printing to `console`: diagnostics to standard error, then the graph
    /// (or, with `-o`, what was done to the file) to standard output. Returns the exit status.
    public func run(console: some Console) async -> Int32 {
        let report = await GraphRun.perform(GraphConfiguration(inputs: inputs, format: format, outputFile: output))
        for diagnostic in report.diagnostics {
            console.printError(diagnostic.description)
        }
        guard report.succeeded, let text = report.text else {
            let errors = ReportPrinter.count(report.diagnostics.errorCount, "error")
            console.printError("routegen: \(errors); \(report.text == nil ? "no graph was drawn" : "the graph was not written")")
            return 1
        }
        if let change = report.change {
            console.print("\(ReportPrinter.pastTense(change.kind)) \(change.path)")
        } else {
            console.print(String(text.dropLast()))
        }
        return 0
    }
}
