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
        // Each *l4 copies 10^5 'lol's: 300_000 bytes of text. The aliases of lines 1-5 copy
        // 3 * (10 + 100 + 1_000 + 10_000) * 10 = 333_300 bytes, so on line 6 the third *l4
        // (column 10 + 2 * 5) crosses 1 MiB, before the node count reaches 1_000_000
        // (oneNodeOverTheLimitIsRejectedAtTheAlias checks that limit).
        #expect(result.diagnostics == ["spec.yaml:6:20: error: aliases copy more than 1 MiB of text in this document; reuse small bodies, or write long text once"])
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

    /// One long scalar aliased many times is few nodes but much text: 1 MiB of aliased text is
    /// accepted, one byte more is not, whatever the node count.
    @Test(.timeLimit(.minutes(1)))
    func aliasesCopyingMoreThanOneMebibyteOfTextAreRejectedAtTheAlias() throws {
        let quarter = String(repeating: "w", count: 1 << 18)
        let exactly = "- &d \(quarter)\n" + String(repeating: "- *d\n", count: 4)
        #expect(YAMLFixture.read(exactly).diagnostics.isEmpty)
        let over = "- &d \(quarter)x\n" + String(repeating: "- *d\n", count: 4)
        let result = YAMLFixture.read(over)
        #expect(result.root == nil)
        #expect(result.diagnostics == ["spec.yaml:5:3: error: aliases copy more than 1 MiB of text in this document; reuse small bodies, or write long text once"])
        // The attack from the report: a 1 MB scalar aliased 199 times, rejected at its fifth alias.
        let bomb = "screens:\n  s0:\n    doc: &d \"" + String(repeating: "word ", count: 200_000) + "\"\n"
            + (1..<200).map { "  s\($0): { doc: *d }\n" }.joined()
        let start = ContinuousClock.now
        #expect(YAMLFixture.read(bomb).diagnostics == ["spec.yaml:5:14: error: aliases copy more than 1 MiB of text in this document; reuse small bodies, or write long text once"])
        #expect(ContinuousClock.now - start < .seconds(5))
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
