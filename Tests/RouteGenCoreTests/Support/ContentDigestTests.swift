@testable import RouteGenCore
import Testing

/// `ContentDigest` hashes 32-byte blocks in four lanes, word by word; its digests are the
/// render cache's, so they must stay those of the digest written one step at a time, and the
/// same on every machine.
@Suite struct ContentDigestTests {
    /// One word added to a hash: FNV-1a's xor and multiply, the high bits folded down.
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let multiplied = (hash ^ word) &* 0x0000_0100_0000_01b3
        return multiplied ^ (multiplied >> 29)
    }

    /// The digest of `bytes`, one step at a time: while 32 bytes are left, word `i` of each
    /// block goes into lane `i`, and the lanes are folded into the hash in order after the last
    /// block; then the words left, then the bytes left.
    private static func reference(_ bytes: [UInt8]) -> String {
        func word(at index: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 | UInt64(bytes[index + $1]) << (8 * $1) }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = 0
        if bytes.count >= 32 {
            let seeds: [UInt64] = [0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344, 0xa409_3822_299f_31d0]
            var lanes = [hash] + seeds.map { mix(hash, $0) }
            while index + 32 <= bytes.count {
                for lane in 0..<4 { lanes[lane] = mix(lanes[lane], word(at: index + 8 * lane)) }
                index += 32
            }
            hash = lanes.dropFirst().reduce(lanes[0], mix)
        }
        while index + 8 <= bytes.count {
            hash = mix(hash, word(at: index))
            index += 8
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
            index += 1
        }
        return "\(bytes.count)-" + String(hash, radix: 16)
    }

    @Test func theLanesGiveTheDigestOfOneStepAtATime() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...131 {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(ContentDigest(bytes).description == Self.reference(bytes), "\(count) bytes")
        }
    }

    /// A render cache written on one machine is read on another: a known text's digest is
    /// the one this version has always given.
    @Test func aKnownTextKeepsItsDigest() {
        let text = Array("struct HomeRoute: Hashable, Sendable { let id: Int }\n".utf8)
        #expect(ContentDigest(text).description == Self.reference(text))
        #expect(ContentDigest(text).description == "53-a016e832f5e3e7d1")
    }

    @Test func aWordMovedFromOneLaneToAnotherChangesTheDigest() {
        let block = (0..<64).map { UInt8($0) }
        var swapped = block
        swapped.replaceSubrange(8..<16, with: block[16..<24])
        swapped.replaceSubrange(16..<24, with: block[8..<16])
        #expect(ContentDigest(block) != ContentDigest(swapped))
    }
}
