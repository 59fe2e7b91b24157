import Testing
@testable import RouteGenCore

/// Label escaping: what a URL template, a Swift type or a tab title can hold reaches Mermaid
/// and DOT as text, never as syntax.
@Suite struct GraphTextTests {
    @Test func mermaidLeavesPlainTextAlone() {
        #expect(MermaidText.escaped("photos(userID: String, filter: [Tag: Int]?) url: a/*/b?c=d;e") == "photos(userID: String, filter: [Tag: Int]?) url: a/*/b?c=d;e")
    }

    @Test func mermaidKeepsBracesPercentAndBackslashesReadable() {
        #expect(MermaidText.escaped("users/{id}") == "users/{id}")
        #expect(MermaidText.escaped("a/%2F/{b}?q=100% \\") == "a/%2F/{b}?q=100% \\")
    }

    @Test func mermaidEscapesWhatWouldBeSyntax() {
        #expect(MermaidText.escaped("Set<Tag>") == "Set#lt;Tag#gt;")
        #expect(MermaidText.escaped("say \"hi\"") == "say #quot;hi#quot;")
        #expect(MermaidText.escaped("a|b") == "a#124;b")
        #expect(MermaidText.escaped("#35; & `x`") == "#35;35; #amp; #96;x#96;")
    }

    @Test func mermaidKeepsLettersOfEveryScriptAndShowsInvisibleCharacters() {
        #expect(MermaidText.escaped("検索") == "検索")
        // One character of two scalars, and one outside the Basic Multilingual Plane.
        #expect(MermaidText.escaped("e\u{301} 😀") == "e\u{301} 😀")
        // A bidirectional override and a no-break space are invisible: shown as codes.
        #expect(MermaidText.escaped("a\u{202E}b\u{A0}c") == "a#8238;b#160;c")
        // Control characters are shown as diagnostics show them.
        #expect(MermaidText.escaped("a\nb\tc") == "a\\nb\\tc")
    }

    @Test func mermaidLabelsAreQuotedAndBrokenIntoLines() {
        #expect(MermaidText.label(["search(query: String)", "url: search?q={query}"]) == "\"search(query: String)<br>url: search?q={query}\"")
        // A '<br>' in the text itself stays text.
        #expect(MermaidText.label(["a<br>b"]) == "\"a#lt;br#gt;b\"")
    }

    @Test func dotLeavesPlainTextAlone() {
        #expect(DOTText.escaped("photos(userID: String, filter: [Tag: Int]?) url: a/*/b?c=d;e#f") == "photos(userID: String, filter: [Tag: Int]?) url: a/*/b?c=d;e#f")
    }

    @Test func dotEscapesWhatWouldBeSyntax() {
        #expect(DOTText.escaped("say \"hi\"") == "say \\\"hi\\\"")
        #expect(DOTText.escaped("a\\nb") == "a\\\\nb")
        #expect(DOTText.escaped("users/{id}") == "users/\\{id\\}")
        #expect(DOTText.escaped("Set<Tag> | x") == "Set\\<Tag\\> \\| x")
        #expect(DOTText.escaped("&lt; &#65;") == "&amp;lt; &amp;#65;")
    }

    @Test func dotKeepsNonASCIIAsUTF8AndShowsControlCharacters() {
        // Graphviz decodes '&#128512;' into invalid UTF-8, and reads DOT as UTF-8 by default.
        #expect(DOTText.escaped("検索 e\u{301} 😀") == "検索 e\u{301} 😀")
        #expect(DOTText.escaped("a\nb\u{7F}") == #"a\\nb\\u\{7F\}"#)
    }

    @Test func dotLabelsAreQuotedAndBrokenIntoLines() {
        #expect(DOTText.label(["search(query: String)", "url: search?q={query}"]) == "\"search(query: String)\\nurl: search?q=\\{query\\}\"")
    }
}
