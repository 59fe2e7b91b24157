/// A syntax problem: what is wrong, and the 0-based Character offset in the checked text where it is.
///
/// The offset counts `Character`s (grapheme clusters) of the text that was checked, so it can be
/// added to the column of the YAML scalar the text came from. An offset equal to the text's length
/// means "at the end of the text" (something was expected but the text ended).
struct SwiftSubsetError: Error, Hashable, Sendable {
    /// One sentence saying what is wrong and what was expected or is not allowed.
    var message: String
    /// The 0-based Character offset of the offending character in the checked text.
    var offset: Int

    /// Creates an error with a message and the Character offset it points at.
    init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
