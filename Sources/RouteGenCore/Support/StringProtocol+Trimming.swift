extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
