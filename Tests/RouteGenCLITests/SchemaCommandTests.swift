import RouteGenCLI
import RouteGenCore
import Testing

/// `routegen schema` run in-process: it prints the core's schema of the file `--kind` names.
@Suite struct SchemaCommandTests {
    @Test(arguments: [
        ([], SchemaKind.feature),
        (["--kind", "feature"], .feature),
        (["--kind", "app"], .app),
        (["--kind", "config"], .config),
    ])
    func printsTheSchemaOfTheKindOfFile(arguments: [String], kind: SchemaKind) throws {
        let console = RecordingConsole()
        try SchemaCommand(parsing: arguments).run(console: console)
        #expect(console.out.joined(separator: "\n") + "\n" == SchemaGenerator.text(for: kind))
        #expect(console.errors == [])
    }

    @Test func theRootCommandRunsItAsASubcommand() throws {
        guard case .schema(let command) = try Invocation.parse(["schema", "--kind", "app"]) else {
            Issue.record("not schema")
            return
        }
        #expect(command.kind == .app)
        #expect(Invocation.HelpTopic.subcommands.text.contains("\n  schema  "))
    }

    @Test func rejectsAnUnknownKindNamingTheKnownOnes() {
        let message = usageError { _ = try SchemaCommand(parsing: ["--kind", "routes"]) }?.message ?? ""
        #expect(message.contains("'routes'") && message.contains("'feature', 'app' or 'config'"))
    }

    @Test func helpShowsHowToWriteTheSchemaToAFile() {
        let help = Invocation.HelpTopic.subcommand(.schema).text
        #expect(help.contains("--kind <kind>"))
        #expect(help.contains("routegen schema > routes.schema.json"))
    }
}
