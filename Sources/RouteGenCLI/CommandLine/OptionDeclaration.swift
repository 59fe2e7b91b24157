/// One option or flag a subcommand accepts, declared once: the argument scanner parses by it
/// and the help text is written from it, so the two cannot drift apart.
public struct OptionDeclaration: Equatable, Sendable {
    /// The long name, without its dashes: `output` for `--output`.
    public let long: String
    /// The one-letter name, without its dash: `o` for `-o`.
    public let short: Character?
    /// The placeholder of the value, `folder` in `--output <folder>`; `nil` for a flag.
    public let valueName: String?
    /// What the option does, one paragraph, unwrapped.
    public var help: String { describe() }
    /// The values it accepts, when they are a fixed set (`--mode interface|live`).
    public let allowedValues: [String]?
    /// The value used when the option is left out, shown in the help.
    public let defaultValue: String?
    /// Whether a run needs it (`-o` of `generate`).
    public let isRequired: Bool
    /// Whether the help and usage leave it out (flags only the build plugins pass).
    public let isHidden: Bool
    /// Writes ``help`` when the help or a usage error shows it, not when the option is declared,
    /// which every run does (`--templates` lists the built-in templates' names).
    private let describe: @Sendable () -> String

    private init(
        long: String, short: Character?, valueName: String?, help: @escaping @Sendable () -> String,
        allowedValues: [String]?, defaultValue: String?, isRequired: Bool, isHidden: Bool
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        describe = help
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.isHidden = isHidden
    }

    /// Options are the same when they are declared the same, their help included.
    public static func == (lhs: OptionDeclaration, rhs: OptionDeclaration) -> Bool {
        lhs.long == rhs.long && lhs.short == rhs.short && lhs.valueName == rhs.valueName
            && lhs.allowedValues == rhs.allowedValues && lhs.defaultValue == rhs.defaultValue
            && lhs.isRequired == rhs.isRequired && lhs.isHidden == rhs.isHidden && lhs.help == rhs.help
    }

    /// Declares an option that takes a value.
    static func value(
        _ long: String, short: Character? = nil, valueName: String, help: @autoclosure @escaping @Sendable () -> String, isRequired: Bool = false
    ) -> OptionDeclaration {
        OptionDeclaration(
            long: long, short: short, valueName: valueName, help: help, allowedValues: nil, defaultValue: nil,
            isRequired: isRequired, isHidden: false
        )
    }

    /// Declares an option whose value is one of `Choice`'s cases, named by their raw values.
    static func choice<Choice: CaseIterable & RawRepresentable<String>>(
        _ long: String, of _: Choice.Type, valueName: String, help: @autoclosure @escaping @Sendable () -> String, default defaultValue: Choice? = nil
    ) -> OptionDeclaration {
        OptionDeclaration(
            long: long, short: nil, valueName: valueName, help: help, allowedValues: Choice.allCases.map(\.rawValue),
            defaultValue: defaultValue?.rawValue, isRequired: false, isHidden: false
        )
    }

    /// Declares a flag: an option without a value.
    static func flag(_ long: String, short: Character? = nil, help: @autoclosure @escaping @Sendable () -> String, isHidden: Bool = false) -> OptionDeclaration {
        OptionDeclaration(
            long: long, short: short, valueName: nil, help: help, allowedValues: nil, defaultValue: nil,
            isRequired: false, isHidden: isHidden
        )
    }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// `--output <folder>`, or `-o <folder>` with `spelling` `-o`: how usage lines and error
    /// messages name the option.
    func synopsis(spelling: String? = nil) -> String {
        let name = spelling ?? "--" + long
        return valueName.map { "\(name) <\($0)>" } ?? name
    }

    /// `-o, --output <folder>`: the option's label in the help.
    var label: String {
        (short.map { "-\($0), " } ?? "") + synopsis()
    }

    /// The help, followed by the allowed values and the default, as the help shows it.
    var fullHelp: String {
        guard let allowedValues else { return help }
        let values = "values: " + allowedValues.joined(separator: ", ")
        return help + " (" + values + (defaultValue.map { "; default: \($0)" } ?? "") + ")"
    }
}
