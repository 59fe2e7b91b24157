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
}
