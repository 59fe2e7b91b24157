import RouteGenCore

/// Writes the help of `routegen` and its subcommands from their declarations, at a fixed width
/// of 80 columns, in the layout swift-argument-parser gave it: an overview, the usage line,
/// then the arguments and options with their help in a column.
enum HelpFormatter {
    /// The width the help wraps at.
    static let width = 80
    /// The column where the help of an argument or option starts.
    static let labelColumn = 26

    /// `--version` and `-h, --help`, which every subcommand and the root accept.
    static let standardOptions = [("--version", "Show the version."), ("-h, --help", "Show help information.")]

    /// The help of `command`: `routegen help generate`, `routegen schema --help`.
    static func help(for command: CommandDeclaration) -> String {
        var sections: [String] = []
        if let positional = command.positional {
            sections.append(section("ARGUMENTS", [("<\(positional.valueName)>", positional.help)]))
        }
        let options = command.options.filter { !$0.isHidden }.map { ($0.label, $0.fullHelp) }
        sections.append(section("OPTIONS", options + standardOptions))
        return overview(command.abstract + "\n\n" + command.discussion)
            + "USAGE: \(command.usage)\n\n"
            + sections.joined(separator: "\n")
    }

    /// `routegen help`, and `routegen --help` before the help of `generate`: the subcommands.
    static var rootHelp: String {
        let subcommands = Subcommand.allCases.map { subcommand in
            (subcommand.rawValue + (subcommand == .default ? " (default)" : ""), subcommand.declaration.abstract)
        }
        return overview("Type-safe SwiftUI navigation code from route specs.")
            + "USAGE: routegen <subcommand>\n\n"
            + section("OPTIONS", standardOptions) + "\n"
            + section("SUBCOMMANDS", subcommands)
            + "\n  See 'routegen help <subcommand>' for detailed help."
    }

    /// What `routegen --help` prints: the subcommands, then the whole help of `generate`,
    /// whose arguments and options are what `routegen` takes without a subcommand.
    static var fullHelp: String {
        rootHelp + "\n\n" + help(for: Subcommand.default.declaration)
    }

    /// `OVERVIEW: <text>` wrapped, and a blank line.
    static func overview(_ text: String) -> String {
        "OVERVIEW: \(text)".wrapped(to: width) + "\n\n"
    }

    /// `HEADER:` and a line per label with its help in the column, or under the label when the
    /// label reaches the column.
    static func section(_ header: String, _ rows: [(label: String, help: String)]) -> String {
        header + ":\n" + rows.map { row in
            let label = "  " + row.label
            let help = row.help.wrapped(to: width, indent: labelColumn)
            return (label.count < labelColumn ? label + help.dropFirst(label.count) : label + "\n" + help) + "\n"
        }.joined()
    }
}
