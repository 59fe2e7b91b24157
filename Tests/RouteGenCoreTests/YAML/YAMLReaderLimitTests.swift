import Testing
@testable import RouteGenCore

/// Hostile input: alias bombs and deep nesting are rejected quickly and without crashing.
@Suite struct YAMLReaderLimitTests {
    @Test(.timeLimit(.minutes(1)))
    func billionLaughsIsRejectedQuickly() {
        // Nine levels of ten aliases each: about 10^9 nodes once expanded.
        var lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...8 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("l\(level): &l\(level) [\(aliases)]")
        }
        let start = ContinuousClock.now
        let result = YAMLFixture.read(lines.joined(separator: "\n") + "\n")
        let elapsed = ContinuousClock.now - start

        #expect(result.root == nil)
        // Lines 1-5 (l0...l4) expand to 123_461 nodes with the root; line 6 adds its key, its list
        // and 111_111 per *l4, so the eighth *l4 (column 10 + 7 * 5) is the one that crosses 1_000_000.
        #expect(result.diagnostics == ["spec.yaml:6:45: error: aliases expand this document beyond 1000000 nodes"])
        #expect(elapsed < .seconds(5))
    }

    /// A root sequence holding an anchored list of `itemCount` scalars, `extraCount` plain
    /// scalars, then `aliasCount` aliases to the list.
    private func aliasDocument(itemCount: Int, extraCount: Int, aliasCount: Int) -> String {
        let items = Array(repeating: "x", count: itemCount).joined(separator: ", ")
        let extras = Array(repeating: "- e\n", count: extraCount).joined()
        let aliases = Array(repeating: "- *list\n", count: aliasCount).joined()
        return "- &list [\(items)]\n" + extras + aliases
    }

    @Test func documentOfExactlyTheLimitIsAccepted() throws {
        // 1 root + 999 for the list + 1000 aliases of 999 = 1_000_000 nodes.
        let result = YAMLFixture.read(aliasDocument(itemCount: 998, extraCount: 0, aliasCount: 1000))
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.sequence?.count == 1001)
        #expect(root.sequence?.last?.sequence?.count == 998)
    }

    @Test func oneNodeOverTheLimitIsRejectedAtTheAlias() {
        let result = YAMLFixture.read(aliasDocument(itemCount: 998, extraCount: 1, aliasCount: 1000))
        #expect(result.root == nil)
        // Line 1 is the list, line 2 the extra scalar, lines 3...1002 the aliases; the last one overflows.
        #expect(result.diagnostics == ["spec.yaml:1002:3: error: aliases expand this document beyond 1000000 nodes"])
    }

    @Test func nestingOf256IsAccepted() throws {
        let depth = 256
        let result = YAMLFixture.read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(result.diagnostics.isEmpty)
        var node = try #require(result.root)
        var levels = 1
        while let inner = node.sequence?.first {
            node = inner
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func nestingOf257IsRejectedAtTheDeepestCollection() {
        let depth = 257
        let result = YAMLFixture.read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:1:257: error: collections are nested deeper than 256 levels"])
    }

    @Test func deepBlockNestingIsRejectedAtTheDeepestCollection() {
        // Block mappings, each nested one column further: `k:` then two spaces more per level.
        let lines = (0..<300).map { String(repeating: " ", count: $0) + "k:" }
        let result = YAMLFixture.read(lines.joined(separator: "\n") + " x\n")
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:257:257: error: collections are nested deeper than 256 levels"])
    }

    @Test(.timeLimit(.minutes(1)))
    func hugeNestingDoesNotOverflowTheStack() {
        let result = YAMLFixture.read(String(repeating: "[", count: 100_000))
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:1:257: error: collections are nested deeper than 256 levels"])
    }
}
