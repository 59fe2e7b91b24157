import Foundation
import Testing

/// A target's template overrides: the `.mustache` files of its `RouteGenTemplates` folder, found
/// by the parent folder's name alone (as an Xcode target gives files, not folders), passed to
/// routegen as `--templates <folder>` and declared as inputs of every build command of the target,
/// and of that target only.
@Suite struct RouteGenTemplateFolderTests {
    let work = URL(filePath: "/work/plugin")

    func file(_ path: String) -> URL { URL(filePath: path) }

    /// The files of target Nav: a spec, its configuration and two templates, given unsorted.
    var navigationFiles: [URL] {
        [
            file("/p/Sources/Nav/RouteGenTemplates/Router.swift.mustache"),
            file("/p/Sources/Nav/Home.routes.yaml"),
            file("/p/Sources/Nav/RouteGenTemplates/Route.swift.mustache"),
            file("/p/Sources/Nav/routegen.yaml"),
        ]
    }

    @Test func templatesAreFoundAndPassedToEveryCommandAndRun() throws {
        let files = try RouteGenTargetFiles(targetName: "Nav", fileURLs: navigationFiles)
        let templates = [
            file("/p/Sources/Nav/RouteGenTemplates/Route.swift.mustache"),
            file("/p/Sources/Nav/RouteGenTemplates/Router.swift.mustache"),
        ]
        #expect(files.templates == RouteGenTemplateFolder(path: "/p/Sources/Nav/RouteGenTemplates", files: templates))

        let plan = try #require(try RouteGenTargetPlan(targetName: "Nav", files: files, interfaceModules: []))
        let command = try #require(plan.buildCommands(workDirectory: work).first)
        #expect(command.arguments == [
            "/p/Sources/Nav/Home.routes.yaml", "-o", "/work/plugin/Home", "--all-mode-files", "--quiet",
            "--config", "/p/Sources/Nav/routegen.yaml", "--templates", "/p/Sources/Nav/RouteGenTemplates",
        ])
        #expect(command.inputFiles == [file("/p/Sources/Nav/Home.routes.yaml"), file("/p/Sources/Nav/routegen.yaml")] + templates)

        let run = try #require(plan.packageRuns(targetDirectory: URL(filePath: "/p/Sources/Nav/"), checksOnly: true).first)
        #expect(run.arguments == [
            "/p/Sources/Nav/Home.routes.yaml", "-o", "/p/Sources/Nav/Generated",
            "--config", "/p/Sources/Nav/routegen.yaml", "--templates", "/p/Sources/Nav/RouteGenTemplates", "--check",
        ])
        #expect(run.dryRunArguments.contains("--templates"), "the dry run that classifies a failed check renders alike")
    }

    /// In live mode a target passes its own `RouteGenTemplates` folder, never the interface
    /// module's: editing the interface module's templates reruns none of the app target's commands.
    @Test func aLiveTargetUsesItsOwnTemplatesOnly() throws {
        let navigation = try RouteGenTargetFiles(targetName: "Nav", fileURLs: navigationFiles)
        let files = try RouteGenTargetFiles(
            targetName: "App",
            fileURLs: [file("/p/Sources/App/routegen.yaml"), file("/p/Sources/App/RouteGenTemplates/LiveViewBuildingClient.swift.mustache")]
        )
        let modules = [InterfaceModuleSpecs(moduleName: "Nav", specs: navigation.specs)]
        let plan = try #require(try RouteGenTargetPlan(targetName: "App", files: files, interfaceModules: modules))
        let command = try #require(plan.buildCommands(workDirectory: work).first)
        #expect(command.arguments.suffix(4) == ["--templates", "/p/Sources/App/RouteGenTemplates", "--interface-module", "Nav"])
        #expect(command.inputFiles == [
            file("/p/Sources/Nav/Home.routes.yaml"), file("/p/Sources/App/routegen.yaml"),
            file("/p/Sources/App/RouteGenTemplates/LiveViewBuildingClient.swift.mustache"),
        ])

        let withoutTemplates = try RouteGenTargetFiles(targetName: "App", fileURLs: [file("/p/Sources/App/routegen.yaml")])
        let planWithoutTemplates = try #require(
            try RouteGenTargetPlan(targetName: "App", files: withoutTemplates, interfaceModules: modules)
        )
        let commandWithoutTemplates = try #require(planWithoutTemplates.buildCommands(workDirectory: work).first)
        #expect(!commandWithoutTemplates.arguments.contains("--templates"), "not the interface module's templates")
        #expect(!commandWithoutTemplates.inputFiles.contains { $0.pathExtension == "mustache" })
    }

    /// A server target may have Mustache resources of its own; only a `RouteGenTemplates` folder's
    /// templates count, and only `.mustache` files in it.
    @Test func templatesOutsideTheFolderAreIgnored() throws {
        let files = try RouteGenTargetFiles(
            targetName: "Server",
            fileURLs: [
                file("/p/Sources/Server/Home.routes.yaml"),
                file("/p/Sources/Server/Views/page.mustache"),
                file("/p/Sources/Server/Route.swift.mustache"),
                file("/p/Sources/Server/RouteGenTemplatesOld/Route.swift.mustache"),
                file("/p/Sources/Server/RouteGenTemplates/README.md"),
                file("/p/Sources/Server/RouteGenTemplates/Old/Route.swift.mustache"),
            ]
        )
        #expect(files.templates == nil)
    }

    @Test func templatesInTwoFoldersAreRejected() {
        #expect(
            throws: RouteGenPluginError.multipleTemplateFolders(
                targetName: "Nav",
                paths: ["/p/Sources/Nav/Old/RouteGenTemplates", "/p/Sources/Nav/RouteGenTemplates"]
            )
        ) {
            try RouteGenTargetFiles(targetName: "Nav", fileURLs: navigationFiles + [
                file("/p/Sources/Nav/Old/RouteGenTemplates/Route.swift.mustache"),
            ])
        }
    }

    @Test func aPlanWithoutTemplatesPassesNone() throws {
        let files = try RouteGenTargetFiles(
            targetName: "Nav",
            fileURLs: [file("/p/Sources/Nav/Home.routes.yaml"), file("/p/Sources/Nav/Views/page.mustache")]
        )
        let plan = try #require(try RouteGenTargetPlan(targetName: "Nav", files: files, interfaceModules: []))
        #expect(plan.templates == nil)
        let command = try #require(plan.buildCommands(workDirectory: work).first)
        #expect(!command.arguments.contains("--templates"))
        #expect(command.inputFiles == [file("/p/Sources/Nav/Home.routes.yaml")])
        for run in plan.packageRuns(targetDirectory: URL(filePath: "/p/Sources/Nav/"), checksOnly: false) {
            #expect(!run.arguments.contains("--templates"))
            #expect(!run.dryRunArguments.contains("--templates"))
        }
    }
}
