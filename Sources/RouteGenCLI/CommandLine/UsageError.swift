/// A command line routegen cannot run: what is wrong, and whose usage to show. Printed to
/// standard error with exit status 64 (`EX_USAGE`), as swift-argument-parser did.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, one sentence: `Unknown option '--bogus'`.
    public let message: String
    /// The subcommand whose usage follows the message; `nil` for the root's whole help.
    public let command: String?
    /// The option the message is about, whose help is shown under it.
    public let option: String?

    /// The exit status of a usage error.
    public static let exitStatus: Int32 = 64

    /// An error in `command`'s arguments, about `option` if one is named.
    init(_ message: String, command: CommandDeclaration?, option: OptionDeclaration? = nil) {
        self.message = message
        self.command = command?.name
        self.option = option?.long
    }

    /// `error: <message>`, the option's help, the usage line and where to read more; with no
    /// subcommand, the root help.
    public var description: String {
        guard let name = command, let command = Subcommand(rawValue: name)?.declaration else {
            return "error: \(message)\n\n" + HelpFormatter.rootHelp
        }
        var lines = ["error: \(message)"]
        if let option = command.options.first(where: { $0.long == option }) {
            lines.append("Help:  \(option.synopsis(spelling: option.short.map { "-\($0)" }))  \(option.help)")
        }
        lines.append("Usage: \(command.usage)")
        lines.append("  See 'routegen \(command.name) --help' for more information.")
        return lines.joined(separator: "\n")
    }
}
