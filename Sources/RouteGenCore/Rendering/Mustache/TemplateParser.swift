/// Parses a Mustache template into nodes.
///
/// It reads templates exactly as swift-mustache 2.1.1 did (routegen rendered with it before it
/// had an engine of its own), so that a template, built-in or a user's, renders the same bytes:
/// the same tags, the same standalone-line rules, delimiters that a section's `{{= =}}` changes
/// for that section only. Where swift-mustache failed on a valid template (a template ending in
/// `{`, a comment whose delimiter overlaps itself), this parser reads it.
struct TemplateParser {
    /// A template syntax error, with its 1-based position in the template file.
    struct SyntaxError: Error, Equatable {
        /// What is wrong.
        var message: String
        /// Where in the template file.
        var position: SourcePosition
    }

    /// How deeply sections (`{{#…}}`, `{{^…}}`, `{{$…}}`, `{{<…}}`) may nest in one template.
    /// Parsing and rendering recurse per level; the built-in templates nest fewer than 10.
    static let maximumSectionDepth = 100

    /// What the parser knows at a point of the template.
    struct State {
        /// The name that closes the section being read; `nil` at the top.
        var sectionName: String?
        /// The transforms of the section being read, which its closing tag repeats.
        var sectionTransforms: [String] = []
        /// Whether nothing but spaces and tabs precede the next character on its line, as far
        /// as standalone tags are concerned.
        var atLineStart = true
        /// Whether this is inside `{{< parent}}`.
        var inParent = false
        /// Whether this is directly inside `{{< parent}}`, where `{{$name}}` overrides a block.
        var atParentTop = false
        /// The opening tag delimiter.
        var open = TemplateDelimiter("{{")
        /// The closing tag delimiter.
        var close = TemplateDelimiter("}}")
        /// How many characters indent an override's first line, removed from its other lines.
        var overrideIndentation: Int?
        /// How many sections enclose this point.
        var depth = 0

        /// The state inside a section named `name` opened by a tag that `standsAlone` on its line.
        func entering(section name: String, transforms: [String] = [], standsAlone: Bool) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = transforms
            state.atParentTop = false
            if !standsAlone { state.atLineStart = false }
            state.depth += 1
            return state
        }

