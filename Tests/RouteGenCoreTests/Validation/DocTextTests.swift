import Testing
@testable import RouteGenCore
import RouteGenTestSupport

/// The byte-level doc splitting and checking agree with the Character-based rules they
/// replace, on texts built from the characters where the two could differ.
@Suite struct DocTextTests {
    /// The rules as first written: split at any newline Character, trim trailing whitespace
    /// Characters, and refuse control scalars other than tab and line breaks.
    static func referenceLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    }

    static func referenceForbidden(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            scalar.properties.generalCategory == .control && !["\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}"].contains(scalar)
        }
    }

    /// Pieces that exercise every branch: ASCII, spaces, tabs, each line break, Unicode
    /// whitespace, combining marks, controls in and out of the C1 range, emoji.
    static let pieces = [
        "a", "Doc", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
        "\u{A0}", "\u{3000}", "\u{2003}", "e\u{301}", "\u{301}", "é", "\u{1}", "\u{7F}", "\u{80}", "\u{9F}",
        "\u{A0}x", "Ā", "日本", "👩‍👩‍👧", "\u{200B}", "\u{FEFF}",
    ]

    @Test func agreesWithTheCharacterRulesOnRandomTexts() {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(DocText.firstForbiddenScalar(in: text) == Self.referenceForbidden(text), "\(text.unicodeScalars.map { $0.value })")
            if Self.referenceForbidden(text) == nil {
                #expect(DocText.lines(of: text) == Self.referenceLines(text), "\(text.unicodeScalars.map { $0.value })")
            }
        }
    }

    /// The one-line shortcut takes only texts the walk would give back whole, and they agree.
    @Test func takesOneTrimmedASCIILineWhole() {
        let oneLine = ["", "Doc", "Screen 3 of the feature.", "\ta b"]
        let others = ["Doc ", "Doc\t", "a\nb", "a\rb", "a\u{0B}", "a\u{0C}b", "é", "a\u{85}b", "Doc\u{3000}"]
        for text in oneLine + others {
            let isOneLine = Array(text.utf8).withUnsafeBufferPointer(DocText.isOneTrimmedASCIILine)
            #expect(isOneLine == oneLine.contains(text), "\(text.unicodeScalars.map { $0.value })")
            #expect(DocText.lines(of: text) == Self.referenceLines(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    @Test func splitsLongDocsAtLineFeedsAndTrimsTheirEnds() {
        #expect(DocText.lines(of: "First  \n\tSecond\t\n\nLast \u{3000}") == ["First", "\tSecond", "", "Last"])
        #expect(DocText.firstForbiddenScalar(in: "a\u{1B}[0m") == "\u{1B}")
        #expect(DocText.firstForbiddenScalar(in: "NEL\u{85} is a line break") == nil)
    }
}
