#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RouteGenCore

/// `routegen`: the root command. `generate` is the default subcommand, so
/// `routegen Specs -o Generated` generates; the other subcommands read specs without writing
/// generated code.
public enum RouteGenRootCommand {
    /// Parses `arguments` (the command line without the executable) and runs what they ask
    /// for, printing to `console`; returns the exit status: 0, 1 when the run fails, or
    /// ``UsageError/exitStatus`` when the command line is wrong. A run lets go of what it is
    /// done with as `memory` says.
    public static func run(arguments: [String], console: some Console, releasing memory: MemoryRelease = .inBackground) -> Int32 {
        do {
            return try Invocation.parse(arguments).run(console: console, releasing: memory)
        } catch {
            console.printError(error.description)
            return UsageError.exitStatus
        }
    }

    /// Runs `routegen` with `arguments` against the standard console and exits with its status.
    /// The process ends with the run, so what the run is done with is left for its exit to
    /// take back.
    public static func main(arguments: [String]) -> Never {
        exit(run(arguments: arguments, console: StandardConsole(), releasing: .atExit))
    }
}
