import Testing
@testable import RouteGenCore

/// Every problem the YAML stage reports, with its exact text, and whether reading goes on.
@Suite struct YAMLReaderErrorTests {
    // MARK: Syntax errors stop reading

    @Test func tabIndentationIsASyntaxError() {
        let result = YAMLFixture.read("screens:\n\thome: {}\n")
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:2:1: error: a tab cannot indent YAML or start a value; use spaces"])
    }

    @Test func unclosedFlowSequenceIsASyntaxError() {
        let result = YAMLFixture.read("screens: [a\n")
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:2:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence"])
    }

    @Test func badIndentationIsASyntaxError() {
        let result = YAMLFixture.read("screens:\n  home: {}\n detail: {}\n")
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:3:2: error: 'detail' is indented by 1 space, which lines up with no key above it; YAML nests by indentation, so line it up with the keys it belongs with"])
    }

    @Test func aKeyIndentedIntoTheValueAboveIsExplained() {
        let result = YAMLFixture.read("a: 1\n b: 2\n")
        #expect(result.diagnostics == ["spec.yaml:2:2: error: 'b' is indented more than 'a:' above it, so YAML reads it as more of that value; line it up with 'a'"])
    }

    @Test func syntaxErrorWithoutContextHasOnlyTheProblem() {
        let result = YAMLFixture.read("a: b: c\n")
        #expect(result.diagnostics == ["spec.yaml:1:4: error: the value of 'a' holds ': ', which YAML reads as the start of a mapping; quote the value, e.g. a: \"b: c\""])
        let unexplained = YAMLFixture.read("- a\nb: c\n")
        #expect(unexplained.diagnostics == ["spec.yaml:2:1: error: invalid YAML: did not find expected '-' indicator while parsing a block collection"])
    }

    @Test func invalidUTF8IsReportedAtItsCharacter() {
        let result = YAMLFixture.read(Array("a: 1\nbé: ".utf8) + [0xFF, 0x0A])
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:2:5: error: invalid YAML: invalid leading UTF-8 octet"])
    }

    @Test func controlCharacterIsReportedAtItsLine() {
        let result = YAMLFixture.read("a: 1\r\nb: \u{1}\n")
        #expect(result.diagnostics == ["spec.yaml:2:4: error: invalid YAML: control characters are not allowed"])
    }

