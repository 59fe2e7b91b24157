extension String {
    /// The text broken into lines of at most `width` columns, every line indented by `indent`
    /// spaces (empty lines stay empty); existing line breaks are kept. A break falls on the last
    /// space among the next `width - indent` characters, as swift-argument-parser broke its
    /// help, so the help reads the same as when routegen used it; a longer word stands alone.
    func wrapped(to width: Int, indent: Int = 0) -> String {
        let columns = Swift.max(width - indent, 1)
        let text = Array(self)
        var lines: [ArraySlice<Character>] = []
        var start = 0
        while true {
            let chunk = text[start..<Swift.min(start + columns, text.count)]
            if let lineBreak = chunk.lastIndex(of: "\n") {
                lines += text[start..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                start = lineBreak + 1
            } else if chunk.endIndex == text.count {
                lines.append(text[start...])
                break
            } else if let space = chunk.lastIndex(of: " ") ?? text[start...].firstIndex(of: " ") {
                lines.append(text[start..<space])
                start = space + 1
            } else {
                lines.append(text[start...])
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + String($0) }.joined(separator: "\n")
    }
}