        /// The state inside `{{< name}}`.
        func entering(parent name: String) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = []
            state.atLineStart = true
            state.inParent = true
            state.atParentTop = true
            state.depth += 1
            return state
        }
    }

    /// The template's characters, read forward.
    var cursor: TemplateCursor
    /// The partials included so far.
    var references: [PartialReference] = []

    /// Parses `text`; with `readsBytes` false, over its characters even where every byte is one
    /// (the same result, by a slower way that tests compare).
    static func parse(_ text: String, readsBytes: Bool = true) throws(SyntaxError) -> ParsedTemplate {
        var parser = TemplateParser(cursor: TemplateCursor(text, readsBytes: readsBytes))
        let nodes = try parser.parseNodes(State())
        return ParsedTemplate(program: TemplateCompiler.compile(nodes), partialReferences: parser.references)
    }

    /// An error at `index` (the cursor's position by default).
    func error(_ message: String, at index: Int? = nil) -> SyntaxError {
        SyntaxError(message: message, position: cursor.position(of: index ?? cursor.index))
    }

    /// Reads nodes up to the closing tag of `initial`'s section, or to the end of the template.
    mutating func parseNodes(_ initial: State) throws(SyntaxError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var state = initial
        // The indices of the spaces and tabs that start the line, until something else on it is
        // read: a range of the template, so that text after it makes one string with it.
        var indentation = 0..<0
        while !cursor.isAtEnd {
            if state.atLineStart {
                let whitespace = cursor.readSpacesAndTabs()
                if state.inParent, !state.atParentTop {
                    if let trimmed = state.overrideIndentation {
                        indentation = min(whitespace.lowerBound + trimmed, whitespace.upperBound)..<whitespace.upperBound
                    } else {
                        state.overrideIndentation = whitespace.count
                    }
                } else {
                    indentation = whitespace
                }
            }
            let text = readText(state)
            if cursor.isAtLineBreak {
                let lineBreak = cursor.index
                cursor.index += 1
                // The text ends at the line break, unless an opening delimiter came between them.
                if text.upperBound == lineBreak {
                    nodes.append(.text(bytes(indentedBy: indentation, from: text.lowerBound, to: cursor.index)))
                } else {
                    var line = bytes(indentedBy: indentation, from: text.lowerBound, to: text.upperBound)
                    line.append(contentsOf: cursor.bytes(from: lineBreak, to: cursor.index))
                    nodes.append(.text(line))
                }
                state.atLineStart = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(bytes(indentedBy: indentation, from: text.lowerBound, to: text.upperBound)))
                indentation = 0..<0
                state.atLineStart = false
            }
            guard !cursor.isAtEnd else { break }
            // The text stopped after an opening delimiter. The tag's first character, as its
            // byte when it is one ASCII byte (0, no sigil, otherwise).
            let sigil = cursor.currentASCIIByte
            let tagStart = cursor.index - state.open.characters.count
            switch sigil {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                cursor.index += 1
                let (name, transforms) = try readName(state)
                let isStandalone = standsAlone(state)
                if !isStandalone, !indentation.isEmpty {
                    nodes.append(.text(cursor.bytes(of: indentation)))
                    indentation = 0..<0
                }
                try checkDepth(state, tagStart: tagStart)
                let body = try parseNodes(state.entering(section: name, transforms: transforms, standsAlone: isStandalone))
                let templateName = TemplateName(name, transforms: transforms)
                nodes.append(sigil == UInt8(ascii: "#") ? .section(templateName, body) : .invertedSection(templateName, body))
                state.atLineStart = isStandalone

            case UInt8(ascii: "/"):
                cursor.index += 1
                let nameStart = cursor.index
                let (name, transforms) = try readName(state)
                guard name == state.sectionName, transforms == state.sectionTransforms else {
                    throw error("a section is closed with a name other than the one that opened it", at: nameStart)
                }
                if !standsAlone(state), !indentation.isEmpty {
                    nodes.append(.text(cursor.bytes(of: indentation)))
                }
                return nodes

            case UInt8(ascii: "!"):
                cursor.index += 1
                guard cursor.read(through: state.close.characters) != nil else {
                    throw error("a comment is not closed with '\(state.close.text)'", at: tagStart)
                }
                state.atLineStart = standsAlone(state)

            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                if !indentation.isEmpty {
                    nodes.append(.text(cursor.bytes(of: indentation)))
                    indentation = 0..<0
                }
                cursor.index += 1
                let (name, transforms) = try readName(state)
                if sigil == UInt8(ascii: "{"), !cursor.read(["}"]) {
                    throw error("a tag is not closed with '}\(state.close.text)'")
                }
                nodes.append(.value(TemplateName(name, transforms: transforms), escaped: false))
                state.atLineStart = false

            case UInt8(ascii: ">"):
                cursor.index += 1
                cursor.readWhitespace()
                let isDynamic = cursor.current == "*"
                if isDynamic { cursor.index += 1 }
                let name = try readPartialName(state)
                if !indentation.isEmpty {
                    nodes.append(.text(cursor.bytes(of: indentation)))
                }
                let isStandalone = standsAlone(state)
                references.append(PartialReference(name: name, isDynamic: isDynamic, position: cursor.position(of: tagStart)))
                nodes.append(.partial(name: name, indentation: isStandalone ? cursor.text(of: indentation) : nil, blocks: nil))
                indentation = 0..<0
                state.atLineStart = isStandalone

            case UInt8(ascii: "<"):
                cursor.index += 1
                cursor.readWhitespace()
                let sectionName = try readPartialName(state)
                let isDynamic = sectionName.first == "*"
                let name = isDynamic ? String(sectionName.dropFirst()) : sectionName
                if !indentation.isEmpty {
                    nodes.append(.text(cursor.bytes(of: indentation)))
                }
                let isStandalone = standsAlone(state)
                try checkDepth(state, tagStart: tagStart)
                references.append(PartialReference(name: name, isDynamic: isDynamic, position: cursor.position(of: tagStart)))
                var blocks: [String: [TemplateNode]] = [:]
                for node in try parseNodes(state.entering(parent: sectionName)) {
                    switch node {
                    case .blockOverride(let blockName, let blockNodes): blocks[blockName] = blockNodes
                    case .text: break
                    default: throw error("an inheritance section holds a tag it may not")
                    }
                }
                nodes.append(.partial(name: name, indentation: cursor.text(of: indentation), blocks: blocks))
                indentation = 0..<0
                state.atLineStart = isStandalone

            case UInt8(ascii: "$"):
                cursor.index += 1
                let (name, transforms) = try readName(state)
                guard transforms.isEmpty else { throw error("a transform is applied to an inheritance section") }
                try checkDepth(state, tagStart: tagStart)
                if state.atParentTop {
                    let isStandalone = standsAlone(state)
                    let body = try parseNodes(state.entering(section: name, standsAlone: isStandalone))
                    nodes.append(.blockOverride(name: name, nodes: body))
                    state.atLineStart = isStandalone
                } else {
                    if !indentation.isEmpty {
                        nodes.append(.text(cursor.bytes(of: indentation)))
                    }
                    let isStandalone = standsAlone(state)
                    let body = try parseNodes(state.entering(section: name, standsAlone: isStandalone))
                    nodes.append(.block(name: name, defaultNodes: body, indentation: cursor.text(of: indentation)))
                    indentation = 0..<0
                    state.atLineStart = isStandalone
                }

            case UInt8(ascii: "="):
                cursor.index += 1
                state = try readDelimiters(state, tagStart: tagStart)
                state.atLineStart = standsAlone(state)

            case UInt8(ascii: "%"):
                cursor.index += 1
                nodes.append(try readPragma(state))
                state.atLineStart = standsAlone(state)

            default:
                if !indentation.isEmpty {
                    nodes.append(.text(cursor.bytes(of: indentation)))
                    indentation = 0..<0
                }
                let (name, transforms) = try readName(state)
                nodes.append(.value(TemplateName(name, transforms: transforms), escaped: true))
                state.atLineStart = false
            }
        }
        guard state.sectionName == nil else { throw error("a section is opened but never closed") }
        return nodes
    }

    /// The UTF-8 bytes of the characters at `indentation` followed by those from `start` up to
    /// `end`: one slice of the template when the indentation ends where they start, or is empty.
    func bytes(indentedBy indentation: Range<Int>, from start: Int, to end: Int) -> ArraySlice<UInt8> {
        if indentation.isEmpty { return cursor.bytes(from: start, to: end) }
        if indentation.upperBound == start { return cursor.bytes(from: indentation.lowerBound, to: end) }
        var joined = cursor.bytes(of: indentation)
        joined.append(contentsOf: cursor.bytes(from: start, to: end))
        return joined
    }

    /// Throws when a section opened at `tagStart` would nest deeper than ``maximumSectionDepth``.
    func checkDepth(_ state: State, tagStart: Int) throws(SyntaxError) {
        guard state.depth < Self.maximumSectionDepth else {
            throw error("sections are nested deeper than \(Self.maximumSectionDepth) levels", at: tagStart)
        }
    }

    /// Whether the tag just read stands alone on its line, reading the rest of the line if so.
    mutating func standsAlone(_ state: State) -> Bool {
        state.atLineStart && cursor.readRestOfLineIfBlank()
    }
}
