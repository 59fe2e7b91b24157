extension StringProtocol {
    /// The text as a message quotes it: cut after 60 characters, so that a hostile spec cannot
    /// flood the terminal with one diagnostic.
    var shown: String {
        count <= 60 ? String(self) : prefix(60) + "…"
    }
}
