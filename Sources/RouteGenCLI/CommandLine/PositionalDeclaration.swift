/// The positional arguments a subcommand accepts: any number of them, given one name.
public struct PositionalDeclaration: Sendable {
    /// The placeholder, `spec-or-folder` in `[<spec-or-folder> ...]`.
    public let valueName: String
    /// What they are, one paragraph, unwrapped.
    public let help: String

    /// The inputs of `generate` and `graph`: spec files, app specs and folders.
    static let specs = PositionalDeclaration(
        valueName: "spec-or-folder",
        help: "Spec files (<Feature>.routes.yaml), app specs (<App>.app.yaml) and folders, searched recursively for both."
    )
}
