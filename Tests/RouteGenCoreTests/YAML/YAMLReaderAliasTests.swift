import Testing
@testable import RouteGenCore

/// Anchors and aliases: aliases resolve to copies of anchored nodes, positions included.
@Suite struct YAMLReaderAliasTests {
    @Test func scalarAliasCopiesTheAnchoredScalarAndItsPosition() throws {
        let result = YAMLFixture.read("a: &x 'one'\nb: *x\n")
        let root = try #require(result.root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: 'one'@1:4, b@2:1: 'one'@1:4}@1:1")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aliasedMappingIsCopiedWithItsKeyOrder() throws {
        let yaml = """
        base: &base
          z: 1
          a: 2
        copy: *base
        """
        let result = YAMLFixture.read(yaml)
        let root = try #require(result.root)
        #expect(YAMLFixture.outline(root) == "{base@1:1: {z@2:3: 1@2:6, a@3:3: 2@3:6}@1:7, copy@4:1: {z@2:3: 1@2:6, a@3:3: 2@3:6}@1:7}@1:1")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aliasedSequenceIsCopied() throws {
        let result = YAMLFixture.read("first: &list [a, b]\nsecond: [*list, *list]\n")
        let root = try #require(result.root)
        #expect(YAMLFixture.outline(root) == "{first@1:1: [a@1:15, b@1:18]@1:8, second@2:1: [[a@1:15, b@1:18]@1:8, [a@1:15, b@1:18]@1:8]@2:9}@1:1")
    }

    @Test func laterAnchorWithTheSameNameWins() throws {
        let root = try #require(YAMLFixture.read("- &x one\n- &x two\n- *x\n").root)
        #expect(root.sequence?.last?.scalar?.text == "two")
    }

    @Test func unknownAliasIsReportedAndReadsAsNull() throws {
        let result = YAMLFixture.read("a: *missing\nb: 1\n")
        #expect(result.diagnostics == ["spec.yaml:1:4: error: unknown alias '*missing'; define '&missing' before using it"])
        let root = try #require(result.root)
        #expect(YAMLFixture.outline(root) == "{a@1:1: ~@1:4, b@2:1: 1@2:4}@1:1")
    }

    @Test func anchorIsRegisteredOnlyOnceItsNodeIsComplete() {
        let result = YAMLFixture.read("&loop [*loop]")
        #expect(result.diagnostics == ["spec.yaml:1:8: error: unknown alias '*loop'; define '&loop' before using it"])
        #expect(result.root?.sequence?.first?.scalar?.isNull == true)
    }

    @Test func aliasBeforeItsAnchorIsUnknown() {
        let result = YAMLFixture.read("- *later\n- &later x\n- *later\n")
        #expect(result.diagnostics == ["spec.yaml:1:3: error: unknown alias '*later'; define '&later' before using it"])
        #expect(result.root?.sequence?.map { $0.scalar?.text } == ["", "x", "x"])
    }
}
