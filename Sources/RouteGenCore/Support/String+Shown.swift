extension StringProtocol {
    /// The text as a message quotes it: cut after 60 characters, so that a hostile spec cannot
    /// flood the terminal with one diagnostic.
    var shown: String {
        // No more bytes than 60 is no more characters than 60, without counting characters.
        utf8.count <= 60 || count <= 60 ? String(self) : prefix(60) + "…"
    }
}
