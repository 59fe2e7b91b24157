import Testing
@testable import RouteGenCore

/// The spec builder decodes every v1 key into the model, in spec order.
@Suite struct SpecBuilderTests {
    /// Builds the spec model of `yaml`, which must be valid.
    func build(_ yaml: String, path: String = SpecFixture.path) throws -> FeatureSpec {
        var diagnostics = Diagnostics()
        let root = YAMLReader.read(Array(yaml.utf8), file: path, diagnostics: &diagnostics)
        let spec = SpecBuilder.build(root, source: SpecSource(path: path, text: yaml), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        return try #require(spec)
    }

    @Test func decodesEveryKeyInSpecOrder() throws {
        let spec = try build("""
            access: package
            imports: [Models, Foundation]
            screens:
              profile:
                doc: One user's profile.
                params:
                  user: User
              photos:
                params:
                  userID: String
                  filter: { type: PhotoFilter, default: .all }
            modals:
              legacy:
                style: fullScreenCover
                params: { userID: String }
              share: {}
            events:
              dismissed: {}
              liked:
                params: { userID: String }
            """)
        #expect(spec.name == "Home")
        #expect(spec.access == .package)
        #expect(spec.imports.map(\.text) == ["Models", "Foundation"])
        #expect(spec.screens.map(\.name.text) == ["profile", "photos"])
        #expect(spec.screens[0].doc?.text == "One user's profile.")
        #expect(spec.screens[1].parameters.map(\.name.text) == ["userID", "filter"])
        #expect(spec.screens[1].parameters[1].type.text == "PhotoFilter")
        #expect(spec.screens[1].parameters[1].defaultValue?.text == ".all")
        #expect(spec.modals.map(\.name.text) == ["legacy", "share"])
        #expect(spec.modals.map(\.style) == [.fullScreenCover, .sheet])
        #expect(spec.events.map(\.name.text) == ["dismissed", "liked"])
        #expect(spec.events.map(\.kind) == [.event, .event])
    }

    @Test func defaultsWhenOptionalKeysAreAbsent() throws {
        let spec = try build("screens:\n  home:\n")
        #expect(spec.access == .public)
        #expect(spec.imports == [])
        #expect(spec.modals == [])
        #expect(spec.events == [])
        #expect(spec.screens.first?.parameters == [])
        #expect(spec.screens.first?.doc == nil)
    }

    @Test func keepsPositionsOfNamesTypesAndDefaults() throws {
        let spec = try build("screens:\n  photos:\n    params:\n      filter: { type: PhotoFilter, default: .all }\n")
        let parameter = try #require(spec.screens.first?.parameters.first)
        #expect(spec.screens.first?.name.position == SourcePosition(line: 2, column: 3))
        #expect(parameter.name.position == SourcePosition(line: 4, column: 7))
        #expect(parameter.type.position == SourcePosition(line: 4, column: 23))
        #expect(parameter.defaultValue?.position == SourcePosition(line: 4, column: 45))
    }

    @Test(arguments: [
        ("[User]", "[User]"),
        ("[String: Int]", "[String: Int]"),
        ("[[Photo]]", "[[Photo]]"),
        ("[String: [Int]]", "[String: [Int]]"),
    ])
    func turnsUnquotedFlowCollectionsBackIntoTypes(written: String, type: String) throws {
        let spec = try build("screens:\n  home:\n    params:\n      value: \(written)\n")
        #expect(spec.screens.first?.parameters.first?.type.text == type)
    }

    @Test func readsAnEmptyFlowSequenceDefaultAsAnEmptyArray() throws {
        let spec = try build("screens:\n  home:\n    params:\n      tags: { type: \"[String]\", default: [] }\n")
        #expect(spec.screens.first?.parameters.first?.defaultValue?.text == "[]")
    }

    @Test func acceptsASingleImportWrittenWithoutAList() throws {
        let spec = try build("imports: Models\nscreens:\n  home: {}\n")
        #expect(spec.imports.map(\.text) == ["Models"])
    }

    @Test func aliasesCopyTheAnchoredBody() throws {
        let spec = try build("screens:\n  a: &shared\n    params: { id: Int }\nmodals:\n  b: *shared\n")
        #expect(spec.modals.first?.parameters.map(\.name.text) == ["id"])
    }

    @Test func takesTheFeatureNameFromTheFileName() throws {
        let spec = try build("screens:\n  home: {}\n", path: "Features/Specs/UserDetail.routes.yaml")
        #expect(spec.name == "UserDetail")
        #expect(spec.file == "Features/Specs/UserDetail.routes.yaml")
    }

    @Test func readsAnUnlabelledParameterAndWhereItsNameStarts() throws {
        let spec = try build("screens:\n  post:\n    params:\n      _ post: Post\n      _   index: Int\n      scrollTo: Int?\n")
        let parameters = try #require(spec.screens.first?.parameters)
        #expect(parameters.map(\.name.text) == ["post", "index", "scrollTo"])
        #expect(parameters.map(\.isLabelled) == [false, false, true])
        #expect(parameters.map(\.name.position) == [
            SourcePosition(line: 4, column: 9), SourcePosition(line: 5, column: 11), SourcePosition(line: 6, column: 7),
        ])
    }

    @Test func readsAModalsStackDetentsAndPopoverStyleAndTheRootsParameters() throws {
        let spec = try build("""
            root: { params: { user: User } }
            screens: { home: {} }
            modals:
              settings: { stack: Settings, detents: [medium, large] }
              sort: { style: popover, detents: fraction(0.3) }
            """)
        #expect(spec.root?.parameters.map(\.name.text) == ["user"])
        #expect(spec.modals.map(\.stack?.text) == ["Settings", nil])
        #expect(spec.modals.map { $0.detents.map(\.text) } == [["medium", "large"], ["fraction(0.3)"]])
        #expect(spec.modals.map(\.style) == [.sheet, .popover])
    }
}

/// Offsets inside a spec's text map to columns only when the YAML spelling allows it.
@Suite struct SpecTextTests {
    let start = SourcePosition(line: 3, column: 10)

    @Test func plainTextMapsOffsetsToColumns() {
        #expect(SpecText("Array<", at: start, style: .plain).position(atOffset: 6) == SourcePosition(line: 3, column: 16))
    }

    @Test func quotedTextSkipsTheOpeningQuote() {
        #expect(SpecText("a;b", at: start, style: .doubleQuoted).position(atOffset: 1) == SourcePosition(line: 3, column: 12))
        #expect(SpecText("a;b", at: start, style: .singleQuoted).position(atOffset: 1) == SourcePosition(line: 3, column: 12))
    }

    @Test func escapedOrMultilineOrRebuiltTextPointsAtItsStart() {
        #expect(SpecText("a\"b", at: start, style: .doubleQuoted).position(atOffset: 2) == start)
        #expect(SpecText("a\nb", at: start, style: .plain).position(atOffset: 2) == start)
        #expect(SpecText("a b", at: start, style: .literal).position(atOffset: 2) == start)
        #expect(SpecText("[User]", at: start, style: nil).position(atOffset: 2) == start)
    }
}
