/// A 64-bit FNV-1a digest with the byte count: enough to tell whether a file still holds what
/// routegen wrote (an edit by hand that keeps both is not a thing that happens by accident),
/// cheap enough to take of every spec and generated file of a run.
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
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            count += 1
        }
    }

    /// Adds `text` and a separator, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        add(text.utf8)
        add(CollectionOfOne(0))
    }

    /// `count-hash`, the hash in hexadecimal.
    var description: String {
        "\(count)-" + String(hash, radix: 16)
    }
}
