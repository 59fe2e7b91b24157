import ArgumentParser
import RouteGenCore

/// `routegen schema`: prints the JSON Schema of the spec format, for editor completion and
/// checking. It is written from the tables the decoders read, so it lists exactly the keys
/// routegen accepts.
public struct SchemaCommand: ParsableCommand {
    /// The command's name, help and examples.
    public static let configuration = CommandConfiguration(
        commandName: "schema",
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
            """
    )

    /// Which file's schema to print.
    @Option(help: "The file the schema describes: feature (<Feature>.routes.yaml), app (<App>.app.yaml) or config (routegen.yaml).")
    public var kind: SchemaKind = .feature

    /// Creates the command; `swift-argument-parser` uses this.
    public init() {}

    /// Prints the schema to standard output.
    public func run() {
        run(console: StandardConsole())
    }

    /// Prints the schema to `console`, without the text's final newline, which printing adds.
    public func run(console: some Console) {
        console.print(String(SchemaGenerator.text(for: kind).dropLast()))
    }
}
