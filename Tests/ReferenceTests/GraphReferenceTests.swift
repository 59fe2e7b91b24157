import Foundation
import SnapshotTesting
import Testing
@testable import RouteGenCore

/// The graph of each reference app, in both formats, compared whole with the reference files
/// in `Tests/GeneratedCode/ReferenceOutput/Graphs/` (`<App>.mmd`, `<App>.dot`); and the graph of the
/// example app that the documentation shows (`NavigationGraph.md`), which must be what `routegen graph` draws for it.
///
/// To accept a change, read the diff, then re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter GraphReferenceTests`.
@Suite struct GraphReferenceTests {
    /// The apps drawn: each folder of `Specs/` but the older version of Study.
    static let apps = ["Matching", "Onsen", "Study", "POS", "Hostile"]

    /// One reference file: an app's graph in one format.
    struct ReferenceGraph: CustomTestStringConvertible, Sendable {
        /// The folder in `Specs/`.
        var app: String
        /// The format.
        var format: GraphFormat

        /// The reference file's extension.
        var fileExtension: String {
            switch format {
            case .mermaid: "mmd"
            case .dot: "dot"
            }
        }

        var testDescription: String { "\(app).\(fileExtension)" }
    }

    /// Every reference graph.
    static let graphs = apps.flatMap { app in GraphFormat.allCases.map { ReferenceGraph(app: app, format: $0) } }

    /// What `routegen graph <inputs> --format <format>` prints, which must have no diagnostic.
    static func draw(_ inputs: [String], as format: GraphFormat) throws -> String {
        let report = GraphRun.perform(GraphConfiguration(inputs: inputs, format: format))
        #expect(report.diagnostics.map(\.description) == [])
        return try #require(report.text)
    }

    @Test(arguments: graphs)
    func graphMatchesTheReferenceFile(graph: ReferenceGraph) throws {
        let text = try Self.draw(["\(ReferenceTests.root)/Specs/\(graph.app)"], as: graph.format)
        let failure = verifySnapshot(
            of: text,
            as: .swiftSource,
            named: graph.fileExtension,
            snapshotDirectory: "\(ReferenceTests.root)/Tests/GeneratedCode/ReferenceOutput/Graphs",
            testName: graph.app
        )
        if let failure {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyReferenceGraphIsStillDrawn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(ReferenceTests.root)/Tests/GeneratedCode/ReferenceOutput/Graphs").sorted()
        #expect(files == Self.graphs.map(\.testDescription).sorted())
    }

    /// The documentation's article on the graph shows the example app's graph as `routegen graph` draws it.
    @Test func documentationShowsTheExampleAppsGraph() throws {
        let article = "Sources/routegen/Documentation.docc/Articles/NavigationGraph.md"
        let text = try String(contentsOfFile: "\(ReferenceTests.root)/\(article)", encoding: .utf8)
        guard let start = text.range(of: "```mermaid\n"),
              let end = text.range(of: "```\n", range: start.upperBound..<text.endIndex)
        else {
            Issue.record("\(article) has no mermaid block")
            return
        }
        let expected = try Self.draw(["\(ReferenceTests.root)/Examples/MatchingApp/Sources"], as: .mermaid)
        #expect(String(text[start.upperBound..<end.lowerBound]) == expected, "update \(article)'s graph with 'swift run routegen graph Examples/MatchingApp/Sources'")
    }
}
