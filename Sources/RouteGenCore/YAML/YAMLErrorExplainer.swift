/// Turns the libyaml errors people meet every day into what they did and how to fix it,
/// from the error and the text around it: a key without its `:`, a key too long for YAML, a
/// value holding `: `, a tab, a value starting with `@`, an unquoted `[String]?` or `[:]`.
/// Other errors keep libyaml's words.
enum YAMLErrorExplainer {
    /// The most characters libyaml reads as one key (from its start to the `:`).
    static let maximumKeyLength = 1024

    /// The message for a key longer than libyaml reads.
    static func keyTooLong(_ key: some StringProtocol) -> String {
        "the key '\(key.shown)' is longer than 1,024 characters, the most YAML reads as a key; shorten it"
    }

    /// The error to report for `error`, which libyaml raised reading `bytes`.
    static func explain(_ error: YAMLParseError, in bytes: [UInt8]) -> (message: String, position: SourcePosition?) {
        guard let problem = error.problem, let position = error.position else { return (error.message, error.position) }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        guard position.line >= 1, position.line <= lines.count else { return (error.message, position) }
        let line = lines[position.line - 1]
        let index = position.column - 1
        let character = index >= 0 && index < line.count ? line[index] : nil
        switch problem {
        case "mapping values are not allowed in this context":
            return mappingValueNotAllowed(line: line, at: position, lines: lines) ?? (error.message, position)
        case "could not find expected ':'":
            return keyWithoutColon(at: error.contextPosition, stoppedAt: position, lines: lines) ?? (error.message, position)
        case "found character that cannot start any token":
            if character == "\t" {
                return ("a tab cannot indent YAML or start a value; use spaces", position)
            }
            if let character, "@`".contains(character) {
                return ("a YAML value cannot start with '\(character)'; quote it, e.g. \(quotedValue(startingAt: index, in: line))", position)
            }
        case "mapping keys are not allowed in this context":
            if character == "?", index > 0, "]}".contains(line[index - 1]) {
                return ("YAML reads '[…]' as a list, so the '?' after it cannot follow; quote the type, e.g. \(quotedEntry(line, endingAt: index + 1))", position)
            }
        case "did not find expected node content":
            if character == ":", index > 0, line[index - 1] == "[" {
                return ("YAML cannot read '[:]'; quote the empty dictionary: default: \"[:]\"", SourcePosition(line: position.line, column: position.column - 1))
            }
        case "did not find expected key":
            let indentation = line.prefix { $0 == " " }.count
            let key = String(line.dropFirst(indentation).prefix { $0 != ":" }).trimmingWhitespace
            if !key.isEmpty, !key.hasPrefix("-"), !key.hasPrefix("#") {
                return ("'\(key.shown)' is indented by \(indentation) space\(indentation == 1 ? "" : "s"), which lines up with no key above it; YAML nests by indentation, so line it up with the keys it belongs with", SourcePosition(line: position.line, column: indentation + 1))
            }
        case "did not find expected ',' or '}'", "did not find expected ',' or ']'":
            // Only when YAML stopped inside a line that opened the collection: an unclosed
            // `[a` at the end of the file is not a value holding ',' or ':'.
            guard line.prefix(max(0, index)).contains(where: { "[{".contains($0) }) else { break }
            if let entry = flowEntry(in: line, around: index) {
                return ("inside '{ … }', YAML ends a value at ',' and reads ': ' as a key; quote the value of '\(entry.key.shown)', e.g. \(entry.key.shown): \(entry.value.yamlQuoted)", SourcePosition(line: position.line, column: entry.column))
            }
            return ("inside '{ … }' or '[ … ]', YAML ends a value at ',' and ':'; quote a value that holds them, e.g. default: 'Foo.make(a: 1, b: 2)'", position)
        default:
            break
        }
        return (error.message, position)
    }

    /// `key: "value"` for the `key: value` of `line` whose value ends before column index `end`
    /// (or the line's end), for advice to quote a value.
    static func quotedEntry(_ line: [Character], endingAt end: Int) -> String {
        let text = String(line[..<min(end, line.count)])
        guard let colon = text.firstIndex(of: ":") else { return text.trimmingWhitespace.yamlQuoted }
        let key = text[..<colon].trimmingWhitespace
        let value = text[text.index(after: colon)...].trimmingWhitespace
        return "\(key.shown): \(value.yamlQuoted)"
    }

    /// `key: "value"` for the value that starts at index `start` of `line`, in a flow mapping
    /// (to its `,` or `}`) or a block one (to the line's end or comment); just `"value"` when no
    /// `key: ` comes right before it.
    static func quotedValue(startingAt start: Int, in line: [Character]) -> String {
        let isInFlowCollection = line[..<start].contains { "{[".contains($0) }
        if isInFlowCollection, let entry = flowEntry(in: line, around: start), entry.column == start + 1 {
            return "\(entry.key.shown): \(entry.value.yamlQuoted)"
        }
        var value = String(line[start...])
        if let comment = value.firstRange(of: " #") { value = String(value[..<comment.lowerBound]) }
        if isInFlowCollection, let end = value.firstIndex(where: { ",]}".contains($0) }) { value = String(value[..<end]) }
        value = value.trimmingWhitespace
        let head = String(line[..<start])
        guard head.hasSuffix(" "), let colon = head.lastIndex(of: ":"), head[head.index(after: colon)...].allSatisfy({ $0 == " " }) else {
            return value.yamlQuoted
        }
        let key = String(head[..<colon].drop { $0 == " " || $0 == "-" }).trimmingWhitespace
        return key.isEmpty ? value.yamlQuoted : "\(key.shown): \(value.yamlQuoted)"
    }

