import Testing
@testable import RouteGenCLI
@testable import RouteGenCore

/// What the command prints when a run fails: users must be able to tell whether their output
/// folder was touched.
@Suite struct ReportPrinterTests {
    let configuration = GeneratorConfiguration(inputs: ["Specs"], outputDirectory: "Generated")

    func printed(_ report: RunReport) -> RecordingConsole {
        let console = RecordingConsole()
        ReportPrinter(console: console, options: OutputOptions(), rerunCommand: "routegen Specs -o Generated")
            .print(report, elapsed: .zero)
        return console
    }

    @Test func anErrorBeforeWritingSaysNothingWasWritten() {
        var diagnostics = Diagnostics()
        diagnostics.error("missing required key 'screens'", at: SourceLocation(file: "Specs/Home.routes.yaml", position: SourcePosition(line: 1, column: 1)))
        let console = printed(RunReport(configuration: configuration, diagnostics: diagnostics, plan: nil, featureCount: 1))
        #expect(console.out == [])
        #expect(console.errors == [
            "Specs/Home.routes.yaml:1:1: error: missing required key 'screens'",
            "routegen: 1 error; nothing was written",
        ])
    }

    @Test func aWriteThatFailsPartWayListsWhatItChanged() {
        let written = FileChange(kind: .create, path: "Generated/HomeRoute.swift", contents: [])
        let removed = FileChange(kind: .remove, path: "Generated/OldRoute.swift")
        let failed = FileChange(kind: .update, path: "Generated/HomeRouter.swift", contents: [])
        var diagnostics = Diagnostics()
        diagnostics.error("cannot write this file: disk full", at: SourceLocation(file: failed.path))
        var report = RunReport(
            configuration: configuration, diagnostics: diagnostics,
            plan: OutputPlan(directory: "Generated", changes: [written, failed, removed]), featureCount: 1
        )
        report.appliedChanges = [written, removed]
        let console = printed(report)
        #expect(console.out == [])
        #expect(console.errors == [
            "Generated/HomeRouter.swift: error: cannot write this file: disk full",
            "created Generated/HomeRoute.swift",
            "removed Generated/OldRoute.swift",
            "routegen: 1 error while writing; 1 file written and 1 removed before it, the other files left as they were; fix the errors and run routegen again",
        ])
    }
}
