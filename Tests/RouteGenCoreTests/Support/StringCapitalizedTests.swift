import Foundation
@testable import RouteGenCore
import Testing
import RouteGenTestSupport

/// The `capitalized` template transform, which RouteGenCore spells without Foundation, gives
/// what Foundation's `capitalized` gives, so a user's template renders as it did with
/// swift-mustache.
struct StringCapitalizedTests {
    @Test(arguments: [
        "", "hello world", "hELLO wORLD", "hello-world", "user_id", "x1y z", "123abc", "don't stop",
        "it\u{2019}s", "a.b c\td\ne", "  lead", "camelCase here", "éclair über", "ß straße", "ǆemal",
        "ﬁne ﬂow", "e\u{301}te", "ʰa", "ΣΊΣΥΦΟΣ", "ǈ lj", "Q😀q",
    ])
    func examplesMatchFoundation(_ text: String) {
        #expect(text.capitalizedWords == text.capitalized)
    }

    @Test func randomTextsMatchFoundation() {
        var random = SplitMix64(seed: 20_261_126)
        // ASCII, Latin, Greek, Cyrillic, combining marks, modifier letters, general punctuation,
        // ligatures, Deseret (cased letters outside the BMP), emoji.
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x24F, 0x2B0...0x36F, 0x370...0x3FF, 0x400...0x4FF, 0x1E00...0x1FFF,
            0x2000...0x206F, 0xFB00...0xFB06, 0x10400...0x1044F, 0x1F600...0x1F64F,
        ]
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 9) {
                let range = ranges[Int(random.next() % UInt64(ranges.count))]
                let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            if text.capitalizedWords != text.capitalized { mismatches.append(text.debugDescription) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}
