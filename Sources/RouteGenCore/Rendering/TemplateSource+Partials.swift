/// A partial a template includes: `{{> Name}}`, or `{{< Name}}` (a parent, with blocks).
struct PartialReference: Hashable, Sendable {
    /// The included template's name.
    var name: String
    /// Whether the name is read from the context at render time (`{{>*name}}`).
    var isDynamic: Bool
    /// Where the tag starts in the template file.
    var position: SourcePosition
}

extension TemplateSource {
    /// The partials the template includes, in order, found by scanning its tags as Mustache
    /// reads them: `{{=<% %>=}}` changes the delimiters; `{{{…}}}`, comments and other tags
    /// include nothing.
    var partialReferences: [PartialReference] {
        var references: [PartialReference] = []
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        let characters = Array(text)
        var index = 0
        var line = 1
        var lineStart = 0
        while index < characters.count {
            if characters[index] == "\n" {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard characters[index...].starts(with: open) else {
                index += 1
                continue
            }
            let tagStart = index
            index += open.count
            // A triple mustache closes with one more brace.
            let closing = characters[index...].first == "{" && open == ["{", "{"] ? ["}"] + close : close
            guard let end = Self.firstIndex(of: closing, in: characters, from: index) else { break }
            let content = String(characters[index..<end]).trimmingWhitespace
            index = end + closing.count
            if content.hasPrefix("="), content.hasSuffix("="), content.count > 2 {
                let delimiters = content.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
                if delimiters.count == 2 {
                    open = Array(delimiters[0])
                    close = Array(delimiters[1])
                }
                continue
            }
            guard let sigil = content.first, sigil == ">" || sigil == "<" else { continue }
            var name = String(content.dropFirst()).trimmingWhitespace
            let isDynamic = name.hasPrefix("*")
            if isDynamic { name = String(name.dropFirst()).trimmingWhitespace }
            references.append(PartialReference(name: name, isDynamic: isDynamic, position: SourcePosition(line: line, column: tagStart - lineStart + 1)))
            // Newlines inside the tag still count.
            for character in characters[tagStart..<index] where character == "\n" {
                line += 1
            }
        }
        return references
    }

    /// The first index at or after `start` where `pattern` starts in `characters`.
    private static func firstIndex(of pattern: [Character], in characters: [Character], from start: Int) -> Int? {
        guard !pattern.isEmpty, characters.count >= pattern.count else { return nil }
        var index = start
        while index <= characters.count - pattern.count {
            if characters[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