    @Test func problemsBeforeASyntaxErrorAreKept() {
        let result = YAMLFixture.read("a: !!str x\nb: [\n")
        #expect(result.root == nil)
        #expect(result.diagnostics == [
            "spec.yaml:1:4: error: YAML tags are not supported; remove '!!str'",
            "spec.yaml:3:1: error: invalid YAML: did not find expected node content while parsing a flow node",
        ])
    }

    // MARK: Tags are reported and reading goes on

    @Test func coreSchemaTagIsShownShort() throws {
        let result = YAMLFixture.read("!!str x")
        #expect(result.diagnostics == ["spec.yaml:1:1: error: YAML tags are not supported; remove '!!str'"])
        #expect(result.root?.scalar?.text == "x")
    }

    @Test func everyTaggedNodeIsReportedAndKept() throws {
        let result = YAMLFixture.read("- !foo x\n- !!map {a: 1}\n- !!seq [b]\n- ! y\n")
        #expect(result.diagnostics == [
            "spec.yaml:1:3: error: YAML tags are not supported; remove '!foo'",
            "spec.yaml:2:3: error: YAML tags are not supported; remove '!!map'",
            "spec.yaml:3:3: error: YAML tags are not supported; remove '!!seq'",
            "spec.yaml:4:3: error: YAML tags are not supported; remove '!'",
        ])
        let root = try #require(result.root)
        #expect(root.sequence?.map(\.kindDescription) == ["a scalar", "a mapping", "a sequence", "a scalar"])
    }

    // MARK: Duplicate keys are reported, the first entry wins

    @Test func duplicateKeyIsReportedAndDropped() throws {
        let result = YAMLFixture.read("home: 1\ndetail: 2\nhome: 3\nlast: 4\n")
        #expect(result.diagnostics == ["spec.yaml:3:1: error: duplicate key 'home'; it is first declared at 1:1"])
        let root = try #require(result.root)
        #expect(YAMLFixture.outline(root) == "{home@1:1: 1@1:7, detail@2:1: 2@2:9, last@4:1: 4@4:7}@1:1")
    }

    @Test func duplicateWithCollectionValueIsDroppedWhole() throws {
        let result = YAMLFixture.read("a: x\na:\n  - 1\n  - 2\nb: y\n")
        #expect(result.diagnostics == ["spec.yaml:2:1: error: duplicate key 'a'; it is first declared at 1:1"])
        let root = try #require(result.root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: x@1:4, b@5:1: y@5:4}@1:1")
    }

    @Test func mergeKeysAreReportedAndDropped() throws {
        let result = YAMLFixture.read("base: &b {id: 1}\nhome:\n  <<: *b\n  name: x\nquoted: {\"<<\": 2}\n")
        #expect(result.diagnostics == [
            "spec.yaml:3:3: error: merge keys ('<<') are not supported; write the keys out, or reuse a whole body with an alias ('*name')"
        ])
        let root = try #require(result.root)
        // A quoted '<<' is an ordinary key: YAML gives only the plain one its merge meaning.
        #expect(YAMLFixture.outline(root) == "{base@1:1: {id@1:11: 1@1:15}@1:7, home@2:1: {name@4:3: x@4:9}@3:3, quoted@5:1: {\"<<\"@5:10: 2@5:16}@5:9}@1:1")
    }

    @Test func keysRepeatFreelyAcrossMappings() {
        let result = YAMLFixture.read("a: {id: 1}\nb: {id: 2}\n")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func everyDuplicateIsReported() {
        let result = YAMLFixture.read("outer:\n  k: 1\n  k: 2\n  k: 3\nouter: {}\n")
        #expect(result.diagnostics == [
            "spec.yaml:3:3: error: duplicate key 'k'; it is first declared at 2:3",
            "spec.yaml:4:3: error: duplicate key 'k'; it is first declared at 2:3",
            "spec.yaml:5:1: error: duplicate key 'outer'; it is first declared at 1:1",
        ])
    }

    @Test func quotingDoesNotHideADuplicate() {
        let result = YAMLFixture.read("{a: 1, 'a': 2}")
        #expect(result.diagnostics == ["spec.yaml:1:8: error: duplicate key 'a'; it is first declared at 1:2"])
    }

    // MARK: A second document

    @Test func secondDocumentIsReportedAndTheFirstReturned() throws {
        let result = YAMLFixture.read("a: 1\n---\nb: 2\n")
        #expect(result.diagnostics == ["spec.yaml:2:1: error: a spec holds a single YAML document; remove this second one"])
        let root = try #require(result.root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: 1@1:4}@1:1")
    }

    @Test func documentEndMarkerAloneIsNotASecondDocument() {
        let result = YAMLFixture.read("a: 1\n...\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.mapping?.count == 1)
    }

    // MARK: Several problems in one run

    @Test func nonFatalProblemsAreAllReportedInOrder() {
        let result = YAMLFixture.read("a: !x 1\nb: *nope\na: 2\nc: !y 3\n")
        #expect(result.diagnostics == [
            "spec.yaml:1:4: error: YAML tags are not supported; remove '!x'",
            "spec.yaml:2:4: error: unknown alias '*nope'; define '&nope' before using it",
            "spec.yaml:3:1: error: duplicate key 'a'; it is first declared at 1:1",
            "spec.yaml:4:4: error: YAML tags are not supported; remove '!y'",
        ])
        #expect(result.root?.mapping?.map { $0.key.scalar?.text } == ["a", "b", "c"])
    }
}
