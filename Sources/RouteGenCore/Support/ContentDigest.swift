/// A 64-bit digest with the byte count: enough to tell whether a file still holds what routegen
/// wrote (an edit by hand that keeps both is not a thing that happens by accident), cheap
/// enough to take of every spec and generated file of a run. FNV-1a's multiply-and-xor, taken
/// eight bytes at a time, with a shift folding the high bits back down; long runs of bytes in
/// four lanes (see ``add(buffer:)``).
struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    /// The FNV-1a hash of the bytes.
    var hash: UInt64
    /// How many bytes were hashed.
    var count: Int

    /// The digest of nothing, to combine others into.
    init() {
        hash = 0xcbf2_9ce4_8422_2325
        count = 0
    }

    /// The digest of `bytes`.
    init(_ bytes: some Sequence<UInt8>) {
        self.init()
        add(bytes)
    }

    /// Adds `bytes` to the digest.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ add(buffer: $0) }) != nil { return }
        Array(bytes).withUnsafeBufferPointer { add(buffer: $0) }
    }

    /// Adds the bytes of `buffer`: 32 at a time in four lanes, then eight at a time, then the
    /// rest one by one.
    ///
    /// Each step of one hash waits for the multiply of the step before, so the lanes, four
    /// hashes of every fourth word, run side by side (a run hashes every file it writes: 5.6 MB
    /// for 100 features). Each lane starts from the hash with a lane's constant mixed in, and
    /// the four are folded back into the hash in order once the 32-byte blocks are done.
    private mutating func add(buffer: UnsafeBufferPointer<UInt8>) {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var index = 0
        let raw = UnsafeRawBufferPointer(buffer)
        let count = buffer.count
        var hash = hash
        if count >= 32 {
            var lane0 = hash, lane1 = Self.mix(hash, Self.laneSeeds.1), lane2 = Self.mix(hash, Self.laneSeeds.2), lane3 = Self.mix(hash, Self.laneSeeds.3)
            while count &- index >= 32 {
                lane0 = Self.mix(lane0, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                lane1 = Self.mix(lane1, raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self))
                lane2 = Self.mix(lane2, raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self))
                lane3 = Self.mix(lane3, raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self))
                index &+= 32
            }
            hash = Self.mix(Self.mix(Self.mix(lane0, lane1), lane2), lane3)
        }
        while count &- index >= 8 {
            hash = Self.mix(hash, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index &+= 8
        }
        while index < count {
            hash = (hash ^ UInt64(buffer[index])) &* prime
            index += 1
        }
        self.hash = hash
        self.count += count
    }

    /// What lanes 1 to 3 mix into the hash they start from (lane 0 starts from the hash itself):
    /// the fractional digits of π, 64 bits each, so that no two lanes start alike.
    private static let laneSeeds: (UInt64, UInt64, UInt64, UInt64) = (0, 0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344, 0xa409_3822_299f_31d0)

    /// `hash` with the eight bytes of `word` added: FNV-1a's xor and multiply, then the high
    /// bits folded down.
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let multiplied = (hash ^ word) &* 0x0000_0100_0000_01b3
        return multiplied ^ (multiplied >> 29)
    }

    /// Adds `text` and a separator, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(buffer: $0) }
        hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01b3
    }

    /// `count-hash`, the count in decimal and the hash in lowercase hexadecimal, as
    /// `"\(count)-" + String(hash, radix: 16)` spells them. Written digit by digit into the
    /// string's own memory: a run spells the digest of every spec and generated file, and the
    /// concatenation of two formatted numbers cost several times as much.
    var description: String {
        // At most 19 decimal digits for a count, the dash, and 16 hexadecimal digits.
        String(unsafeUninitializedCapacity: 36) { buffer in
            let dash = buffer.writeDigits(of: UInt64(count), at: 0)
            buffer[dash] = UInt8(ascii: "-")
            return buffer.writeDigits(of: hash, radix: 16, at: dash + 1)
        }
    }
}
