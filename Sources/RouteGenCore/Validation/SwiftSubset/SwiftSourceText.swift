/// The text being checked, as Unicode scalars, with a map back to `Character` offsets.
///
/// The lexer reads scalars, as the Swift compiler does, so that a combining mark written after a
/// quote or a bracket cannot merge with it into one `Character` and hide it from the checks.
/// Errors are still reported as `Character` offsets, which is what a user counts.
///
/// Most specs' types and defaults are ASCII without carriage returns, where every byte is a
/// scalar and a `Character`: such a text needs no maps.
struct SwiftSourceText: Sendable {
    /// The Unicode scalars of the text, in order.
    let scalars: [Unicode.Scalar]
    /// The number of `Character`s in the text: the offset reported for "at the end".
    let characterCount: Int
    /// The text's UTF-8 bytes.
    private let utf8: [UInt8]
    /// `characterOffsets[i]` is the offset of the `Character` that holds scalar `i`; `nil` when
    /// every scalar is a `Character` of its own.
    private let characterOffsets: [Int]?
    /// `utf8Offsets[i]` is the offset in ``utf8`` where scalar `i` starts, with one more entry for
    /// the end; `nil` when every scalar is one byte.
    private let utf8Offsets: [Int]?

    /// Splits `text` into scalars and records which `Character` each one belongs to.
    init(_ text: String) {
        utf8 = Array(text.utf8)
        if utf8.isOneCharacterPerByte {
            scalars = utf8.map { Unicode.Scalar($0) }
            characterCount = utf8.count
            characterOffsets = nil
            utf8Offsets = nil
            return
        }
        var scalars: [Unicode.Scalar] = []
        var characterOffsets: [Int] = []
        var utf8Offsets: [Int] = []
        var characterCount = 0
        var byteOffset = 0
        for character in text {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                characterOffsets.append(characterCount)
                utf8Offsets.append(byteOffset)
                byteOffset += UTF8.width(scalar)
            }
            characterCount += 1
        }
        utf8Offsets.append(byteOffset)
        self.scalars = scalars
        self.characterOffsets = characterOffsets
        self.utf8Offsets = utf8Offsets
        self.characterCount = characterCount
    }

    /// The index just past the last scalar.
    var endIndex: Int { scalars.count }

    /// The scalar at `index`, or nil when `index` is outside the text.
    func scalar(at index: Int) -> Unicode.Scalar? {
        scalars.indices.contains(index) ? scalars[index] : nil
    }

    /// Whether the scalar at `index` exists and is `expected`.
    func scalar(at index: Int, is expected: Unicode.Scalar) -> Bool {
        scalar(at: index) == expected
    }

    /// The `Character` offset of the scalar at `index`; the text's length at or past its end.
    func characterOffset(ofScalarAt index: Int) -> Int {
        if index < 0 { return 0 }
        guard index < scalars.count else { return characterCount }
        return characterOffsets?[index] ?? index
    }

    /// The text of the scalars in `range`, clamped to the text.
    func text(in range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), endIndex)
        let upper = min(max(range.upperBound, lower), endIndex)
        let bytes = utf8Offsets.map { $0[lower]..<$0[upper] } ?? lower..<upper
        return String(decoding: utf8[bytes], as: UTF8.self)
    }

    /// A syntax error at the scalar `index`, with its offset converted to `Character`s.
    func error(_ message: String, at index: Int) -> SwiftSubsetError {
        SwiftSubsetError(message: message, offset: characterOffset(ofScalarAt: index))
    }
}
