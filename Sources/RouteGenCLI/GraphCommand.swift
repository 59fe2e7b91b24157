import RouteGenCore

/// `routegen graph`: draws the navigation that specs declare, as one Mermaid or Graphviz DOT
/// graph, to standard output or a file.
public struct GraphCommand: Sendable {
    /// The command's name, help, examples and options.
    public static let declaration = CommandDeclaration(
        name: "graph",
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
            """,
        positional: .specs,
        options: [formatOption, outputOption]
    )

    /// `--format <mermaid|dot>`.
    static let formatOption = OptionDeclaration.choice(
        "format", of: GraphFormat.self, valueName: "mermaid|dot",
        help: "'mermaid', which GitHub renders in Markdown, or 'dot' for Graphviz.", default: .mermaid
    )
    /// `-o, --output <file>`.
    static let outputOption = OptionDeclaration.value(
        "output", short: "o", valueName: "file",
        help: "The file the graph is written to, atomically and only when it changes; standard output if omitted."
    )

    /// Spec files and folders of specs.
    public var inputs: [String]
    /// The text format.
    public var format: GraphFormat
    /// The file to write instead of standard output.
    public var output: String?

    /// The command that draws `inputs` in `format`, to `output` or standard output.
    public init(inputs: [String], format: GraphFormat = .mermaid, output: String? = nil) {
        self.inputs = inputs
        self.format = format
        self.output = output
    }

    /// The command `arguments` describe (`routegen graph`'s arguments, without the name).
    public init(parsing arguments: [String]) throws(UsageError) {
        try self.init(ArgumentScanner(subcommand: .graph).scan(arguments))
    }

    /// The command the scanned `arguments` describe, or why it cannot run: no inputs, or an
    /// empty output file name.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(
            inputs: arguments.positionals, format: arguments.choice(of: Self.formatOption) ?? .mermaid,
            output: arguments.value(of: Self.outputOption)
        )
        if inputs.isEmpty {
            throw UsageError("Give at least one spec file or folder, e.g. 'routegen graph Specs'.", in: .graph)
        }
        if output?.isEmpty == true {
            throw UsageError(
                "The output file is empty; name one with -o, e.g. 'routegen graph Specs -o navigation.mmd', or leave -o out to print the graph.",
                in: .graph
            )
        }
    }

    /// Runs the command, printing to `console`: diagnostics to standard error, then the graph
    /// (or, with `-o`, what was done to the file) to standard output. Returns the exit status.
    public func run(console: some Console) -> Int32 {
        let report = GraphRun.perform(GraphConfiguration(inputs: inputs, format: format, outputFile: output))
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
