/// The text being checked, as Unicode scalars, with a map back to `Character` offsets.
///
/// The lexer reads scalars, as the Swift compiler does, so that a combining mark written after a
/// quote or a bracket cannot merge with it into one `Character` and hide it from the checks.
/// Errors are still reported as `Character` offsets, which is what a user counts.
struct SwiftSourceText: Sendable {
    /// The Unicode scalars of the text, in order.
    let scalars: [Unicode.Scalar]
    /// The number of `Character`s in the text: the offset reported for "at the end".
    let characterCount: Int
    /// `characterOffsets[i]` is the offset of the `Character` that holds scalar `i`.
    private let characterOffsets: [Int]

    /// Splits `text` into scalars and records which `Character` each one belongs to.
    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        var characterOffsets: [Int] = []
        var characterCount = 0
        for character in text {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                characterOffsets.append(characterCount)
            }
            characterCount += 1
        }
        self.scalars = scalars
        self.characterOffsets = characterOffsets
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
        return characterOffsets.indices.contains(index) ? characterOffsets[index] : characterCount
    }

    /// The text of the scalars in `range`, clamped to the text.
    func text(in range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), endIndex)
        let upper = min(max(range.upperBound, lower), endIndex)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<upper])
        return String(view)
    }

    /// A syntax error at the scalar `index`, with its offset converted to `Character`s.
    func error(_ message: String, at index: Int) -> SwiftSubsetError {
        SwiftSubsetError(message: message, offset: characterOffset(ofScalarAt: index))
    }
}
