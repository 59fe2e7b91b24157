import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import RouteGenCLI
import RouteGenCore
import Testing

/// The `routegen` command run in-process: exit statuses, printed output and what it writes.
@Suite struct RouteGenCommandTests {
    @Test func generatesFiveFilesPerFeatureAndSummarises() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"]),
                                                 "Settings.routes.yaml": CommandFixture.spec(screens: ["detail"])])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 0)
        #expect(result.console.errors == [])
        #expect(result.console.out.map(project.relative) == [
            "created Generated/HomeNavigationStack.swift", "created Generated/HomeNavigationState.swift",
            "created Generated/HomeRoute.swift", "created Generated/HomeRouter.swift", "created Generated/HomeViewBuildingClient.swift",
            "created Generated/SettingsNavigationStack.swift", "created Generated/SettingsNavigationState.swift",
            "created Generated/SettingsRoute.swift", "created Generated/SettingsRouter.swift", "created Generated/SettingsViewBuildingClient.swift",
            "routegen: 2 features, 10 files written, 0 removed, 0 unchanged",
        ])
        #expect(try project.generatedFiles().count == 10)
    }

    @Test func aSecondRunRewritesNothing() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        _ = try project.run(["Specs", "-o", "Generated"])
        let past = Date(timeIntervalSince1970: 1_000_000)
        for name in try project.generatedFiles() {
            try project.folder.setModificationDate(past, of: "Generated/" + name)
        }
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 0)
        #expect(result.console.out == ["routegen: 1 feature, 0 files written, 0 removed, 5 unchanged"])
        for name in try project.generatedFiles() {
            #expect(try project.folder.modificationDate("Generated/" + name) == past)
        }
    }

    @Test func rewritesOnlyTheFilesWhoseContentChanged() throws {
        let spec = "screens:\n  home:\n    params: { page: { type: Int, default: 1 } }\n"
        let project = try CommandFixture(specs: ["Home.routes.yaml": spec])
        defer { project.folder.remove() }
        _ = try project.run(["Specs", "-o", "Generated"])
        // A default value appears in the Route only (restoration reads defaults too, but
        // this screen has no link and is saved whole), not in the client's closure types.
        try project.folder.write(spec.replacingOccurrences(of: "default: 1", with: "default: 2"), to: "Specs/Home.routes.yaml")
        let result = try project.run(["Specs", "-o", "Generated", "--verbose"])
        #expect(result.status == 0)
        #expect(result.console.out.prefix(6).map(project.relative) == [
            "unchanged Generated/HomeNavigationStack.swift", "updated Generated/HomeNavigationState.swift",
            "updated Generated/HomeRoute.swift", "unchanged Generated/HomeRouter.swift",
            "unchanged Generated/HomeViewBuildingClient.swift",
            "routegen: 1 feature, 2 files written, 0 removed, 3 unchanged",
        ])
        #expect(result.console.out.last?.hasPrefix("routegen: finished in ") == true)
    }

    @Test func removesStaleGeneratedFilesAndSparesOthers() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"]),
                                                 "Old.routes.yaml": CommandFixture.spec(screens: ["old"])])
        defer { project.folder.remove() }
        _ = try project.run(["Specs", "-o", "Generated"])
        try project.folder.write("// Hand-written helpers.\n", to: "Generated/Helpers.swift")
        try FileManager.default.removeItem(atPath: project.folder.path("Specs/Old.routes.yaml"))
        let result = try project.run(["Specs", "-o", "Generated", "--quiet"])
        #expect(result.status == 0)
        #expect(result.console.out == [])
        #expect(try project.generatedFiles() == [
            "Helpers.swift", "HomeNavigationStack.swift", "HomeNavigationState.swift", "HomeRoute.swift", "HomeRouter.swift",
            "HomeViewBuildingClient.swift",
        ])
    }

    @Test func checkFailsListingWhatIsOutOfDateAndWritesNothing() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "-o", "Generated", "--check"])
        #expect(result.status == 1)
        #expect(result.console.out == [])
        #expect(result.console.errors.map(project.relative) == [
            "Generated/HomeNavigationStack.swift: error: generated file would be created by routegen",
            "Generated/HomeNavigationState.swift: error: generated file would be created by routegen",
            "Generated/HomeRoute.swift: error: generated file would be created by routegen",
            "Generated/HomeRouter.swift: error: generated file would be created by routegen",
            "Generated/HomeViewBuildingClient.swift: error: generated file would be created by routegen",
            "routegen: 5 generated files out of date; to update, run: routegen Specs -o Generated",
        ])
        #expect(!FileManager.default.fileExists(atPath: project.folder.path("Generated")))
    }

    @Test func checkEndsWithACommandThatCanBeCopiedWholeWhenPathsNeedQuotes() throws {
        let project = try CommandFixture(specs: [:])
        defer { project.folder.remove() }
        try project.folder.write(CommandFixture.spec(screens: ["home"]), to: "Bob's Specs/Home.routes.yaml")
        let result = try project.run(["Bob's Specs", "-o", "Gen Out", "--check"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative).last
            == "routegen: 5 generated files out of date; to update, run: routegen 'Bob'\\''s Specs' -o 'Gen Out'")
    }

    @Test func checkPassesWhenUpToDate() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        _ = try project.run(["Specs", "-o", "Generated"])
        let result = try project.run(["Specs", "-o", "Generated", "--check"])
        #expect(result.status == 0)
        #expect(result.console.out == ["routegen: 5 generated files of 1 feature up to date"])
    }

    @Test func checkCountsStaleFilesAsOutOfDate() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"]),
                                                 "Old.routes.yaml": CommandFixture.spec(screens: ["old"])])
        defer { project.folder.remove() }
        _ = try project.run(["Specs", "-o", "Generated"])
        try FileManager.default.removeItem(atPath: project.folder.path("Specs/Old.routes.yaml"))
        let result = try project.run(["Specs", "-o", "Generated", "--check"])
        #expect(result.status == 1)
        #expect(result.console.errors.first.map(project.relative) == "Generated/OldNavigationStack.swift: error: generated file would be removed by routegen")
        #expect(try project.generatedFiles().count == 10)
    }

    @Test func dryRunListsChangesAndWritesNothing() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "-o", "Generated", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.console.out.map(project.relative) == [
            "would create Generated/HomeNavigationStack.swift", "would create Generated/HomeNavigationState.swift",
            "would create Generated/HomeRoute.swift", "would create Generated/HomeRouter.swift",
            "would create Generated/HomeViewBuildingClient.swift",
            "routegen: dry run, 1 feature, 5 files would change; nothing was written",
        ])
        #expect(!FileManager.default.fileExists(atPath: project.folder.path("Generated")))
    }

    @Test func anErrorInOneSpecWritesNothingAndExitsWithOne() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        _ = try project.run(["Specs", "-o", "Generated"])
        let before = try project.generatedFiles().map { project.folder.read("Generated/" + $0) }
        try project.folder.write("screens:\n  home:\n    params: { id: \"Int)\" }\n  Other: {}\n", to: "Specs/Broken.routes.yaml")
        try project.folder.write(CommandFixture.spec(screens: ["home", "changed"]), to: "Specs/Home.routes.yaml")
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 1)
        #expect(result.console.out == [])
        #expect(result.console.errors.count == 3)
        #expect(result.console.errors.map(project.relative).first?.hasPrefix("Specs/Broken.routes.yaml:3:") == true)
        #expect(result.console.errors.last == "routegen: 2 errors; nothing was written")
        #expect(try project.generatedFiles().map { project.folder.read("Generated/" + $0) } == before)
    }

    /// Every feature renders (and stages its files) before the check across specs finds the
    /// duplicate: the output folder must still end as it was.
    @Test func anErrorFoundAfterRenderingLeavesTheOutputFolderAsItWas() throws {
        let spec = CommandFixture.spec(screens: ["home"])
        let project = try CommandFixture(specs: ["A/Home.routes.yaml": spec, "B/Home.routes.yaml": spec])
        defer { project.folder.remove() }
        let missing = try project.run(["Specs/A", "Specs/B", "-o", "Out/Generated"])
        #expect(missing.status == 1)
        #expect(missing.console.errors.last == "routegen: 1 error; nothing was written")
        #expect(try project.folder.list() == ["Specs"])
        try project.folder.write("// Mine.\n", to: "Generated/Notes.swift")
        let existing = try project.run(["Specs/A", "Specs/B", "-o", "Generated"])
        #expect(existing.status == 1)
        #expect(try project.folder.list("Generated") == ["Notes.swift"])
    }

    @Test func aMissingInputStillLetsEverySpecFoundReportItsErrors() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": "screens:\n  Home: {}\n"])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "Missing.routes.yaml", "-o", "Generated"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative) == [
            "Missing.routes.yaml: error: no such file or folder",
            "Specs/Home.routes.yaml:2:3: error: screen name 'Home' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'home'",
            "routegen: 2 errors; nothing was written",
        ])
        #expect(try project.folder.list().contains("Generated") == false)
    }

    @Test func aFolderInTheWayOfAGeneratedFileStopsTheRunBeforeAnyWrite() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        try FileManager.default.createDirectory(atPath: project.folder.path("Generated/HomeRouter.swift"), withIntermediateDirectories: true)
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative) == [
            "Generated/HomeRouter.swift: error: a folder is in the way of this generated file; move or delete it, routegen never overwrites other files",
            "routegen: 1 error; nothing was written",
        ])
        #expect(try project.generatedFiles() == ["HomeRouter.swift"])
    }

    @Test func aUserTemplateReplacesABuiltIn() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home", "detail"])])
        defer { project.folder.remove() }
        try project.folder.write("// {{#screens}}{{name}} {{/screens}}\n", to: "MyTemplates/Router.swift.mustache")
        let result = try project.run(["Specs", "-o", "Generated", "--templates", "MyTemplates"])
        #expect(result.status == 0)
        #expect(project.folder.read("Generated/HomeRouter.swift") == "// Generated by routegen from Home.routes.yaml. Do not edit.\n\n// home detail \n")
    }

    @Test(arguments: [
        (["Specs", "-o", "Out", "--check", "--dry-run"], "--check and --dry-run cannot be combined."),
        (["Specs", "-o", "Out", "-q", "-v"], "--quiet and --verbose cannot be combined."),
        (["-o", "Out"], "Give at least one spec file or folder, e.g. 'routegen Specs -o Generated'."),
    ])
    func rejectsContradictoryOptions(arguments: [String], message: String) {
        #expect(usageError { _ = try RouteGenCommand(parsing: arguments) }?.message == message)
    }

    @Test func requiresAnOutputFolder() {
        #expect(usageError { _ = try RouteGenCommand(parsing: ["Specs"]) }?.message == "Missing expected argument '--output <folder>'")
    }

    @Test func generateIsTheDefaultSubcommandAndTheRootHasAVersion() throws {
        guard case .generate(let generate) = try Invocation.parse(["Specs", "-o", "Generated", "--check"]) else {
            Issue.record("not generate")
            return
        }
        #expect(generate.generation.inputs == ["Specs"])
        #expect(generate.generation.check)
        guard case .version = try Invocation.parse(["--version"]) else {
            Issue.record("not version")
            return
        }
        #expect(Invocation.HelpTopic.subcommands.text.contains("generate (default)"))
    }

    @Test func rootHelpShowsTheWholeUsageOfGenerate() {
        let help = Invocation.HelpTopic.full.text
        #expect(help.contains("generate (default)"))
        #expect(help.contains("USAGE: routegen generate [<spec-or-folder> ...] --output <folder>"))
        #expect(help.contains("-o, --output <folder>"))
        #expect(help.contains("--check"))
    }

    @Test func templatesHelpListsEveryBuiltInTemplate() throws {
        let help = Invocation.HelpTopic.subcommand(.generate).text
        // The option's help, from its label to the next option's, unwrapped.
        let start = try #require(help.range(of: "  --templates <folder>"))
        let end = try #require(help.range(of: "  --config <file>"))
        let line = help[start.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(TemplateSet.builtinTemplateNames.count == 9)
        for name in TemplateSet.builtinTemplateNames {
            #expect(line.contains(name), "--templates' help leaves out \(name)")
        }
    }

    @Test func theRerunCommandQuotesWhatAShellWouldSplit() throws {
        let command = try RouteGenCommand(parsing: ["My Specs/Home.routes.yaml", "-o", "Generated", "--templates", "it's", "--check"])
        #expect(command.rerunCommand == "routegen 'My Specs/Home.routes.yaml' -o Generated --templates 'it'\\''s'")
        #expect(RouteGenCommand.shellQuoted("Sources/App-1/Generated") == "Sources/App-1/Generated")
        #expect(RouteGenCommand.shellQuoted("") == "''")
        #expect(RouteGenCommand.shellQuoted("a$b") == "'a$b'")
    }

    @Test func helpExplainsTheOutputsAndGivesExamples() {
        let help = Invocation.HelpTopic.subcommand(.generate).text
        #expect(help.contains("USAGE: routegen generate"))
        #expect(help.contains("<Feature>ViewBuildingClient.swift"))
        #expect(help.contains("writes five files"))
        #expect(help.contains("<Feature>NavigationState.swift"))
        #expect(help.contains("<App>.app.yaml"))
        #expect(help.contains("<App>AppRouter.swift"))
        #expect(help.contains("routegen Specs -o Generated --check"))
        #expect(help.contains("--templates <folder>"))
        #expect(help.contains("--dry-run"))
        #expect(help.contains("--mode <interface|live>"))
        #expect(help.contains("--config <file>"))
        #expect(!help.contains("--all-mode-files"), "a flag for build plugins, hidden from newcomers")
    }

    @Test func liveModeWritesOneLiveClientPerFeatureBesideOtherFiles() throws {
        let spec = "screens:\n  home: { view: HomeView }\n"
        let project = try CommandFixture(specs: ["Home.routes.yaml": spec])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "-o", "Generated", "--mode", "live", "--interface-module", "Navigation"])
        #expect(result.status == 0)
        #expect(try project.generatedFiles() == ["HomeLiveViewBuildingClient.swift"])
        #expect(project.folder.read("Generated/HomeLiveViewBuildingClient.swift")?.contains("home: { AnyView(HomeView()) }") == true)
    }

    @Test func liveModeNamesEveryScreenWithoutAView() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "-o", "Generated", "--mode", "live"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative) == [
            "Specs/Home.routes.yaml:2:3: error: screen 'home' has no 'view'; live mode builds the view of every screen and modal, so name its SwiftUI view type, e.g. 'view: HomeView'",
            "routegen: 1 error; nothing was written",
        ])
    }

    @Test func theConfigurationFileChoosesTheModeAndItsErrorsPointAtItsLines() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": "screens:\n  home: { view: HomeView }\n"])
        defer { project.folder.remove() }
        try project.folder.write("mode: live\ninterfaceModule: Navigation\n", to: "routegen.yaml")
        let live = try project.run(["Specs", "-o", "Generated", "--config", "routegen.yaml"])
        #expect(live.status == 0)
        #expect(try project.generatedFiles() == ["HomeLiveViewBuildingClient.swift"])

        try project.folder.write("mode: liv\n", to: "routegen.yaml")
        let typo = try project.run(["Specs", "-o", "Generated", "--config", "routegen.yaml"])
        #expect(typo.status == 1)
        #expect(typo.console.errors.map(project.relative) == [
            "routegen.yaml:1:7: error: 'liv' is not a generation mode; did you mean 'live'?",
            "routegen: 1 error; nothing was written",
        ])
    }

    @Test func allModeFilesWritesEveryFileABuildPluginDeclares() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        let result = try project.run(["Specs/Home.routes.yaml", "-o", "Generated", "--all-mode-files", "--quiet"])
        #expect(result.status == 0)
        #expect(try project.generatedFiles() == [
            "HomeLiveViewBuildingClient.swift", "HomeNavigationStack.swift", "HomeNavigationState.swift", "HomeRoute.swift",
            "HomeRouter.swift", "HomeViewBuildingClient.swift",
        ])
    }

    /// Issue 20, item 5: a feature whose folder was renamed with a byte that is not UTF-8 was
    /// "removed …Two* (5 files)" with exit 0; a FIFO spec was skipped the same way.
    @Test(arguments: ["a folder renamed with a byte that is not UTF-8", "a spec replaced by a FIFO"])
    func aSpecTheFolderScanCannotReadIsNeverTakenForDeleted(change: String) throws {
        let project = try CommandFixture(specs: [
            "Home.routes.yaml": CommandFixture.spec(screens: ["home"]),
            "Two/Two.routes.yaml": CommandFixture.spec(screens: ["two"]),
        ])
        defer { project.folder.remove() }
        #expect(try project.run(["Specs", "-o", "Generated", "--quiet"]).status == 0)
        let generated = try project.generatedFiles()
        #expect(generated.count == 10)
        let specs = Array(project.folder.path("Specs").utf8) + [UInt8(ascii: "/")]
        let expected: String
        if change == "a spec replaced by a FIFO" {
            try FileManager.default.removeItem(atPath: project.folder.path("Specs/Two/Two.routes.yaml"))
            #expect(mkfifo(project.folder.path("Specs/Two/Two.routes.yaml"), 0o644) == 0)
            expected = "Specs/Two/Two.routes.yaml: error: cannot read this spec: it is a FIFO, not a regular file"
        } else {
            let renamed = (specs + Array("Tw".utf8) + [0xFF] + [0]).map { CChar(bitPattern: $0) }
            #expect(rename(project.folder.path("Specs/Two"), renamed) == 0)
            expected = "Specs/Tw\u{FFFD}/Two.routes.yaml: error: cannot read this spec: its path is not valid UTF-8; rename the file or the folder that holds it"
        }
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative).first == expected)
        #expect(try project.generatedFiles() == generated, "nothing removed")
    }

    @Test func onlyRoutegensExactHeaderLineMakesAFileItsOwn() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        try project.folder.write("// Generated by routegenerator 2.0\nstruct A {}\n", to: "Generated/Other.swift")
        try project.folder.write("// Generated by routegenius v2\nstruct B {}\n", to: "Generated/Another.swift")
        try project.folder.write("// Generated by routegen from Gone.routes.yaml. Do not edit.\n", to: "Generated/GoneRoute.swift")
        let result = try project.run(["Specs", "-o", "Generated", "--quiet"])
        #expect(result.status == 0)
        let files = try project.generatedFiles()
        #expect(files.contains("Other.swift") && files.contains("Another.swift"), "not routegen's: left alone")
        #expect(!files.contains("GoneRoute.swift"), "routegen's, stale: removed")
        try project.folder.write("// Generated by routegenius v2\n", to: "Generated/HomeRoute.swift")
        let inTheWay = try project.run(["Specs", "-o", "Generated", "--quiet"])
        #expect(inTheWay.status == 1)
        #expect(inTheWay.console.errors.first.map(project.relative)?.hasPrefix("Generated/HomeRoute.swift: error: this file exists and was not generated by routegen") == true)
    }

    @Test func aSpecThatIsNotARegularFileIsAnErrorSayingWhatItIs() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        // A FIFO would block a run that read it.
        #expect(mkfifo(project.folder.path("Specs/Pipe.routes.yaml"), 0o644) == 0)
        let result = try project.run(["Specs/Pipe.routes.yaml", "-o", "Generated"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative) == [
            "Specs/Pipe.routes.yaml: error: cannot read this spec: it is a FIFO, not a regular file",
            "routegen: 1 error; nothing was written",
        ])
        // A folder's FIFO is reported the same way (issue 20): skipping it would remove what
        // was generated from it.
        let scanned = try project.run(["Specs", "-o", "Generated", "--quiet"])
        #expect(scanned.status == 1)
        #expect(scanned.console.errors.map(project.relative).first == "Specs/Pipe.routes.yaml: error: cannot read this spec: it is a FIFO, not a regular file")
    }

    @Test func aSpecReachedTwiceIsReadOnce() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "Specs/../Specs/./Home.routes.yaml", "-o", "Generated"])
        #expect(result.status == 0)
        #expect(result.console.out.last == "routegen: 1 feature, 5 files written, 0 removed, 0 unchanged")
    }

    @Test func anOutputFolderThatCannotBeAFolderSaysWhy() throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        try project.folder.write("not a folder", to: "file")
        let under = try project.run(["Specs", "-o", "file/Generated"])
        #expect(under.console.errors.map(project.relative).first == "file/Generated: error: cannot create the output folder: file is a file, not a folder")
        let empty = usageError { _ = try RouteGenCommand(parsing: ["Specs", "-o", ""]) }?.message
        #expect(empty == "The output folder is empty; name one with -o, e.g. 'routegen Specs -o Generated'.")
    }

    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aHugeFileInTheWayIsToldApartByItsFirstLine(afterARun: Bool) throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        if afterARun {
            // The render cache of a successful run vouches for the files it wrote.
            #expect(try project.run(["Specs", "-o", "Generated", "--quiet"]).status == 0)
        }
        // 32 GiB, sparse: more than the machine's memory, so a run that read it whole would
        // fail to allocate, not merely be slow (no wall-clock bound: CI machines are loaded).
        func makeHuge(_ firstLine: String) throws {
            try project.folder.write(firstLine, to: "Generated/HomeRoute.swift")
            let handle = try #require(FileHandle(forWritingAtPath: project.folder.path("Generated/HomeRoute.swift")))
            try handle.truncate(atOffset: 32 << 30)
            try handle.close()
        }
        try makeHuge("// Hand-written.\n")
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.console.errors.first.map(project.relative)?.hasPrefix("Generated/HomeRoute.swift: error: this file exists and was not generated by routegen") == true)
        // routegen's header, the wrong size: replaced without being read.
        try makeHuge(GeneratedHeader.line(specFileName: "Home.routes.yaml") + "\n")
        let replaced = try project.run(["Specs", "-o", "Generated"])
        #expect(replaced.status == 0)
        #expect(replaced.console.out.last == (afterARun
            ? "routegen: 1 feature, 1 file written, 0 removed, 4 unchanged"
            : "routegen: 1 feature, 5 files written, 0 removed, 0 unchanged"))
        #expect(project.folder.read("Generated/HomeRoute.swift")?.utf8.count ?? 0 < 1 << 20)
    }

    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aFIFOInTheWayIsAnErrorNotAHang(afterARun: Bool) throws {
        let project = try CommandFixture(specs: ["Home.routes.yaml": CommandFixture.spec(screens: ["home"])])
        defer { project.folder.remove() }
        if afterARun {
            #expect(try project.run(["Specs", "-o", "Generated", "--quiet"]).status == 0)
            try FileManager.default.removeItem(atPath: project.folder.path("Generated/HomeRoute.swift"))
        } else {
            try FileManager.default.createDirectory(atPath: project.folder.path("Generated"), withIntermediateDirectories: true)
        }
        // Opening a FIFO for reading blocks until something writes to it.
        #expect(mkfifo(project.folder.path("Generated/HomeRoute.swift"), 0o644) == 0)
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 1)
        #expect(result.console.errors.map(project.relative) == [
            "Generated/HomeRoute.swift: error: a FIFO is in the way of this generated file; move or delete it, routegen never overwrites other files",
            "routegen: 1 error; nothing was written",
        ])
    }

    @Test func aHugeDefaultIsQuotedShortInItsDiagnostic() throws {
        let huge = String(repeating: "a + ", count: 250_000) + "a"
        let project = try CommandFixture(specs: ["Home.routes.yaml": "screens:\n  home:\n    params: { q: { type: String, default: '\(huge)' } }\n"])
        defer { project.folder.remove() }
        let result = try project.run(["Specs", "-o", "Generated"])
        #expect(result.status == 0, "a long expression is valid, only its warning is long")
        let warning = try #require(result.console.errors.first)
        #expect(warning.count < 400)
        #expect(warning.contains("…"))
    }
}
