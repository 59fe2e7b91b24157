/// A piece of Swift source built from parts, as UTF-8 bytes, then made a `String` once; or, as
/// a scratch buffer, several pieces one after another (``takeText()``).
///
/// The translator spells out several strings per case and parameter, thousands per run;
/// appending to a `String` part by part re-checks and often regrows it at every step, which
/// made these strings a tenth of a whole run. Here a part costs a copy into one buffer.
struct SwiftSource: ~Copyable {
    /// The buffer, `capacity` bytes, the first `count` of them written.
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes the buffer holds.
    private var capacity: Int
    /// How many bytes are written.
    private var count = 0

    /// An empty piece with room for `capacity` bytes (it grows as needed).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Appends a literal part.
    mutating func add(_ literal: StaticString) {
        literal.withUTF8Buffer { add(bytes: $0) }
    }

    /// Appends a part, read in place when its bytes are contiguous (native and literal strings).
    /// Disfavoured, so that a literal part (`source.add(", ")`) is a `StaticString`, whose bytes
    /// are known where it is written, rather than a `String` made and then read through its UTF-8
    /// view (about 60 instructions a part, on a hundred thousand parts a run).
    @_disfavoredOverload
    mutating func add(_ text: String) {
        guard text.utf8.withContiguousStorageIfAvailable({ add(bytes: $0) }) == nil else { return }
        var text = text
        text.withUTF8 { add(bytes: $0) }
    }

    /// Appends `value`, not negative, in decimal digits, as `String(value)` spells it.
    mutating func add(decimal value: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var rest = value
            var first = buffer.count
            repeat {
                first -= 1
                buffer[first] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            let digitBytes = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + first
            add(bytes: UnsafeBufferPointer(start: digitBytes, count: buffer.count - first))
        }
    }

    /// Appends `part` of each item, with `separator` between them.
    mutating func add<Item>(_ items: [Item], separator: StaticString, _ part: (Item) -> String) {
        for (index, item) in items.enumerated() {
            if index > 0 { add(separator) }
            add(part(item))
        }
    }

    /// Appends `bytes`, growing the buffer when they do not fit.
    private mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity {
            let grown = max(capacity * 2, count + bytes.count)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.initialize(from: start, count: count)
            start.deallocate()
            start = moved
            capacity = grown
        }
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// The piece as a string.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// The piece as a string, the buffer then emptied for the next piece with its memory kept:
    /// the translator spells a case's strings one after another in one scratch buffer rather
    /// than allocating and freeing a buffer for each.
    mutating func takeText() -> String {
        defer { count = 0 }
        return text
    }
}
