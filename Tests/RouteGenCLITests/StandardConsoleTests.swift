import Foundation
import RouteGenTestSupport
import Testing
@testable import RouteGenCLI

/// The process's console: results and diagnostics reach their own file descriptors, each
/// line whole and in the order printed, however many lines a listing prints at once.
@Suite struct StandardConsoleTests {
    /// A file of `folder` opened for writing, closed by the caller.
    static func open(_ name: String, in folder: TemporaryDirectory) throws -> Int32 {
        let descriptor = Foundation.open(folder.path(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        return descriptor
    }

    @Test func resultsAndDiagnosticsGoToTheirOwnDescriptorsInTheOrderPrinted() throws {
        let folder = try TemporaryDirectory()
        let output = try Self.open("out", in: folder)
        let errors = try Self.open("errors", in: folder)
        let console = StandardConsole(output: output, errors: errors)
        console.print("created Generated/HomeRoute.swift")
        console.printError("Specs/Home.routes.yaml:3:5: warning: unused")
        console.print(lines: ["created Generated/HomeRouter.swift", "", "routegen: 1 feature, 2 files written"])
        console.print(lines: [])
        console.print("ünïcödé")
        close(output)
        close(errors)
        #expect(folder.read("out") == """
            created Generated/HomeRoute.swift
            created Generated/HomeRouter.swift

            routegen: 1 feature, 2 files written
            ünïcödé

            """)
        #expect(folder.read("errors") == "Specs/Home.routes.yaml:3:5: warning: unused\n")
    }

    @Test func aListingOfThousandsOfFilesIsWrittenWhole() throws {
        let folder = try TemporaryDirectory()
        let output = try Self.open("out", in: folder)
        let lines = (0..<5_000).map { "created Generated/Feature\($0)NavigationState.swift" }
        StandardConsole(output: output, errors: output).print(lines: lines)
        close(output)
        #expect(folder.read("out") == lines.joined(separator: "\n") + "\n")
    }
}
