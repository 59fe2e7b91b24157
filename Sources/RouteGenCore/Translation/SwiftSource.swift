/// The Swift source a feature's translation spells out, as UTF-8 bytes in one buffer that only
/// grows: each piece is built from parts at its end, then taken as a ``SourceText``, the range
/// it fills (``take()``), which the feature's contexts store instead of a `String`.
///
/// The translator spells out several pieces per case and parameter, thousands per run. Made
/// strings each cost an allocation, an ASCII check and a copy, and a release when the contexts
/// go; here a part costs a copy into the buffer, and rendering appends a piece's bytes from
/// where they are. The contexts holding pieces hold the buffer too, so that it lives as long
/// as they do.
///
/// A class, so that the feature's cases and parameters share it. Only the translation that made
/// it appends to it, before any context holding it is handed on; from then on it is only read,
/// hence `@unchecked Sendable`. Its properties are read and written only by its own methods, one
/// at a time, so they need no dynamic exclusivity checks.
final class SwiftSource: @unchecked Sendable {
    /// The buffer, `capacity` bytes, the first `count` of them written.
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes the buffer holds.
    @exclusivity(unchecked) private var capacity: Int
    /// How many bytes are written.
    @exclusivity(unchecked) private var count = 0
    /// Where the piece being built starts: the bytes before it are taken pieces.
    @exclusivity(unchecked) private var pieceStart = 0

    /// An empty buffer with room for `capacity` bytes at least (it grows as needed): the memory
    /// of a buffer gone before it, when ``SwiftSourceMemory`` keeps one.
    init(capacity: Int) {
        if let kept = SwiftSourceMemory.shared.take() {
            (start, self.capacity) = kept
            if self.capacity < capacity { grow(toHold: capacity) }
        } else {
            self.capacity = max(capacity, 16)
            start = .allocate(capacity: self.capacity)
        }
    }

    deinit {
        SwiftSourceMemory.shared.keep(start, capacity: capacity)
    }

    /// Appends a literal part.
    func add(_ literal: StaticString) {
        literal.withUTF8Buffer { add(bytes: $0) }
    }

    /// Appends a part, read in place when its bytes are contiguous (native and literal strings).
    /// Disfavoured, so that a literal part (`source.add(", ")`) is a `StaticString`, whose bytes
    /// are known where it is written, rather than a `String` made and then read through its UTF-8
    /// view (about 60 instructions a part, on a hundred thousand parts a run).
    @_disfavoredOverload
    func add(_ text: String) {
        guard text.utf8.withContiguousStorageIfAvailable({ add(bytes: $0) }) == nil else { return }
        var text = text
        text.withUTF8 { add(bytes: $0) }
    }

    /// Appends a piece taken from this buffer earlier.
    func add(_ piece: SourceText) {
        guard piece.count > 0 else { return }
        precondition(piece.start >= 0 && piece.start + piece.count <= pieceStart, "a piece of another buffer, or not yet taken")
        // Grown first: the piece is read from the buffer it is appended to.
        reserve(piece.count)
        (start + count).initialize(from: start + piece.start, count: piece.count)
        count += piece.count
    }