    /// The `key: value` of a flow mapping in `line` whose value holds the character at `index`,
    /// the value running to the `,` or `}` that closes it with its brackets balanced; with the
    /// value's 1-based column. `nil` when the line has no such entry.
    static func flowEntry(in line: [Character], around index: Int) -> (key: String, value: String, column: Int)? {
        let head = String(line.prefix(index))
        guard let separator = head.lastIndex(where: { "{,".contains($0) }) else { return nil }
        let entryText = head[head.index(after: separator)...]
        guard let colon = entryText.firstIndex(of: ":") else { return nil }
        let key = String(entryText[..<colon]).trimmingWhitespace
        let valueStartOffset = head.distance(from: head.startIndex, to: colon) + 1
        let valueStart = line[valueStartOffset...].firstIndex { $0 != " " } ?? valueStartOffset
        var depth = 0
        var end = valueStart
        while end < line.count {
            let character = line[end]
            if depth == 0, ",}".contains(character) { break }
            if "([<".contains(character) { depth += 1 }
            // The '>' of a function arrow ('->') closes nothing.
            if ")]>".contains(character), character != ">" || end == 0 || line[end - 1] != "-" { depth -= 1 }
            end += 1
        }
        guard !key.isEmpty, SwiftBrackets.depth(of: key) == 0 else { return nil }
        return (key, String(line[valueStart..<end]).trimmingWhitespace, valueStart + 1)
    }

    /// A `:` where YAML allows none: the key of the line before has no `:`, or this line's value
    /// holds `: `.
    static func mappingValueNotAllowed(line: [Character], at position: SourcePosition, lines: [[Character]]) -> (message: String, position: SourcePosition)? {
        let before = line.prefix(position.column - 1)
        let indentation = line.prefix { $0 == " " }.count
        // `doc: Note: this`: a key, then a value in which YAML found another ': '.
        if let colon = before.firstIndex(of: ":"), colon + 1 < before.count, before[colon + 1] == " " {
            let key = String(before[indentation..<colon]).trimmingWhitespace
            let valueStart = before[(colon + 1)...].firstIndex { $0 != " " } ?? colon + 1
            return ("the value of '\(key.shown)' holds ': ', which YAML reads as the start of a mapping; quote the value, e.g. \(key.shown): \(String(line[valueStart...]).trimmingWhitespace.yamlQuoted)",
                    SourcePosition(line: position.line, column: valueStart + 1))
        }
        // `  <1,100 characters>: {}` as the first key of a mapping: libyaml forgot it was a key.
        let markers = before.dropFirst(indentation).prefix { $0 == "-" || $0 == " " }.count
        let key = String(before.dropFirst(indentation + markers)).trimmingWhitespace
        if key.unicodeScalars.count > maximumKeyLength {
            return (keyTooLong(key), SourcePosition(line: position.line, column: indentation + markers + 1))
        }
        // `  home` then `  detail: {}`: the line before, at this indentation, has no `:`; or
        // `    doc: hi` then `      view: X`: this line is indented into the value above.
        var previous = position.line - 2
        while previous >= 0 {
            let text = String(lines[previous]).trimmingWhitespace
            if text.isEmpty || text.hasPrefix("#") {
                previous -= 1
                continue
            }
            let previousIndentation = lines[previous].prefix { $0 == " " }.count
            if previousIndentation < indentation, let colon = text.firstIndex(of: ":"), text[colon...].count > 1, !text.hasPrefix("-") {
                let key = String(text[..<colon]).trimmingWhitespace
                let thisKey = String(before.dropFirst(indentation)).trimmingWhitespace
                return ("'\(thisKey.shown)' is indented more than '\(key.shown):' above it, so YAML reads it as more of that value; line it up with '\(key.shown)'", SourcePosition(line: position.line, column: indentation + 1))
            }
            guard previousIndentation == indentation, !text.contains(":"), !text.hasPrefix("-") else { return nil }
            return ("'\(text.shown)' has no ':' after it, so YAML reads it and the next line as one value; write '\(text.shown):'",
                    SourcePosition(line: previous + 1, column: indentation + 1 + text.count))
        }
        return nil
    }

    /// A key libyaml stopped reading, at `keyStart`, before it found the `:` that must follow:
    /// `  home: {}`, `  detail`, `  other: {}` (the line of `detail` has no `:`; libyaml stops on
    /// the next line), or a key longer than libyaml reads (it stops on the key's line).
    static func keyWithoutColon(at keyStart: SourcePosition?, stoppedAt position: SourcePosition, lines: [[Character]]) -> (message: String, position: SourcePosition)? {
        guard let keyStart, keyStart.line >= 1, keyStart.line <= position.line, keyStart.column >= 1 else { return nil }
        let line = lines[keyStart.line - 1]
        guard keyStart.column - 1 < line.count else { return nil }
        if keyStart.line == position.line {
            let key = String(line[(keyStart.column - 1)..<min(max(position.column - 1, keyStart.column - 1), line.count)]).trimmingWhitespace
            guard key.unicodeScalars.count > maximumKeyLength else { return nil }
            return (keyTooLong(key), keyStart)
        }
        var text = String(line[(keyStart.column - 1)...])
        if let comment = text.firstRange(of: " #") { text = String(text[..<comment.lowerBound]) }
        text = text.trimmingWhitespace
        guard !text.isEmpty, !text.contains(":") else { return nil }
        return ("'\(text.shown)' has no ':' after it, so YAML cannot read it as a key; write '\(text.shown):'",
                SourcePosition(line: keyStart.line, column: keyStart.column + text.count))
    }
}
