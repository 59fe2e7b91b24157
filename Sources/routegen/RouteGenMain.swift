import RouteGenCLI

/// The `routegen` executable: everything it does lives in RouteGenCLI and RouteGenCore.
@main
enum RouteGenMain {
    /// Parses the command line and runs `routegen`.
    static func main() {
        RouteGenRootCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
