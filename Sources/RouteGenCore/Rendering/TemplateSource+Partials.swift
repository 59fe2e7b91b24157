/// A partial a template includes: `{{> Name}}`, or `{{< Name}}` (a parent, with blocks).
struct PartialReference: Hashable, Sendable {
    /// The included template's name.
    var name: String
    /// Whether the name is read from the context at render time (`{{>*name}}`).
    var isDynamic: Bool
    /// Where the tag starts in the template file.
    var position: SourcePosition
}

/// What routegen reads of a template's tags before swift-mustache parses it.
struct TemplateOutline: Sendable {
    /// The partials the template includes, in order.
    var partialReferences: [PartialReference] = []
    /// Where the first section nested deeper than ``TemplateSource/maximumSectionDepth`` opens,
    /// if one does.
    var firstTooDeepSection: SourcePosition?
}

extension TemplateSource {
    /// How deeply sections (`{{#…}}`, `{{^…}}`, `{{$…}}`, `{{<…}}`) may nest in one template.
    /// swift-mustache parses and renders a nested section by recursion, so thousands of levels
    /// overflow the stack; the built-in templates nest fewer than 10.
    static let maximumSectionDepth = 100

    /// The partials the template includes, in order.
    var partialReferences: [PartialReference] { outline.partialReferences }

    /// The template's partials and section nesting, found by scanning its tags as Mustache
    /// reads them: `{{=<% %>=}}` changes the delimiters; `{{{…}}}`, comments and other tags
    /// include and open nothing.
    var outline: TemplateOutline {
        var outline = TemplateOutline()
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        let characters = Array(text)
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0
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
            let position = SourcePosition(line: line, column: tagStart - lineStart + 1)
            index += open.count
            // A triple mustache closes with one more brace.
            let closing = characters[index...].first == "{" && open == ["{", "{"] ? ["}"] + close : close
            guard let end = Self.firstIndex(of: closing, in: characters, from: index) else { break }
            let content = String(characters[index..<end]).trimmingWhitespace
            index = end + closing.count
            // Newlines inside the tag still count, for the tags after it.
            for newline in tagStart..<index where characters[newline] == "\n" {
                line += 1
                lineStart = newline + 1
            }
            if content.hasPrefix("="), content.hasSuffix("="), content.count > 2 {
                let delimiters = content.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
                if delimiters.count == 2 {
                    open = Array(delimiters[0])
                    close = Array(delimiters[1])
                }
                continue
            }
            switch content.first {
            case "#", "^", "$", "<":
                depth += 1
                if depth > Self.maximumSectionDepth, outline.firstTooDeepSection == nil {
                    outline.firstTooDeepSection = position
                }
            case "/":
                depth = max(0, depth - 1)
            default:
                break
            }
            guard let sigil = content.first, sigil == ">" || sigil == "<" else { continue }
            var name = String(content.dropFirst()).trimmingWhitespace
            let isDynamic = name.hasPrefix("*")
            if isDynamic { name = String(name.dropFirst()).trimmingWhitespace }
            outline.partialReferences.append(PartialReference(name: name, isDynamic: isDynamic, position: position))
        }
        return outline
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
