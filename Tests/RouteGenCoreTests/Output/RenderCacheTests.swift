import Foundation
import RouteGenTestSupport
import Testing
@testable import RouteGenCore

/// The render cache lets a run skip rendering a feature whose inputs did not change, and never
/// lets it miss a change: to a spec, to the templates, to a generated file edited or removed by
/// hand.
@Suite struct RenderCacheTests {
    static let spec = "screens:\n  home: {}\n  detail:\n    params:\n      id: Int\n"

    /// A folder holding `Specs/Home.routes.yaml` and an output folder `Generated`.
    struct Project {
        let folder: TemporaryDirectory
        init() throws {
            folder = try TemporaryDirectory()
            try folder.write(RenderCacheTests.spec, to: "Specs/Home.routes.yaml")
        }

        func run(_ action: GeneratorConfiguration.Action = .write, templates: String? = nil) -> RunReport {
            GenerationRun.perform(GeneratorConfiguration(
                inputs: [folder.path("Specs")], outputDirectory: folder.path("Generated"),
                templatesDirectory: templates.map(folder.path), action: action
            ))
        }

        func kinds(_ report: RunReport) -> [String: FileChange.Kind] {
            Dictionary(uniqueKeysWithValues: (report.plan?.changes ?? []).map { (($0.path as NSString).lastPathComponent, $0.kind) })
        }
    }

    @Test func aRunAfterAWriteReusesTheFilesItVouchesFor() throws {
        let project = try Project()
        _ = project.run()
        let cache = try #require(project.folder.read("Generated/\(RenderCache.fileName)"))
        #expect(cache.hasPrefix(RenderCache.formatLine + "\nrun\t"))
        #expect(cache.contains("\nfeature\tHome.routes.yaml\t"))
        // Make the disk and the cache agree on other bytes: a run that rendered would put the
        // route back; a run that reuses keeps what the cache vouches for.
        let original = try #require(project.folder.read("Generated/HomeRoute.swift"))
        let edited = original + "// kept\n"
        try project.folder.write(edited, to: "Generated/HomeRoute.swift")
        try project.folder.write(cache.replacingOccurrences(
            of: "HomeRoute.swift\t\(original.utf8.count)\t\(ContentDigest(original.utf8))",
            with: "HomeRoute.swift\t\(edited.utf8.count)\t\(ContentDigest(edited.utf8))"
        ), to: "Generated/\(RenderCache.fileName)")
        let report = project.run(.check)
        #expect(report.succeeded)
        #expect(project.kinds(report)["HomeRoute.swift"] == .unchanged)
    }

    @Test func aFileEditedOrRemovedByHandIsStillReported() throws {
        let project = try Project()
        _ = project.run()
        let original = try #require(project.folder.read("Generated/HomeRouter.swift"))
        try project.folder.write(original + "// edited by hand\n", to: "Generated/HomeRouter.swift")
        try FileManager.default.removeItem(atPath: project.folder.path("Generated/HomeRoute.swift"))
        let check = project.run(.check)
        #expect(!check.succeeded)
        #expect(project.kinds(check)["HomeRouter.swift"] == .update)
        #expect(project.kinds(check)["HomeRoute.swift"] == .create)
        _ = project.run()
        #expect(project.folder.read("Generated/HomeRouter.swift") == original)
        #expect(project.run(.check).succeeded)
    }

    @Test func aChangedSpecOrTemplateIsRenderedAgain() throws {
        let project = try Project()
        _ = project.run()
        try project.folder.write(Self.spec + "  more: {}\n", to: "Specs/Home.routes.yaml")
        #expect(project.kinds(project.run(.check))["HomeRoute.swift"] == .update)
        _ = project.run()
        try project.folder.write("// mine\n", to: "Templates/Route.swift.mustache")
        let withTemplates = project.run(.check, templates: "Templates")
        #expect(project.kinds(withTemplates)["HomeRoute.swift"] == .update)
        #expect(project.kinds(withTemplates)["HomeRouter.swift"] == .unchanged)
    }

    @Test func checkAndDryRunsLeaveTheCacheAloneAndAForeignCacheIsIgnored() throws {
        let project = try Project()
        _ = project.run(.check)
        _ = project.run(.dryRun)
        #expect(project.folder.read("Generated/\(RenderCache.fileName)") == nil)
        _ = project.run()
        let written = try project.folder.list("Generated")
        try project.folder.write("something else\nfeature\tHome.routes.yaml\tx\n", to: "Generated/\(RenderCache.fileName)")
        let report = project.run(.check)
        #expect(report.succeeded)
        _ = project.run()
        #expect(try project.folder.list("Generated") == written, "no file added or removed, the cache rewritten")
        #expect(project.folder.read("Generated/\(RenderCache.fileName)")?.hasPrefix(RenderCache.formatLine) == true)
    }

