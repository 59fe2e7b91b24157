import Testing
@testable import RouteGenCore

/// Node positions: libyaml's 0-based marks must come out 1-based, in characters, on the right lines.
@Suite struct YAMLReaderPositionTests {
    @Test func blockMappingKeysAndValuesStartWhereTheyAreWritten() throws {
        let root = try #require(YAMLFixture.read("name: home\npath:   /home\n").root)
        #expect(YAMLFixture.outline(root) == "{name@1:1: home@1:7, path@2:1: /home@2:9}@1:1")
    }

    @Test func nestedBlockCollectionsStartAtTheirFirstKeyOrDash() throws {
        let yaml = """
        screens:
          home:
            params:
              - id
              - name
        """
        let root = try #require(YAMLFixture.read(yaml).root)
        #expect(YAMLFixture.outline(root) == "{screens@1:1: {home@2:3: {params@3:5: [id@4:9, name@5:9]@4:7}@3:5}@2:3}@1:1")
    }

    @Test func flowCollectionsStartAtTheirOpeningBracket() throws {
        let root = try #require(YAMLFixture.read("a: {b: 1, c: [x, {d: e}]}\n").root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: {b@1:5: 1@1:8, c@1:11: [x@1:15, {d@1:19: e@1:22}@1:18]@1:14}@1:4}@1:1")
    }

    @Test func quotedAndBlockScalarsStartAtTheirIndicator() throws {
        let root = try #require(YAMLFixture.read("a: 'x'\nb:  \"y\"\nc: |\n  z\n").root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: 'x'@1:4, b@2:1: \"y\"@2:5, c@3:1: |z\n@3:4}@1:1")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "名前" is 2 characters but 6 UTF-8 bytes; "é" is 1 character but 2 bytes.
        let root = try #require(YAMLFixture.read("名前: 値\né: x\n").root)
        #expect(YAMLFixture.outline(root) == "{名前@1:1: 値@1:5, é@2:1: x@2:4}@1:1")
    }

    @Test func lineAfterNonASCIILineIsCountedOnce() throws {
        let root = try #require(YAMLFixture.read("title: Grüße 👋\nnext: value\n").root)
        let entries = try #require(root.mapping)
        #expect(entries[1].key.position == SourcePosition(line: 2, column: 1))
        #expect(entries[1].value.position == SourcePosition(line: 2, column: 7))
    }

    @Test func crlfLineBreaksCountAsOneLine() throws {
        let root = try #require(YAMLFixture.read("a: 1\r\nb:\r\n  - x\r\n  - y\r\nc: 2\r\n").root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: 1@1:4, b@2:1: [x@3:5, y@4:5]@3:3, c@5:1: 2@5:4}@1:1")
    }

    @Test func byteOrderMarkTakesNoColumn() throws {
        let root = try #require(YAMLFixture.read("\u{FEFF}a: 1\n").root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: 1@1:4}@1:1")
    }

    @Test func errorPositionsAreOneBased() {
        // The tab is libyaml's mark line 1, column 0.
        let result = YAMLFixture.read("a:\n\tb: 1\n")
        #expect(result.diagnostics.first?.hasPrefix("spec.yaml:2:1: ") == true)
    }
}
