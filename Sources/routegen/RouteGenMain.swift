import RouteGenCLI
import RouteGenCore

/// The `routegen` executable: everything it does lives in RouteGenCLI and RouteGenCore.
@main
enum RouteGenMain {
    /// Parses the command line and runs `routegen`.
    static func main() async {
        // The process exits after one run: what the run built needs no freeing.
        KeptUntilExit.keepValuesToExit()
        await RouteGenRootCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
