import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import RouteGenCore

/// Graphviz reads the DOT that `routegen graph` writes: every reference app's graph lays out
/// without a warning, and hostile labels come out exactly as written. Skipped when `dot` is
/// not installed (`apt-get install graphviz`, `brew install graphviz`).
@Suite(.enabled(if: Graphviz.dot != nil, "Graphviz's dot is not on the PATH"))
struct GraphvizTests {
    /// What `dot -Tsvg` makes of `source`: its standard output and standard error.
    static func svg(of source: String) throws -> (svg: String, errors: String, status: Int32) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-graphviz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("graph.dot")
        let output = folder.appendingPathComponent("graph.svg")
        try Data(source.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Graphviz.dot))
        process.arguments = ["-Tsvg", input.path, "-o", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let svg = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (svg, errorText, process.terminationStatus)
    }

    @Test(arguments: GraphReferenceTests.apps)
    func referenceGraphsLayOutWithoutWarnings(app: String) throws {
        let source = try GraphReferenceTests.draw(["\(ReferenceTests.root)/Specs/\(app)"], as: .dot)
        let result = try Self.svg(of: source)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.svg.contains("<svg"))
    }

    @Test func hostileLabelsReadAsWritten() throws {
        let title = #"a "b" {c} <d> |e| & &amp; \n \N 検索 😀 e\#u{301} #35;"#
        let sources = [
            SpecSource(path: "Specs/Home.routes.yaml", text: """
                root: {}
                screens:
                  item: { url: "items/{id}?q={query}", params: { id: Int, query: { type: String, default: '""' } } }
                  tags: { params: { _ tags: "Set<Tag>", pick: "(Tag) -> Void" } }

                """),
            SpecSource(path: "Specs/Shop.app.yaml", text: """
                tabs:
                  home: { feature: Home, title: '\(title.replacingOccurrences(of: "'", with: "''"))' }
                links: { schemes: { shop: route } }

                """),
        ]
        let specs = SpecSetValidator.validate(sources, mode: .interface)
        #expect(specs.diagnostics.map(\.description) == [])
        try #require(!specs.diagnostics.hasErrors)
        let result = try Self.svg(of: GraphRun.draw(specs, as: .dot))
        #expect(result.status == 0)
        #expect(result.errors == "")
        let texts = SVGTexts.of(result.svg)
        for expected in ["tab home \"\(title)\"", "url: items/{id}?q={query}", "item(id: Int, query: String)", "tags(_ tags: Set<Tag>, pick: (Tag) -> Void)"] {
            #expect(texts.contains(expected), "\(texts)")
        }
    }
}

/// Where Graphviz is.
enum Graphviz {
    /// The path of Graphviz's `dot`, if it is on the `PATH`.
    static let dot: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { $0 + "/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The text of every `<text>` element of an SVG document, entities decoded.
final class SVGTexts: NSObject, XMLParserDelegate {
    private var texts: [String] = []
    private var current: String?

    /// The texts of `svg`, in document order.
    static func of(_ svg: String) -> [String] {
        let collector = SVGTexts()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        _ = parser.parse()
        return collector.texts
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text = current {
            texts.append(text)
            current = nil
        }
    }
}
