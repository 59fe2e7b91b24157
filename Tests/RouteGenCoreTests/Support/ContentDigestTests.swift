@testable import RouteGenCore
import Testing

/// `ContentDigest` hashes four words a turn; its digests are the cache's, so they must stay
/// those of one word at a time.
@Suite struct ContentDigestTests {
    /// FNV-1a over eight-byte words with the high bits folded down, then the rest byte by byte:
    /// the digest written one step at a time.
    private static func reference(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var index = 0
        while index + 8 <= bytes.count {
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * offset) }
            hash = (hash ^ word) &* prime
            hash ^= hash >> 29
            index += 8
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* prime
            index += 1
        }
        return "\(bytes.count)-" + String(hash, radix: 16)
    }

    @Test func fourWordsATurnGiveTheDigestOfOneAtATime() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...131 {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(ContentDigest(bytes).description == Self.reference(bytes), "\(count) bytes")
        }
    }

    @Test func aKnownTextKeepsItsDigest() {
        let text = Array("struct HomeRoute: Hashable, Sendable { let id: Int }\n".utf8)
        #expect(ContentDigest(text).description == Self.reference(text))
    }
}