    /// Appends `value`, not negative, in decimal digits, as `String(value)` spells it.
    func add(decimal value: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            let end = buffer.writeDigits(of: UInt64(value), at: 0)
            add(bytes: UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
    }

    /// Appends `part` of each item, with `separator` between them.
    func add<Item: AnyObject>(_ items: [Item], separator: StaticString, _ part: (Item) -> String) {
        add(each: items, separator: separator) { add(part($0)) }
    }

    /// Appends the piece `part` gives of each item, with `separator` between them.
    func add<Item: AnyObject>(_ items: [Item], separator: StaticString, _ part: (Item) -> SourceText) {
        add(each: items, separator: separator) { add(part($0)) }
    }

    /// Calls `body`, which appends parts, with each of `items` in turn, appending `separator`
    /// between them. Each item is lent (`Unmanaged`), not retained and released around the call,
    /// as an item read out of the array is: the array holds it throughout, and a case's
    /// parameters are listed several times over (its declaration, patterns, arguments).
    @inline(__always)
    func add<Item: AnyObject>(each items: [Item], separator: StaticString, _ body: (Item) -> Void) {
        items.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if index > 0 { add(separator) }
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Appends `bytes`, growing the buffer when they do not fit.
    private func add(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Grows the buffer, when needed, so that `extra` more bytes fit.
    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        grow(toHold: count + extra)
    }

    /// Moves the bytes to memory holding at least `minimumCapacity`, doubling at least.
    private func grow(toHold minimumCapacity: Int) {
        let grown = max(capacity * 2, minimumCapacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }

    /// The piece built since the last one was taken, the next piece then starting after it.
    func take() -> SourceText {
        defer { pieceStart = count }
        return SourceText(start: pieceStart, count: count - pieceStart)
    }

    /// `text` written as a piece of its own.
    func piece(_ text: String) -> SourceText {
        add(text)
        return take()
    }

    /// `literal` written as a piece of its own.
    func piece(_ literal: StaticString) -> SourceText {
        add(literal)
        return take()
    }

    /// Lends `piece`'s bytes, where the buffer holds them, to `body`.
    func withBytes<Result>(of piece: SourceText, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        precondition(piece.start >= 0 && piece.start + piece.count <= count, "a piece of another buffer")
        return body(UnsafeBufferPointer(start: start + piece.start, count: piece.count))
    }

    /// `piece` as a string, made anew: for what reads a piece other than by appending it.
    func text(of piece: SourceText) -> String {
        withBytes(of: piece) { String(decoding: $0, as: UTF8.self) }
    }

    /// Everything written, taken pieces and the piece being built, as a string.
    var text: String {
        text(of: SourceText(start: 0, count: count))
    }
}

/// The memory of the buffers of features whose contexts are gone, kept for the features
/// translated next.
///
/// A feature's buffer lives as long as its contexts, until its files are rendered; freed, its
/// 8 to 16 KB went back to the top of the allocator's heap, which handed the pages back to the
/// system, and the next feature's buffer faulted them in again (about 550 more page faults in a
/// 100-feature run, which cost more time than the buffer saved). A few buffers are kept, as many
/// as features are translated at once, and none past ``largest`` bytes.
final class SwiftSourceMemory: @unchecked Sendable {
    /// The memory every buffer takes from and gives back to.
    static let shared = SwiftSourceMemory()

    /// The most buffers kept.
    static let most = 8
    /// The largest buffer kept, in bytes: a larger one is freed.
    static let largest = 1 << 20

    /// Guards `kept`.
    private let lock = Lock()
    /// The memory kept: each buffer's start and capacity.
    private var kept: [(start: UnsafeMutablePointer<UInt8>, capacity: Int)] = []

    /// The memory of a buffer gone, if one is kept, no longer kept.
    func take() -> (start: UnsafeMutablePointer<UInt8>, capacity: Int)? {
        lock.withLock { kept.popLast() }
    }

    /// Keeps the memory of a buffer gone, or frees it when enough are kept or it is too large.
    func keep(_ start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        let isKept = capacity <= Self.largest && lock.withLock {
            guard kept.count < Self.most else { return false }
            kept.append((start, capacity))
            return true
        }
        if !isKept { start.deallocate() }
    }
}

/// A piece of a ``SwiftSource``: where its bytes start in the buffer, and how many there are.
/// Read only through the buffer that made it, which whatever stores a piece holds beside it.
struct SourceText: Equatable, Sendable {
    /// Where the piece's bytes start in the buffer.
    var start: Int
    /// How many bytes the piece has.
    var count: Int

    /// The empty piece, which any buffer reads as no bytes.
    static let empty = SourceText(start: 0, count: 0)
}
