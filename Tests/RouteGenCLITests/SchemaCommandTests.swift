import ArgumentParser
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
        try SchemaCommand.parse(arguments).run(console: console)
        #expect(console.out.joined(separator: "\n") + "\n" == SchemaGenerator.text(for: kind))
        #expect(console.errors == [])
    }

    @Test func theRootCommandRunsItAsASubcommand() throws {
        let command = try RouteGenRootCommand.parseAsRoot(["schema", "--kind", "app"])
        #expect((command as? SchemaCommand)?.kind == .app)
        #expect(RouteGenRootCommand.helpMessage().contains("schema"))
    }

    @Test func rejectsAnUnknownKindNamingTheKnownOnes() {
        #expect {
            _ = try SchemaCommand.parse(["--kind", "routes"])
        } throws: { error in
            let message = SchemaCommand.message(for: error)
            return message.contains("'routes'") && message.contains("'feature', 'app' or 'config'")
        }
    }

    @Test func helpShowsHowToWriteTheSchemaToAFile() {
        let help = SchemaCommand.helpMessage()
        #expect(help.contains("--kind <kind>"))
        #expect(help.contains("routegen schema > routes.schema.json"))
    }
}
