internal import CYAML

/// The C boundary: drives libyaml's event parser over a byte buffer and hands each event, as
/// Swift values, to a ``YAMLTreeBuilder``.
///
/// This is the only file that sees libyaml. It converts libyaml's 0-based marks to 1-based
/// `SourcePosition`s, copies every string out of libyaml's memory before freeing the event,
/// and owns the parser and a private copy of the input until it is destroyed.
struct LibYAMLParser: ~Copyable {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let inputCount: Int

    /// Creates a parser over a copy of `bytes`, or returns nil when libyaml cannot allocate its state.
    init?(_ bytes: [UInt8]) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            return nil
        }
        // libyaml reads the input lazily, so it must outlive every `nextEvent()` call; a private
        // copy ties its lifetime to the parser's. Allocate at least one byte so the pointer is never null.
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { input.baseAddress!.initialize(from: base, count: source.count) }
        }
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
        self.parser = parser
        self.input = input
        self.inputCount = bytes.count
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// Parses the next event and hands it to `builder` (a node's, with its strings copied out of
    /// libyaml's memory, which is freed before this returns); what the event was, or throws what
    /// stopped libyaml.
    mutating func nextEvent(into builder: inout YAMLTreeBuilder, diagnostics: inout Diagnostics) throws(YAMLParseError) -> YAMLStreamEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        let position = Self.position(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) }
            let scalar = YAMLScalar(text: text ?? "", style: Self.style(data.style))
            let properties = Self.properties(data.anchor, data.tag, at: position)
            return .taken(builder.addScalar(scalar, properties, diagnostics: &diagnostics))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            let properties = Self.properties(data.anchor, data.tag, at: position)
            return .taken(builder.open(.mapping, properties, diagnostics: &diagnostics))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            let properties = Self.properties(data.anchor, data.tag, at: position)
            return .taken(builder.open(.sequence, properties, diagnostics: &diagnostics))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            return .taken(builder.close(diagnostics: &diagnostics))
        case YAML_ALIAS_EVENT:
            return .taken(builder.addAlias(Self.string(event.data.alias.anchor) ?? "", at: position, diagnostics: &diagnostics))
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(position)
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
            return .taken(.needsMoreEvents)
        default:
            // YAML_NO_EVENT and YAML_STREAM_END_EVENT: libyaml has nothing more to say.
            return .streamEnd
        }
    }

    /// A node event's anchor and tag, copied out of libyaml's memory, and its position.
    private static func properties(_ anchor: UnsafeMutablePointer<yaml_char_t>?, _ tag: UnsafeMutablePointer<yaml_char_t>?, at position: SourcePosition) -> YAMLNodeProperties {
        YAMLNodeProperties(anchor: string(anchor), tag: string(tag), position: position)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// Converts a 0-based libyaml mark to a 1-based position; the one place this happens.
    private static func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: mark.line + 1, column: mark.column + 1)
    }

    // MARK: Errors

    private func currentError() -> YAMLParseError {
        let state = parser.pointee
        switch state.error {
        case YAML_MEMORY_ERROR:
            return YAMLParseError(message: YAMLReaderMessages.outOfMemory, position: nil)
        case YAML_READER_ERROR:
            // Reader errors (bad encoding, control characters) carry a byte offset instead of a mark.
            let problem = state.problem.map { String(cString: $0) } ?? "the file cannot be decoded"
            return YAMLParseError(
                message: YAMLReaderMessages.invalidYAML(problem),
                position: position(ofByteOffset: state.problem_offset)
            )
        default:
            let problem = state.problem.map { String(cString: $0) } ?? "libyaml stopped without naming the problem"
            let context = state.context.map { String(cString: $0) }
            return YAMLParseError(
                message: YAMLReaderMessages.invalidYAML(problem, context: context),
                position: Self.position(state.problem_mark),
                problem: problem,
                contextPosition: context == nil ? nil : Self.position(state.context_mark)
            )
        }
    }

    /// The line and column of a byte offset, counted as libyaml counts marks for UTF-8 input:
    /// a leading byte-order mark takes no column, `\r\n`, `\r` and `\n` each end a line, and
    /// every character (not byte) takes one column.
    private func position(ofByteOffset offset: Int) -> SourcePosition {
        let end = min(offset, inputCount)
        var index = 0
        if end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            index = 3
        }
        var line = 1
        var column = 1
        while index < end {
            let byte = input[index]
            index += 1
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index < end, input[index] == UInt8(ascii: "\n") {
                    index += 1
                }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }
}
