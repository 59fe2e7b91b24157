import ArgumentParser
import RouteGenCore

/// `routegen`: the root command. `generate` is the default subcommand, so
/// `routegen Specs -o Generated` generates; the other subcommands read specs without writing
/// generated code.
public struct RouteGenRootCommand: AsyncParsableCommand {
    /// The subcommands, and the version `routegen --version` prints.
    public static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Type-safe SwiftUI navigation code from route specs.",
        version: RouteGenVersion.current,
        subcommands: [RouteGenCommand.self, SchemaCommand.self, GraphCommand.self],
        defaultSubcommand: RouteGenCommand.self
    )

    /// Creates the command; `swift-argument-parser` uses this.
    public init() {}

    /// What `routegen --help` prints: the overview and the subcommands, then the whole help of
    /// `generate`, the default subcommand, whose arguments and options are what `routegen`
    /// takes without a subcommand.
    public static func fullHelp(columns: Int? = nil) -> String {
        helpMessage(columns: columns) + "\n\n" + helpMessage(for: RouteGenCommand.self, columns: columns)
    }

    /// Runs `routegen` with `arguments` (the command line without the executable): the full
    /// help for `--help`, `-h` or `help` alone, else the command they name.
    public static func main(arguments: [String]) async {
        if ["--help", "-h", "help"].contains(arguments.first ?? ""), arguments.count == 1 {
            print(fullHelp())
            return
        }
        await main(arguments)
    }
}
