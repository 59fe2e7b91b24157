import Foundation
import RouteGenCLI
import Testing

/// `routegen graph` run in-process: what it prints, what it writes and how it fails.
@Suite struct GraphCommandTests {
    static let home = "root: { url: home }\nscreens:\n  detail: { url: \"items/{id}\", params: { id: Int } }\nevents: { closed: {} }\n"

    @Test func printsTheMermaidGraphOfTheSpecs() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": Self.home])
        defer { project.folder.remove() }
        let result = try project.graph(["Specs"])
        #expect(result.status == 0)
        #expect(result.console.errors == [])
        #expect(result.console.out == ["""
            flowchart LR
                appLayer[/"app layer"\\]
                subgraph Home["Home"]
                    Home_root(["root<br>url: home"])
                    Home_screen_detail["detail(id: Int)<br>url: items/{id}"]
                end
                Home_root --> Home_screen_detail
                Home_root --o|"event closed"| appLayer
            """])
    }

    @Test func writesDOTToAFileOnlyWhenItChanges() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": Self.home])
        defer { project.folder.remove() }
        let first = try project.graph(["Specs", "--format", "dot", "-o", "navigation.dot"])
        #expect(first.status == 0)
        #expect(first.console.out.map(project.relative) == ["created navigation.dot"])
        let dot = try #require(project.folder.read("navigation.dot"))
        #expect(dot.hasPrefix("digraph \"Home\" {\n    rankdir=LR;\n"))
        #expect(dot.hasSuffix("}\n"))

        let past = Date(timeIntervalSince1970: 1_000_000)
        try project.folder.setModificationDate(past, of: "navigation.dot")
        let second = try project.graph(["Specs", "--format", "dot", "-o", "navigation.dot"])
        #expect(second.console.out.map(project.relative) == ["unchanged navigation.dot"])
        #expect(try project.folder.modificationDate("navigation.dot") == past)

        try project.folder.write(Self.home + "modals: { help: {} }\n", to: "Specs/Home.routes.yaml")
        let third = try project.graph(["Specs", "--format", "dot", "-o", "navigation.dot"])
        #expect(third.console.out.map(project.relative) == ["updated navigation.dot"])
        #expect(project.folder.read("navigation.dot")?.contains("\"Home_modal_help\" [label=\"help\\nsheet\", style=rounded];") == true)
        #expect(try project.folder.list().filter { $0.hasSuffix(".tmp") } == [])
    }

    @Test func aSpecErrorIsDiagnosedOnItsLineAndNothingIsDrawn() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": "screens:\n  Home: {}\n"])
        defer { project.folder.remove() }
        let result = try project.graph(["Specs", "-o", "navigation.mmd"])
        #expect(result.status == 1)
        #expect(result.console.out == [])
        #expect(result.console.errors.map(project.relative) == [
            "Specs/Home.routes.yaml:2:3: error: screen name 'Home' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'home'",
            "routegen: 1 error; no graph was drawn",
        ])
        #expect(try project.folder.list() == ["Specs"])
    }

    @Test func errorsAcrossSpecsAreThoseGeneratingGives() throws {
        let project = try CommandFixture(specs: [
            "Home.routes.yaml": "screens: { a: {} }\nmodals: { more: { stack: Detail } }\n",
            "Detail.routes.yaml": "screens: { b: {} }\n",
        ])
        defer { project.folder.remove() }
        let graph = try project.graph(["Specs"])
        let generate = try project.run(["Specs", "-o", "Generated"])
        #expect(graph.status == 1)
        #expect(graph.console.errors.dropLast() == generate.console.errors.dropLast())
        #expect(graph.console.errors.map(project.relative) == [
            "Specs/Home.routes.yaml:2:26: error: modal 'more' hosts the Detail stack, but Specs/Detail.routes.yaml declares no 'root:'; a stack presented on its own needs a root screen, so declare one there",
            "routegen: 1 error; no graph was drawn",
        ])
    }

    @Test func anOutputPathThatIsAFolderIsAnError() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": Self.home])
        defer { project.folder.remove() }
        try FileManager.default.createDirectory(atPath: project.folder.path("Docs"), withIntermediateDirectories: true)
        let result = try project.graph(["Specs", "-o", "Docs"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative) == [
            "Docs: error: the output path is a folder, not a file; name the file to write, e.g. '-o navigation.mmd'",
            "routegen: 1 error; the graph was not written",
        ])
    }

    @Test(arguments: [
        (["-o", "graph.mmd"], "Give at least one spec file or folder, e.g. 'routegen graph Specs'."),
        (["Specs", "-o", ""], "The output file is empty; name one with -o, e.g. 'routegen graph Specs -o navigation.mmd', or leave -o out to print the graph."),
    ])
    func rejectsMissingInputsAndAnEmptyOutput(arguments: [String], message: String) {
        #expect(usageError { _ = try GraphCommand(parsing: arguments) }?.message == message)
    }

    @Test func rejectsAnUnknownFormat() {
        #expect(usageError { _ = try GraphCommand(parsing: ["Specs", "--format", "svg"]) }?.message
            == "The value 'svg' is invalid for '--format <mermaid|dot>'. Please provide one of 'mermaid' or 'dot'.")
    }

    @Test func theRootCommandRunsGraphAsASubcommandAndGenerateByDefault() throws {
        guard case .graph(let graph) = try Invocation.parse(["graph", "Specs", "--format", "dot"]) else {
            Issue.record("not graph")
            return
        }
        #expect(graph.inputs == ["Specs"] && graph.format == .dot && graph.output == nil)
        guard case .generate = try Invocation.parse(["Specs", "-o", "Generated"]) else {
            Issue.record("not generate")
            return
        }
    }
}
