#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `routegen`: the root command. `generate` is the default subcommand, so
/// `routegen Specs -o Generated` generates; the other subcommands read specs without writing
/// generated code.
public enum RouteGenRootCommand {
    /// Parses `arguments` (the command line without the executable) and runs what they ask
    /// for, printing to `console`; returns the exit status: 0, 1 when the run fails, or
    /// ``UsageError/exitStatus`` when the command line is wrong.
    public static func run(arguments: [String], console: some Console) async -> Int32 {
        do {
            return try await Invocation.parse(arguments).run(console: console)
        } catch {
            console.printError(error.description)
            return UsageError.exitStatus
        }
    }

    /// Runs `routegen` with `arguments` against the standard console and exits with its status.
    public static func main(arguments: [String]) async -> Never {
        exit(await run(arguments: arguments, console: StandardConsole()))
    }
}
