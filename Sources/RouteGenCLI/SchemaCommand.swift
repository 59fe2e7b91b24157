import RouteGenCore

/// `routegen schema`: prints the JSON Schema of the spec format, for editor completion and
/// checking. It is written from the tables the decoders read, so it lists exactly the keys
/// routegen accepts.
public struct SchemaCommand: Sendable {
    /// The command's name, help, examples and options.
    public static let declaration = CommandDeclaration(
        name: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of a spec, an app spec or routegen.yaml, for editors.",
        discussion: """
            The schema lists every key with its kind of value, its allowed values and \
            what it means, and rejects any other key. Editors that read JSON Schema \
            (VS Code's YAML extension, yaml-language-server) then complete keys and \
            flag mistakes as you type; routegen still checks names, types and links.

            Examples:
              routegen schema > routes.schema.json
              routegen schema --kind app > app.schema.json
              routegen schema --kind config > routegen.schema.json
            """,
        positional: nil,
        options: [kindOption]
    )

    /// `--kind <kind>`.
    static let kindOption = OptionDeclaration.choice(
        "kind", of: SchemaKind.self, valueName: "kind",
        help: "The file the schema describes: feature (<Feature>.routes.yaml), app (<App>.app.yaml) or config (routegen.yaml).",
        default: .feature
    )

    /// Which file's schema to print.
    public var kind: SchemaKind

    /// The command that prints the schema of `kind`.
    public init(kind: SchemaKind = .feature) {
        self.kind = kind
    }

    /// The command `arguments` describe (`routegen schema`'s arguments, without the name).
    public init(parsing arguments: [String]) throws(UsageError) {
        self.init(try ArgumentScanner(subcommand: .schema).scan(arguments))
    }

    /// The command the scanned `arguments` describe.
    init(_ arguments: ParsedArguments) {
        self.init(kind: arguments.choice(of: Self.kindOption) ?? .feature)
    }

    /// Prints the schema to `console`, without the text's final newline, which printing adds.
    public func run(console: some Console) {
        console.print(String(SchemaGenerator.text(for: kind).dropLast()))
    }
}
