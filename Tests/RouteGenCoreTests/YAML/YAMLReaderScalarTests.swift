import Testing
@testable import RouteGenCore

/// Scalar text, style and null detection.
@Suite struct YAMLReaderScalarTests {
    private func scalar(_ yaml: String) throws -> YAMLScalar {
        let root = try #require(YAMLFixture.read(yaml).root)
        return try #require(root.scalar)
    }

    @Test func stylesAndTextsFollowTheSource() throws {
        let root = try #require(YAMLFixture.read("p: x y\ns: 'it''s'\nd: \"a\\tb\\u00e9\"\nl: |\n  one\n  two\nf: >\n  one\n  two\n").root)
        let values = try #require(root.mapping).map(\.value.scalar)
        #expect(values == [
            YAMLScalar(text: "x y", style: .plain),
            YAMLScalar(text: "it's", style: .singleQuoted),
            YAMLScalar(text: "a\tbé", style: .doubleQuoted),
            YAMLScalar(text: "one\ntwo\n", style: .literal),
            YAMLScalar(text: "one two\n", style: .folded),
        ])
    }

    @Test func escapedNULIsKeptInsideTheText() throws {
        let value = try scalar("\"x\\0y\"")
        #expect(Array(value.text.utf8) == [0x78, 0x00, 0x79])
    }

    @Test(arguments: ["", "~", "null", "Null", "NULL"])
    func plainNullSpellingsAreNull(_ spelling: String) throws {
        let root = try #require(YAMLFixture.read("a: \(spelling)\n").root)
        let value = try #require(root.mapping?.first?.value.scalar)
        #expect(value.isNull)
        #expect(value.text == spelling)
    }

    @Test(arguments: ["nULL", "nil", "'null'", "\"~\"", "''", "\"\"", "|\n  null\n"])
    func otherScalarsAreNotNull(_ spelling: String) throws {
        let root = try #require(YAMLFixture.read("a: \(spelling)\n").root)
        let value = try #require(root.mapping?.first?.value.scalar)
        #expect(!value.isNull)
    }

    @Test func documentThatIsOnlyAMarkerIsANullScalar() throws {
        let result = YAMLFixture.read("---\n")
        let root = try #require(result.root)
        #expect(root.scalar?.isNull == true)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: ["", "# only a comment\n", "  \n\n# two\n# comments\n"])
    func streamWithoutDocumentReadsAsNothing(_ yaml: String) {
        let result = YAMLFixture.read(yaml)
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }
}
