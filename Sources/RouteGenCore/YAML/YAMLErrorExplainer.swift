/// Turns the libyaml errors people meet every day into what they did and how to fix it,
/// from the error and the text around it: a key without its `:`, a value holding `: `, a tab,
/// a value starting with `@`, an unquoted `[String]?` or `[:]`. Other errors keep libyaml's words.
enum YAMLErrorExplainer {
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
        case "found character that cannot start any token":
            if character == "\t" {
                return ("a tab cannot indent YAML or start a value; use spaces", position)
            }
            if let character, "@`".contains(character) {
                return ("a YAML value cannot start with '\(character)'; quote it, e.g. 'onSelect: \"@MainActor (Tag) -> Void\"'", position)
            }
        case "mapping keys are not allowed in this context":
            if character == "?", index > 0, "]}".contains(line[index - 1]) {
                return ("YAML reads '[…]' as a list, so the '?' after it cannot follow; quote the type, e.g. 'tags: \"[String]?\"'", position)
            }
        case "did not find expected node content":
            if character == ":", index > 0, line[index - 1] == "[" {
                return ("YAML cannot read '[:]'; quote the empty dictionary: default: \"[:]\"", SourcePosition(line: position.line, column: position.column - 1))
            }
        case "did not find expected ',' or '}'", "did not find expected ',' or ']'":
            return ("inside '{ … }' or '[ … ]', YAML ends a value at ',' and ':'; quote a value that holds them, e.g. default: 'Foo.make(a: 1, b: 2)'", position)
        default:
            break
        }
        return (error.message, position)
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
            return ("the value of '\(key.shown)' holds ': ', which YAML reads as the start of a mapping; quote the value, e.g. \(key.shown): \"\(String(line[valueStart...]).trimmingWhitespace.shown)\"",
                    SourcePosition(line: position.line, column: valueStart + 1))
        }
        // `  home` then `  detail: {}`: the line before, at this indentation, has no `:`.
        var previous = position.line - 2
        while previous >= 0 {
            let text = String(lines[previous]).trimmingWhitespace
            if text.isEmpty || text.hasPrefix("#") {
                previous -= 1
                continue
            }
            let previousIndentation = lines[previous].prefix { $0 == " " }.count
            guard previousIndentation == indentation, !text.contains(":"), !text.hasPrefix("-") else { return nil }
            return ("'\(text.shown)' has no ':' after it, so YAML reads it and the next line as one value; write '\(text.shown):'",
                    SourcePosition(line: previous + 1, column: indentation + 1 + text.count))
        }
        return nil
    }
}
