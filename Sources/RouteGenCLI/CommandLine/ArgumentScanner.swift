import RouteGenCore

/// Reads a subcommand's arguments against its ``CommandDeclaration``: options by long name
/// (`--output G`, `--output=G`), flags and one-letter names, which combine (`-qv`), positional
/// arguments anywhere, and everything after `--` as positional. Help and version requests are
/// found before scanning, by ``Invocation``.
struct ArgumentScanner {
    /// The subcommand being parsed.
    let subcommand: Subcommand

    /// What the subcommand accepts.
    var command: CommandDeclaration { subcommand.declaration }

    /// The arguments read, or the first problem with them.
    func scan(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var positionalOnly = false
        while let argument = remaining.popFirst() {
            if positionalOnly || argument == "-" || !argument.hasPrefix("-") {
                try addPositional(argument, to: &parsed)
            } else if argument == "--" {
                positionalOnly = true
            } else if argument.hasPrefix("--") {
                try scanLong(argument, remaining: &remaining, into: &parsed)
            } else {
                try scanShort(argument, remaining: &remaining, into: &parsed)
            }
        }
        if let missing = command.options.first(where: { $0.isRequired && parsed.value(of: $0) == nil }) {
            throw UsageError("Missing expected argument '\(missing.synopsis())'", in: subcommand, option: missing)
        }
        return parsed
    }

    /// `--name`, `--name value` or `--name=value`.
    func scanLong(_ argument: String, remaining: inout ArraySlice<String>, into parsed: inout ParsedArguments) throws(UsageError) {
        let body = argument.dropFirst(2)
        let name = body.prefix { $0 != "=" }
        let attached = name.endIndex == body.endIndex ? nil : String(body[body.index(after: name.endIndex)...])
        guard let option = command.option(long: name) else {
            throw UsageError("Unknown option '--\(name)'", in: subcommand)
        }
        guard option.takesValue else {
            if let attached {
                throw UsageError("The option '--\(name)' does not take any value, but '\(attached)' was specified.", in: subcommand, option: option)
            }
            parsed.flags.insert(option.long)
            return
        }
        let value = attached ?? nextValue(&remaining)
        try set(value, of: option, spelt: "--\(name)", in: &parsed)
    }

    /// `-q`, `-o value`, or one-letter flags combined, `-qv`, the last of which may take a value.
    func scanShort(_ argument: String, remaining: inout ArraySlice<String>, into parsed: inout ParsedArguments) throws(UsageError) {
        let letters = argument.dropFirst()
        for (offset, letter) in letters.enumerated() {
            guard let option = command.option(short: letter) else {
                throw UsageError("Unknown option '\(letters.count == 1 || letter == "-" ? argument : "-\(letter)")'", in: subcommand)
            }
            guard option.takesValue else {
                parsed.flags.insert(option.long)
                continue
            }
            guard offset == letters.count - 1 else {
                throw UsageError("Missing value for '\(option.synopsis(spelling: "-\(letter)"))' in '\(argument)'", in: subcommand, option: option)
            }
            try set(nextValue(&remaining), of: option, spelt: "-\(letter)", in: &parsed)
        }
    }

    /// The next argument as an option's value, unless it is missing or is itself an option
    /// (`-o --check` is a missing value, not an output folder named `--check`; `-` is a value).
    func nextValue(_ remaining: inout ArraySlice<String>) -> String? {
        guard let next = remaining.first, next == "-" || !next.hasPrefix("-") else { return nil }
        return remaining.popFirst()
    }

    /// Records `value` for `option`, checking it is one of the allowed values.
    func set(_ value: String?, of option: OptionDeclaration, spelt spelling: String, in parsed: inout ParsedArguments) throws(UsageError) {
        guard let value, !value.isEmpty || option.allowedValues == nil else {
            throw UsageError("Missing value for '\(option.synopsis(spelling: spelling))'", in: subcommand, option: option)
        }
        if let allowed = option.allowedValues, !allowed.contains(value) {
            throw UsageError(
                "The value '\(value)' is invalid for '\(option.synopsis(spelling: spelling))'. Please provide one of \(allowed.map { "'\($0)'" }.englishList()).",
                in: subcommand, option: option
            )
        }
        parsed.values[option.long] = value
    }

    /// Adds a positional argument, if the subcommand takes any.
    func addPositional(_ argument: String, to parsed: inout ParsedArguments) throws(UsageError) {
        guard command.positional != nil else {
            throw UsageError("Unexpected argument '\(argument)'", in: subcommand)
        }
        parsed.positionals.append(argument)
    }
}
