import ArgumentParser
import Foundation
import RouteGenCLI
import Testing

/// The `routegen` command run in-process: exit statuses, printed output and what it writes.
@Suite struct RouteGenCommandTests {
    @Test func generatesThreeFilesPerFeatureAndSummarises() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"]),
                                                 "Settings.routes.yaml": CommandFixture.spec(screens: ["detail"])])
        defer { project.folder.remove() }
        let result = try await project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 0)
        #expect(result.console.errors == [])
        #expect(result.console.out.map(project.relative) == [
            "created Generated/HomeRoute.swift", "created Generated/HomeRouter.swift",
            "created Generated/HomeViewBuildingClient.swift", "created Generated/SettingsRoute.swift",
            "created Generated/SettingsRouter.swift", "created Generated/SettingsViewBuildingClient.swift",
            "routegen: 2 features, 6 files written, 0 removed, 0 unchanged",
        ])
        #expect(try project.folder.list("Generated").count == 6)
    }

    @Test func aSecondRunRewritesNothing() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        _ = try await project.run(["Specs", "-o", "Generated"])
        let past = Date(timeIntervalSince1970: 1_000_000)
        for name in try project.folder.list("Generated") {
            try project.folder.setModificationDate(past, of: "Generated/" + name)
        }
        let result = try await project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 0)
        #expect(result.console.out == ["routegen: 1 feature, 0 files written, 0 removed, 3 unchanged"])
        for name in try project.folder.list("Generated") {
            #expect(try project.folder.modificationDate("Generated/" + name) == past)
        }
    }

    @Test func rewritesOnlyTheFilesWhoseContentChanged() async throws {
        let spec = "screens:\n  home:\n    params: { page: { type: Int, default: 1 } }\n"
        let project = try CommandFixture(specs: ["Home.routes.yaml": spec])
        defer { project.folder.remove() }
        _ = try await project.run(["Specs", "-o", "Generated"])
        // A default value appears in the Route only, not in the client's closure types.
        try project.folder.write(spec.replacingOccurrences(of: "default: 1", with: "default: 2"), to: "Specs/Home.routes.yaml")
        let result = try await project.run(["Specs", "-o", "Generated", "--verbose"])
        #expect(result.status == 0)
        #expect(result.console.out.prefix(4).map(project.relative) == [
            "updated Generated/HomeRoute.swift", "unchanged Generated/HomeRouter.swift",
            "unchanged Generated/HomeViewBuildingClient.swift",
            "routegen: 1 feature, 1 file written, 0 removed, 2 unchanged",
        ])
        #expect(result.console.out.last?.hasPrefix("routegen: finished in ") == true)
    }

    @Test func removesStaleGeneratedFilesAndSparesOthers() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"]),
                                                 "Old.routes.yaml": CommandFixture.spec(screens: ["old"])])
        defer { project.folder.remove() }
        _ = try await project.run(["Specs", "-o", "Generated"])
        try project.folder.write("// Hand-written helpers.\n", to: "Generated/Helpers.swift")
        try FileManager.default.removeItem(atPath: project.folder.path("Specs/Old.routes.yaml"))
        let result = try await project.run(["Specs", "-o", "Generated", "--quiet"])
        #expect(result.status == 0)
        #expect(result.console.out == [])
        #expect(try project.folder.list("Generated") == [
            "Helpers.swift", "HomeRoute.swift", "HomeRouter.swift", "HomeViewBuildingClient.swift",
        ])
    }

    @Test func checkFailsListingWhatIsOutOfDateAndWritesNothing() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        let result = try await project.run(["Specs", "-o", "Generated", "--check"])
        #expect(result.status == 1)
        #expect(result.console.out == [])
        #expect(result.console.errors.map(project.relative) == [
            "Generated/HomeRoute.swift: error: generated file would be created by routegen",
            "Generated/HomeRouter.swift: error: generated file would be created by routegen",
            "Generated/HomeViewBuildingClient.swift: error: generated file would be created by routegen",
            "routegen: 3 generated files out of date; run 'routegen Specs -o Generated' to update",
        ])
        #expect(!FileManager.default.fileExists(atPath: project.folder.path("Generated")))
    }

    @Test func checkPassesWhenUpToDate() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        _ = try await project.run(["Specs", "-o", "Generated"])
        let result = try await project.run(["Specs", "-o", "Generated", "--check"])
        #expect(result.status == 0)
        #expect(result.console.out == ["routegen: 3 generated files of 1 feature up to date"])
    }

    @Test func checkCountsStaleFilesAsOutOfDate() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"]),
                                                 "Old.routes.yaml": CommandFixture.spec(screens: ["old"])])
        defer { project.folder.remove() }
        _ = try await project.run(["Specs", "-o", "Generated"])
        try FileManager.default.removeItem(atPath: project.folder.path("Specs/Old.routes.yaml"))
        let result = try await project.run(["Specs", "-o", "Generated", "--check"])
        #expect(result.status == 1)
        #expect(result.console.errors.first.map(project.relative) == "Generated/OldRoute.swift: error: generated file would be removed by routegen")
        #expect(try project.folder.list("Generated").count == 6)
    }

    @Test func dryRunListsChangesAndWritesNothing() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        let result = try await project.run(["Specs", "-o", "Generated", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.console.out.map(project.relative) == [
            "would create Generated/HomeRoute.swift", "would create Generated/HomeRouter.swift",
            "would create Generated/HomeViewBuildingClient.swift",
            "routegen: dry run, 1 feature, 3 files would change; nothing was written",
        ])
        #expect(!FileManager.default.fileExists(atPath: project.folder.path("Generated")))
    }

    @Test func anErrorInOneSpecWritesNothingAndExitsWithOne() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        _ = try await project.run(["Specs", "-o", "Generated"])
        let before = try project.folder.list("Generated").map { project.folder.read("Generated/" + $0) }
        try project.folder.write("screens:\n  home:\n    params: { id: \"Int)\" }\n  Other: {}\n", to: "Specs/Broken.routes.yaml")
        try project.folder.write(CommandFixture.spec(screens: ["home", "changed"]), to: "Specs/Home.routes.yaml")
        let result = try await project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 1)
        #expect(result.console.out == [])
        #expect(result.console.errors.count == 3)
        #expect(result.console.errors.map(project.relative).first?.hasPrefix("Specs/Broken.routes.yaml:3:") == true)
        #expect(result.console.errors.last == "routegen: 2 errors; nothing was written")
        #expect(try project.folder.list("Generated").map { project.folder.read("Generated/" + $0) } == before)
    }

    @Test func aUserTemplateReplacesABuiltIn() async throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home", "detail"])])
        defer { project.folder.remove() }
        try project.folder.write("// {{#screens}}{{name}} {{/screens}}\n", to: "MyTemplates/Router.swift.mustache")
        let result = try await project.run(["Specs", "-o", "Generated", "--templates", "MyTemplates"])
        #expect(result.status == 0)
        #expect(project.folder.read("Generated/HomeRouter.swift") == "// Generated by routegen from Home.routes.yaml. Do not edit.\n\n// home detail \n")
    }

    @Test(arguments: [
        (["Specs", "-o", "Out", "--check", "--dry-run"], "--check and --dry-run cannot be combined."),
        (["Specs", "-o", "Out", "-q", "-v"], "--quiet and --verbose cannot be combined."),
        (["-o", "Out"], "Give at least one spec file or folder, e.g. 'routegen Specs -o Generated'."),
    ])
    func rejectsContradictoryOptions(arguments: [String], message: String) {
        #expect {
            _ = try RouteGenCommand.parse(arguments)
        } throws: { error in
            RouteGenCommand.message(for: error) == message
        }
    }

    @Test func requiresAnOutputFolder() {
        #expect(throws: (any Error).self) {
            _ = try RouteGenCommand.parse(["Specs"])
        }
    }

    @Test func helpExplainsTheOutputsAndGivesExamples() {
        let help = RouteGenCommand.helpMessage()
        #expect(help.contains("USAGE: routegen"))
        #expect(help.contains("<Feature>ViewBuildingClient.swift"))
        #expect(help.contains("routegen Specs -o Generated --check"))
        #expect(help.contains("--templates <folder>"))
        #expect(help.contains("--dry-run"))
    }
}
