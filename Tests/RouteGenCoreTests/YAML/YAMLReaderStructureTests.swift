import Testing
@testable import RouteGenCore

/// Collections: order, nesting, keys of any kind, and the node accessors.
@Suite struct YAMLReaderStructureTests {
    @Test func mappingKeysKeepDocumentOrder() throws {
        let root = try #require(YAMLFixture.read("zebra: 1\napple: 2\nmango: 3\nbanana: 4\n").root)
        let keys = try #require(root.mapping).map { $0.key.scalar?.text }
        #expect(keys == ["zebra", "apple", "mango", "banana"])
    }

    @Test func flowMappingKeysKeepDocumentOrder() throws {
        let root = try #require(YAMLFixture.read("{c: 1, a: 2, b: 3}").root)
        let keys = try #require(root.mapping).map { $0.key.scalar?.text }
        #expect(keys == ["c", "a", "b"])
    }

    @Test func sequencesKeepItemOrderAndMixKinds() throws {
        let root = try #require(YAMLFixture.read("- b\n- [x]\n- k: v\n- a\n").root)
        let items = try #require(root.sequence)
        #expect(items.map(\.kindDescription) == ["a scalar", "a sequence", "a mapping", "a scalar"])
        #expect(items.first?.scalar?.text == "b")
        #expect(items.last?.scalar?.text == "a")
    }

    @Test func nonScalarKeysAreKept() throws {
        let root = try #require(YAMLFixture.read("? [a, b]\n: c\n").root)
        let entry = try #require(root.mapping?.first)
        #expect(entry.key.sequence?.map { $0.scalar?.text } == ["a", "b"])
        #expect(entry.value.scalar?.text == "c")
    }

    @Test func accessorsAnswerOnlyForTheirKind() throws {
        let root = try #require(YAMLFixture.read("m: {}\ns: []\nx: y\n").root)
        let values = try #require(root.mapping).map(\.value)
        #expect(values[0].mapping?.isEmpty == true && values[0].sequence == nil && values[0].scalar == nil)
        #expect(values[1].sequence?.isEmpty == true && values[1].mapping == nil && values[1].scalar == nil)
        #expect(values[2].scalar?.text == "y" && values[2].mapping == nil && values[2].sequence == nil)
        #expect(values.map(\.kindDescription) == ["a mapping", "a sequence", "a scalar"])
    }

    @Test func emptyValuesAreNullScalars() throws {
        let root = try #require(YAMLFixture.read("a:\nb: 1\n").root)
        let first = try #require(root.mapping?.first?.value)
        #expect(first.scalar?.isNull == true)
    }
}
