/// A subcommand as data: its name, its help and what it accepts. ``ArgumentScanner`` parses by
/// it and ``HelpFormatter`` writes its help from it.
public struct CommandDeclaration: Sendable {
    /// The name after `routegen`: `generate`, `schema`, `graph`.
    public let name: String
    /// One sentence: the first line of the help and the subcommand's line in the root help.
    public let abstract: String
    /// The paragraphs and examples after the abstract; lines break where the text does, and
    /// long lines wrap at the help's width.
    public let discussion: String
    /// The positional arguments, if the subcommand takes any.
    public let positional: PositionalDeclaration?
    /// The options and flags, in the order the help lists them.
    public let options: [OptionDeclaration]

    /// The option named `--long`.
    func option(long: Substring) -> OptionDeclaration? {
        options.first { $0.long == long }
    }

    /// The option named `-short`.
    func option(short: Character) -> OptionDeclaration? {
        options.first { $0.short == short }
    }

    /// `routegen generate [<spec-or-folder> ...] --output <folder> [--check] …`: the one-line
    /// usage, without hidden options.
    var usage: String {
        var words = ["routegen", name]
        if let positional { words.append("[<\(positional.valueName)> ...]") }
        for option in options where !option.isHidden {
            words.append(option.isRequired ? option.synopsis() : "[\(option.synopsis())]")
        }
        return words.joined(separator: " ")
    }
}
