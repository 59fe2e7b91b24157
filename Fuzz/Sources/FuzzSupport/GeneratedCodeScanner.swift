/// Reduces generated Swift to its code, the way RobustnessTests does: routegen only emits
/// one-line `//` comments and simple string literals.
enum GeneratedCodeScanner {
    /// `source` without its comments and string literals.
    static func code(of source: String) -> String {
        var code = ""
        var inString = false
        var escaped = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var previous: Character?
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/", previous == "/" {
                    code.removeLast()
                    break
                } else {
                    code.append(character)
                }
                previous = character
            }
            code.append("\n")
        }
        return code
    }
}
