@testable import RouteGenCore
import Testing

/// The parser reads a template whose every byte is a character (ASCII without `\r`, as the
/// built-in templates are) over its bytes, and any other over its characters: both ways give
/// the same nodes, the same partials and the same syntax errors, whatever the delimiters.
@Suite struct TemplateByteReadingTests {
    /// Templates where the two ways could part: line starts and standalone tags, indentation
    /// that a comment separates from its text, changed delimiters (one of them starting like
    /// the text around it), transforms and dotted names, overrides' indentation, odd line
    /// breaks after a delimiter, and malformed tags.
    static let templates = [
        "plain {{name}} text\n",
        "struct A { var b: Int } {{name}} { } {{#flag}}a longer text than eight bytes{{/flag}}\n{\n{{{name}}}{{!}}\n",
        "{{=<% %>=}}a long line with < and % and %> in it <%name%> and <% name %>< <<%#flag%>x<%/flag%>\n",
        "list:\n  {{#items}}\n  - {{.}}{{^isLast}},{{/isLast}}\n  {{/items}}\nend",
        "\t{{#flag}}\n\tx\n\t{{/flag}}\n",
        "  {{! a comment }}  text\n  {{! standalone }}\n",
        "{{ name }} {{\tname\t}} {{\nname\n}} {{{ name }}} {{& name}}\n",
        "{{uppercased(name)}} {{plusone(count(items))}} {{#items}}{{index()}}{{/items}} {{#first()}}x{{/first()}}\n",
        "{{a.b.c}} {{.name}} {{.}} {{a..b}} {{#a.b}}{{c}}{{/a.b}}\n",
        "{{=<% %>=}}<%name%> <%#items%><%.%><%/items%> {{name}}\n<%={{ }}=%>{{name}}\n",
        "{{=[[ ]]=}}a[b[[name]]c[[! x ]]d\n",
        "{{=| |=}}|name| |#flag|\n  |name|\n|/flag|\n",
        "{{=<% %>=}}\n<%#items%>\n  <%.%>\n<%/items%>\n",
        "{{#flag}}{{=<% %>=}}<%name%>{{/flag}}{{name}}\n",
        "{{\u{0B}x\n{{\u{0C}y",
        "{{<Page}}\n  {{$body}}\n    one\n      two\n  {{/body}}\n{{/Page}}\n",
        "  {{$block}}\n  x\n  {{/block}}\n  {{$inline}}y{{/inline}}\n",
        "{{> Lines}}\n  {{> Lines}}\n{{>*dynamic}} {{> Lines }}x\n",
        "{{%CONTENT_TYPE: HTML}}\n{{name}} {{{name}}}\n",
        "struct A {\n  {{name}}{\n}",
        "end without a line break {{name}}",
        "{{#a}}{{/b}}",
        "x\n{{name",
        "{{upper(name}}",
        "{{a(b)c}}",
        "{{a(b))}}",
        "{{{name}}",
        "{{! never closed",
        "{{=<% =}}",
        "{{%LANGUAGE: SWIFT}}",
        "{{#name}}",
        "{{<Page}}{{name}}{{/Page}}",
    ]

    @Test(arguments: templates)
    func bytesAndCharactersParseAlike(_ template: String) {
        #expect(TemplateCursor(template).isOneCharacterPerByte)
        #expect(!TemplateCursor(template, readsBytes: false).isOneCharacterPerByte)
        #expect(Self.parsed(template, readsBytes: true) == Self.parsed(template, readsBytes: false))
    }

    /// The same templates with their line breaks as `\r\n`, read over characters, give the same
    /// nodes with `\r\n` for `\n`: the byte reading takes nothing away from the other.
    @Test(arguments: templates)
    func crlfTemplatesParseAsTheirOriginals(_ template: String) {
        guard template.contains("\n") else { return }
        let crlf = template.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(!TemplateCursor(crlf).isOneCharacterPerByte)
        #expect(Self.parsed(crlf, readsBytes: true) == Self.parsed(template, readsBytes: true).replacing("\\n", with: "\\r\\n"))
    }

    /// A tag whose first character is a sigil with a combining mark has no sigil: it reads as
    /// a name, as any other non-ASCII character does.
    @Test func aSigilWithACombiningMarkIsNoSigil() {
        #expect(TemplateFixture.renderOrError("{{#\u{301}x}}") == "1:3: a tag is not closed with '}}'")
        #expect(TemplateFixture.renderOrError("{{é}}") == "1:3: a tag is not closed with '}}'")
    }

    /// Whether every byte is a character, checked eight bytes at a time, answers as a check of
    /// each byte does, wherever a `\r` or a non-ASCII byte falls.
    @Test func theWordAtATimeCheckAgreesWithEachByte() {
        for count in 0..<20 {
            let ascii = (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            #expect(ascii.isOneCharacterPerByte)
            for position in 0..<count {
                for odd: UInt8 in [0x0D, 0x80, 0xC3, 0xFF, 0x8D] {
                    var bytes = ascii
                    bytes[position] = odd
                    #expect(!bytes.isOneCharacterPerByte, "\(bytes)")
                }
                for fine: UInt8 in [0x00, 0x0A, 0x0C, 0x0E, 0x1D, 0x7F] {
                    var bytes = ascii
                    bytes[position] = fine
                    #expect(bytes.isOneCharacterPerByte, "\(bytes)")
                }
            }
        }
    }

    /// `template`'s nodes and the partials it includes, or its syntax error, as text.
    static func parsed(_ template: String, readsBytes: Bool) -> String {
        var parser = TemplateParser(cursor: TemplateCursor(template, readsBytes: readsBytes))
        do {
            let nodes = try parser.parseNodes(TemplateParser.State())
            return described(nodes) + "\n" + String(reflecting: parser.references)
        } catch {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        }
    }

    /// `nodes` as text: a text node's bytes as a string literal, a parent's blocks sorted by name.
    static func described(_ nodes: [TemplateNode]) -> String {
        let parts = nodes.map { node in
            switch node {
            case .text(let bytes):
                "text(\(String(reflecting: String(decoding: bytes, as: UTF8.self))))"
            case .section(let name, let body):
                "section(\(String(reflecting: name)), \(described(body)))"
            case .invertedSection(let name, let body):
                "invertedSection(\(String(reflecting: name)), \(described(body)))"
            case .partial(let name, let indentation, let blocks):
                "partial(\(String(reflecting: name)), \(String(reflecting: indentation)), "
                    + "\(blocks.map { $0.sorted { $0.key < $1.key }.map { "\($0.key): \(described($0.value))" }.joined(separator: ", ") } ?? "nil"))"
            case .block(let name, let defaultNodes, let indentation):
                "block(\(String(reflecting: name)), \(described(defaultNodes)), \(String(reflecting: indentation)))"
            case .blockOverride(let name, let body):
                "blockOverride(\(String(reflecting: name)), \(described(body)))"
            case .value, .contentType:
                String(reflecting: node)
            }
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
