extension Array where Element == String {
    /// The words joined as an English list: `a`, `a or b`, `a, b or c` (with `conjunction`).
    /// Package-wide, so that the command line's messages list values the same way.
    package func englishList(_ conjunction: String = "or") -> String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default: return dropLast().joined(separator: ", ") + " \(conjunction) " + self[count - 1]
        }
    }
}
