/// The bytes rendering appends to, in memory of its own.
///
/// Rendering appends a few hundred thousand short runs a run (a template's text between tags,
/// a name); `Array.append(contentsOf:)` spends about 70 instructions on each besides copying,
/// checking uniqueness and walking a generic sequence, where this checks its capacity and
/// copies.
struct TemplateOutput: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been appended.
    private(set) var count = 0

    /// An empty output with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Whether nothing has been appended.
    var isEmpty: Bool { count == 0 }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if capacity - count < bytes.count { grow(toHold: count + bytes.count) }
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 bytes of `text`, read in place (a copy to make it contiguous only
    /// for a string that is not, which rendering never meets).
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends what `other` holds.
    mutating func append(_ other: borrowing TemplateOutput) {
        append(UnsafeBufferPointer(start: other.start, count: other.count))
    }

    /// Whether the bytes end with a `\n` that is a character of its own (not the end of `\r\n`).
    var endsWithLineFeed: Bool {
        count > 0 && start[count - 1] == 0x0A && (count < 2 || start[count - 2] != 0x0D)
    }

    /// Forgets the bytes, keeping the memory.
    mutating func removeAll() {
        count = 0
    }

    /// Lends the bytes to `body`, for the length of the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Moves the bytes to memory holding at least `minimumCapacity`, doubling at least.
    private mutating func grow(toHold minimumCapacity: Int) {
        let newCapacity = Swift.max(capacity * 2, minimumCapacity)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = newCapacity
    }
}
