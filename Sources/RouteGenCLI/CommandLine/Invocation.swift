import RouteGenCore

/// What a `routegen` command line asks for, parsed and typed: a subcommand with its options,
/// a help text, or the version.
public enum Invocation: Sendable {
    /// `routegen [generate] <spec-or-folder> ... -o <folder> …`.
    case generate(RouteGenCommand)
    /// `routegen schema [--kind <kind>]`.
    case schema(SchemaCommand)
    /// `routegen graph <spec-or-folder> ... [--format <format>] [-o <file>]`.
    case graph(GraphCommand)
    /// `--help`, `-h` or `help`, and what about.
    case help(HelpTopic)
    /// `--version`.
    case version

    /// What a help request is about.
    public enum HelpTopic: Equatable, Sendable {
        /// The subcommands only: `routegen help` with an unknown name.
        case subcommands
        /// The subcommands and the whole help of `generate`: `routegen --help`, `-h` or `help`.
        case full
        /// One subcommand: `routegen help schema`, `routegen schema --help`.
        case subcommand(Subcommand)
    }

    /// Parses `arguments`, the command line without the executable. `--help`, `-h` or `help`
    /// alone asks for the full help; `help <subcommand>` for that subcommand's; `-h`, `--help`
    /// or `--version` anywhere before `--` wins over everything else; a first argument that
    /// names no subcommand starts `generate`'s arguments.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else {
            throw UsageError("Missing expected argument '\(RouteGenCommand.outputOption.synopsis())'", in: nil)
        }
        if arguments.count == 1, ["--help", "-h", "help"].contains(first) {
            return .help(.full)
        }
        if first == "help" {
            return .help(Subcommand(rawValue: arguments[1]).map { .subcommand($0) } ?? .subcommands)
        }
        let named = Subcommand(rawValue: first)
        let subcommand = named ?? .default
        let rest = named == nil ? arguments[...] : arguments.dropFirst()
        if let request = rest.prefix(while: { $0 != "--" }).first(where: { ["--help", "-h", "--version"].contains($0) }) {
            return request == "--version" ? .version : .help(.subcommand(subcommand))
        }
        let parsed = try ArgumentScanner(subcommand: subcommand).scan(Array(rest))
        switch subcommand {
        case .generate: return try .generate(RouteGenCommand(parsed))
        case .schema: return .schema(SchemaCommand(parsed))
        case .graph: return try .graph(GraphCommand(parsed))
        }
    }

    /// Runs what was asked for, printing to `console`; returns the exit status. A generating
    /// run lets go of what it is done with as `memory` says.
    public func run(console: some Console, releasing memory: MemoryRelease = .inBackground) -> Int32 {
        switch self {
        case .generate(let command): return command.run(console: console, releasing: memory)
        case .graph(let command): return command.run(console: console)
        case .schema(let command):
            command.run(console: console)
            return 0
        case .help(let topic):
            console.print(topic.text)
            return 0
        case .version:
            console.print(RouteGenVersion.current)
            return 0
        }
    }
}

extension Invocation.HelpTopic {
    /// The help text, without a final newline.
    public var text: String {
        switch self {
        case .subcommands: HelpFormatter.rootHelp
        case .full: HelpFormatter.fullHelp
        case .subcommand(let subcommand): HelpFormatter.help(for: subcommand.declaration)
        }
    }
}