    @Test(arguments: [false, true])
    func anUpToDateRunReportsWhatAFullRunWould(withAWarning: Bool) throws {
        let project = try Project()
        // A lower-case standard type warns.
        let spec = Self.spec + "  other:\n    params: { count: \(withAWarning ? "int" : "Int") }\n"
        try project.folder.write(spec, to: "Specs/Home.routes.yaml")
        let first = project.run()
        let warnings = first.diagnostics.map(\.description)
        #expect(warnings.count == (withAWarning ? 1 : 0))
        // A stale generated file that a full run would remove.
        try project.folder.write("// Generated by routegen from Gone.routes.yaml. Do not edit.\n", to: "Generated/GoneRoute.swift")
        let upToDate = project.run(.check)
        // A run with warnings is not recorded, so that the next one checks the specs and
        // reports them again; a run without is, and the next one reads no spec as YAML.
        #expect(upToDate.isUpToDateByRecord == !withAWarning)
        try FileManager.default.removeItem(atPath: project.folder.path("Generated/\(RenderCache.fileName)"))
        let full = project.run(.check)
        #expect(!full.isUpToDateByRecord)
        #expect(upToDate.diagnostics.map(\.description) == warnings)
        #expect(full.diagnostics.map(\.description) == warnings)
        #expect(upToDate.plan?.changes.map(\.kind) == full.plan?.changes.map(\.kind))
        #expect(upToDate.plan?.changes.map(\.path) == full.plan?.changes.map(\.path))
        #expect(project.kinds(upToDate)["GoneRoute.swift"] == .remove)
        #expect(!upToDate.succeeded)
        // Written again, the stale file goes, and the next run finds nothing to do.
        _ = project.run()
        #expect(project.folder.read("Generated/GoneRoute.swift") == nil)
        let again = project.run(.check)
        #expect(again.succeeded)
        #expect(again.isUpToDateByRecord == !withAWarning)
        #expect(again.diagnostics.map(\.description) == warnings)
    }

    @Test(arguments: [false, true])
    func aTemplateThatDoesNotParseIsReportedAloneAndNothingIsWritten(afterAnEarlierRun: Bool) throws {
        // Without a cache the run parses its templates while it finds the specs; with one, only
        // once it knows it is not up to date. Either way the specs are checked meanwhile, and a
        // spec's error is not reported beside the template's.
        let project = try Project()
        if afterAnEarlierRun {
            #expect(project.run().succeeded)
        }
        let generated = project.folder.path("Generated")
        let before = try? FileManager.default.contentsOfDirectory(atPath: generated).sorted()
        try project.folder.write("{{#screens}}\n", to: "MyTemplates/Route.swift.mustache")
        try project.folder.write("screens:\n  Bad: {}\n", to: "Specs/Bad.routes.yaml")
        let report = project.run(templates: "MyTemplates")
        #expect(!report.succeeded)
        let messages = report.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { $0.contains("Route.swift.mustache") && $0.contains("error:") })
        #expect(report.plan == nil)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: generated).sorted()) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.folder.path).filter { $0.hasPrefix(".") } == [])
    }

    @Test func aRunWithAnAppSpecIsRecordedAndItsChangeIsNotUpToDate() throws {
        // The run's fingerprint covers the app spec as it does the feature specs: the same
        // specs are up to date, an app spec changed is not.
        let project = try Project()
        try project.folder.write("root: {}\n" + Self.spec, to: "Specs/Home.routes.yaml")
        try project.folder.write("tabs: { home: Home }\n", to: "Specs/Shop.app.yaml")
        let first = project.run()
        #expect(first.succeeded)
        #expect(first.diagnostics.all.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.folder.path("Generated")).contains { $0.hasPrefix("Shop") })
        #expect(project.run(.check).isUpToDateByRecord)
        try project.folder.write("tabs: { main: Home }\n", to: "Specs/Shop.app.yaml")
        let changed = project.run(.check)
        #expect(!changed.isUpToDateByRecord)
        #expect(!changed.succeeded)
    }

    @Test func theCacheHoldsNoPathSoTheSameSpecsElsewhereAreTheSameRun() throws {
        let project = try Project()
        _ = project.run()
        let cache = try #require(project.folder.read("Generated/\(RenderCache.fileName)"))
        #expect(!cache.contains(project.folder.path))
        // The same spec reached through another folder is the same run.
        try project.folder.write(Self.spec, to: "Elsewhere/Home.routes.yaml")
        let report = GenerationRun.perform(GeneratorConfiguration(
            inputs: [project.folder.path("Elsewhere")], outputDirectory: project.folder.path("Generated"), action: .check
        ))
        #expect(report.succeeded)
        #expect(report.isUpToDateByRecord)
    }

    @Test func aCacheWithFilesOfAnotherSizeIsNotTrusted() throws {
        let project = try Project()
        _ = project.run()
        // Same digest written, another size: the cache is someone else's, or the file changed.
        let cache = try #require(project.folder.read("Generated/\(RenderCache.fileName)"))
        let route = try #require(project.folder.read("Generated/HomeRoute.swift"))
        try project.folder.write(cache.replacingOccurrences(of: "HomeRoute.swift\t\(route.utf8.count)\t", with: "HomeRoute.swift\t1\t"), to: "Generated/\(RenderCache.fileName)")
        try project.folder.write(route + "// edited\n", to: "Generated/HomeRoute.swift")
        let check = project.run(.check)
        #expect(project.kinds(check)["HomeRoute.swift"] == .update)
    }

    @Test func reusedOutputIsByteIdenticalToRenderedOutput() throws {
        let project = try Project()
        _ = project.run()
        let first = try project.folder.list("Generated").map { project.folder.read("Generated/" + $0) }
        _ = project.run()
        let second = try project.folder.list("Generated").map { project.folder.read("Generated/" + $0) }
        #expect(first == second)
        #expect(ContentDigest("ab".utf8) != ContentDigest("ba".utf8))
    }

    /// The cache is split over its bytes when it is routegen's own ASCII without `\r`; every
    /// file splits into the same lines and fields as the `String` split it replaced.
    @Test(arguments: [
        "routegen render cache 3\nrun\tabc\nfeature\tA.routes.yaml\t1-2\nfile\tARoute.swift\t10\t10-3\n",
        "", "\n", "\t\n\n\t", "no break", "a\tb\tc",
        "routegen render cache 3\r\nrun\tabc\r\n", "x\n\u{301}y\t\u{301}z\n", "caf\u{E9}\tR\u{E9}sum\u{E9}\n",
    ])
    func theCacheSplitsAsAStringWould(_ text: String) {
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(RenderCache.lines(of: Array(text.utf8), text: text) == expected)
    }
}
