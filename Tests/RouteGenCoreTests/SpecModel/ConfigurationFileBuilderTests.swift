import Testing
@testable import RouteGenCore

/// Reading `routegen.yaml`: typed values, and exact diagnostics for everything else.
@Suite struct ConfigurationFileBuilderTests {
    static let path = "Sources/App/routegen.yaml"

    /// The decoded file and the diagnostics of decoding `yaml`.
    func decode(_ yaml: String) -> (file: ConfigurationFile?, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let file = ConfigurationFileBuilder.decode(Array(yaml.utf8), file: Self.path, diagnostics: &diagnostics)
        return (file, diagnostics.map(\.description))
    }

    @Test func decodesEveryKey() throws {
        let result = decode("# The app's live wiring.\nmode: live\ninterfaceModule: Navigation\n")
        let file = try #require(result.file)
        #expect(result.diagnostics == [])
        #expect(file.mode == .live)
        #expect(file.interfaceModule?.text == "Navigation")
        #expect(file.interfaceModule?.position == SourcePosition(line: 3, column: 18))
    }

    @Test(arguments: ["", "# only a comment\n", "~\n"])
    func anEmptyFileSetsNothing(_ yaml: String) throws {
        let result = decode(yaml)
        #expect(result.diagnostics == [])
        #expect(result.file == ConfigurationFile())
    }

    @Test func suggestsTheKeyAUserMeant() {
        let result = decode("mode: live\ninterfaceModul: Navigation\n")
        #expect(result.file == nil)
        #expect(result.diagnostics == [
            "Sources/App/routegen.yaml:2:1: error: unknown key 'interfaceModul' in a routegen configuration; did you mean 'interfaceModule'?",
        ])
    }

    @Test func rejectsAnUnknownKeyAndAnUnknownModeTogether() {
        #expect(decode("output: Generated\nmode: lve\n").diagnostics == [
            "Sources/App/routegen.yaml:1:1: error: unknown key 'output' in a routegen configuration; expected mode or interfaceModule",
            "Sources/App/routegen.yaml:2:7: error: 'lve' is not a generation mode; did you mean 'live'?",
        ])
    }

    @Test func rejectsAConfigurationThatIsNotAMapping() {
        #expect(decode("- live\n").diagnostics == [
            "Sources/App/routegen.yaml:1:1: error: a routegen configuration must be a mapping with the keys mode and interfaceModule, e.g. 'mode: live'; found a sequence",
        ])
    }

    @Test func reportsInvalidYAMLWithItsPosition() {
        #expect(decode("mode: [live\n").diagnostics == [
            "Sources/App/routegen.yaml:2:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence",
        ])
    }
}
