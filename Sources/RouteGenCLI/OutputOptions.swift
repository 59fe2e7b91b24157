/// How much the command prints.
public struct OutputOptions: Sendable {
    /// Print only diagnostics.
    public var quiet: Bool
    /// Print every file and the time taken.
    public var verbose: Bool

    /// Options that print the default amount, or what `quiet` and `verbose` ask for.
    public init(quiet: Bool = false, verbose: Bool = false) {
        self.quiet = quiet
        self.verbose = verbose
    }

    /// The options `arguments` give; `--quiet` together with `--verbose` cannot run.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(quiet: arguments.isSet(Self.quietFlag), verbose: arguments.isSet(Self.verboseFlag))
        if quiet && verbose {
            throw UsageError("--quiet and --verbose cannot be combined.", in: .generate)
        }
    }

    /// `-q, --quiet`.
    static let quietFlag = OptionDeclaration.flag("quiet", short: "q", help: "Print diagnostics only, no summary.")
    /// `-v, --verbose`.
    static let verboseFlag = OptionDeclaration.flag(
        "verbose", short: "v", help: "Print every file checked, including unchanged ones, and the time taken."
    )

    /// Both flags, in the order the help lists them.
    static let options = [quietFlag, verboseFlag]
}
