import RouteGenCLI
import RouteGenTestSupport
import Testing

/// A temporary project with a `Specs` folder, on which the `routegen` command runs in-process.
struct CommandFixture {
    /// The project folder.
    let folder: TemporaryDirectory

    /// The names in the output folder `folder`, sorted, without the render cache routegen
    /// keeps there (`.routegen-cache`, see RenderCacheTests).
    func generatedFiles(_ output: String = "Generated") throws -> [String] {
        try folder.list(output).filter { $0 != ".routegen-cache" }
    }

    /// Creates a project whose `Specs/` holds `specs` (file name → YAML).
    init(specs: [String: String]) throws {
        folder = try TemporaryDirectory()
        for (name, yaml) in specs {
            try folder.write(yaml, to: "Specs/" + name)
        }
    }

    /// Parses `arguments` as the command line would, with paths relative to the project, runs
    /// the command, and returns its exit status and output.
    func run(_ arguments: [String]) throws -> (status: Int32, console: RecordingConsole) {
        let command = try RouteGenCommand(parsing: absolute(arguments))
        let console = RecordingConsole()
        let status = command.run(console: console)
        return (status, console)
    }

    /// Runs `routegen graph` with `arguments` as ``run(_:)`` runs `routegen generate`.
    func graph(_ arguments: [String]) throws -> (status: Int32, console: RecordingConsole) {
        let command = try GraphCommand(parsing: absolute(arguments))
        let console = RecordingConsole()
        let status = command.run(console: console)
        return (status, console)
    }

    /// `arguments` with every path made absolute inside the project.
    func absolute(_ arguments: [String]) -> [String] {
        var absolute: [String] = []
        for argument in arguments {
            let isOptionValue = absolute.last.map(Self.nonPathOptions.contains) ?? false
            absolute.append(argument.hasPrefix("-") || isOptionValue ? argument : folder.path(argument))
        }
        return absolute
    }

    /// The options whose value is not a path.
    static let nonPathOptions: Set<String> = ["--mode", "--interface-module", "--format"]

    /// `line` with the project folder's path replaced by `<project>`, for pinning output.
    func relative(_ line: String) -> String {
        line.replacingOccurrences(of: folder.path + "/", with: "")
    }

    /// A valid spec with `screens` screens.
    static func spec(screens: [String]) -> String {
        "screens:\n" + screens.map { "  \($0): {}\n" }.joined()
    }
}
