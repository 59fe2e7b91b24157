/// routegen's subcommands. `generate` is the default: `routegen Specs -o Generated` generates.
public enum Subcommand: String, CaseIterable, Sendable {
    /// `routegen generate`: ``RouteGenCommand``.
    case generate
    /// `routegen schema`: ``SchemaCommand``.
    case schema
    /// `routegen graph`: ``GraphCommand``.
    case graph

    /// The subcommand that runs when none is named.
    public static let `default` = Subcommand.generate

    /// What the subcommand accepts, and its help.
    public var declaration: CommandDeclaration {
        switch self {
        case .generate: RouteGenCommand.declaration
        case .schema: SchemaCommand.declaration
        case .graph: GraphCommand.declaration
        }
    }
}
