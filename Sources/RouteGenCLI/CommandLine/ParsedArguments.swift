/// What ``ArgumentScanner`` read from a subcommand's arguments, before it is made typed: the
/// positional arguments in order, and the options and flags given.
struct ParsedArguments: Sendable {
    /// The positional arguments, in the order given.
    var positionals: [String] = []
    /// Each option's value by long name; when an option is repeated the last value wins.
    var values: [String: String] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []

    /// The value given for `option`, if any.
    func value(of option: OptionDeclaration) -> String? {
        values[option.long]
    }

    /// The case of `Choice` given for `option`, if any; the scanner has checked it is one.
    func choice<Choice: RawRepresentable<String>>(of option: OptionDeclaration) -> Choice? {
        values[option.long].flatMap(Choice.init(rawValue:))
    }

    /// Whether `flag` was given.
    func isSet(_ flag: OptionDeclaration) -> Bool {
        flags.contains(flag.long)
    }
}
