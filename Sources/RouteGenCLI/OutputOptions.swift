import ArgumentParser

/// How much the command prints.
public struct OutputOptions: ParsableArguments {
    /// Print only diagnostics.
    @Flag(name: [.short, .long], help: "Print diagnostics only, no summary.")
    public var quiet = false

    /// Print every file and the time taken.
    @Flag(name: [.short, .long], help: "Print every file checked, including unchanged ones, and the time taken.")
    public var verbose = false

    /// Creates the default options.
    public init() {}

    /// Rejects `--quiet` together with `--verbose`.
    public func validate() throws {
        if quiet && verbose {
            throw ValidationError("--quiet and --verbose cannot be combined.")
        }
    }
}
