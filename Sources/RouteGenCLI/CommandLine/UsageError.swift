/// A command line routegen cannot run: what is wrong, and whose usage to show. Printed to
/// standard error with exit status 64 (`EX_USAGE`), as swift-argument-parser did.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, one sentence: `Unknown option '--bogus'`.
    public let message: String
    /// The subcommand whose usage follows the message; `nil` for the root's help.
    public let subcommand: Subcommand?
    /// The option the message is about, whose help is shown under it.
    public let option: OptionDeclaration?

    /// The exit status of a usage error.
    public static let exitStatus: Int32 = 64

    /// An error in `subcommand`'s arguments, about `option` if one is named.
    init(_ message: String, in subcommand: Subcommand?, option: OptionDeclaration? = nil) {
        self.message = message
        self.subcommand = subcommand
        self.option = option
    }

    /// `error: <message>`, the option's help, the usage line and where to read more; with no
    /// subcommand, the root help.
    public var description: String {
        guard let command = subcommand?.declaration else {
            return "error: \(message)\n\n" + HelpFormatter.rootHelp
        }
        var lines = ["error: \(message)"]
        if let option {
            lines.append("Help:  \(option.synopsis(spelling: option.short.map { "-\($0)" }))  \(option.help)")
        }
        lines.append("Usage: \(command.usage)")
        lines.append("  See 'routegen \(command.name) --help' for more information.")
        return lines.joined(separator: "\n")
    }
}
