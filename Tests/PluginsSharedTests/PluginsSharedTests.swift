import Foundation
import Testing

/// The plugins' logic that needs no PackagePlugin, compiled here through the symlink
/// `PluginsShared` (Package.swift excludes the one file that imports PackagePlugin): which
/// files are specs and configuration, the build commands with their exact inputs and outputs,
/// and the generate-routes runs and how their failures are told apart (RouteGenPluginErrorTests
/// pins the messages). Scripts/check-plugins.sh in Examples/MatchingApp drives the
/// plugins themselves through SwiftPM.
@Suite struct PluginsSharedTests {
    let work = URL(filePath: "/work/plugin")

    func spec(_ path: String) -> URL { URL(filePath: path) }

    @Test func findsSortedSpecsAndConfiguration() throws {
        let files = try RouteGenTargetFiles(
            targetName: "Nav",
            fileURLs: [spec("/p/Sources/Nav/Settings.routes.yaml"), spec("/p/Sources/Nav/a.swift"),
                       spec("/p/Sources/Nav/routegen.yaml"), spec("/p/Sources/Nav/Home.routes.yaml"),
                       spec("/p/Sources/Nav/.routes.yaml")]
        )
        #expect(files.specs.map(\.featureName) == ["Home", "Settings"])
        #expect(files.configuration == spec("/p/Sources/Nav/routegen.yaml"))
    }

    @Test func rejectsTwoConfigurationsAndDuplicateFeatures() {
        #expect(throws: RouteGenPluginError.multipleConfigurations(targetName: "App", paths: ["/a/routegen.yaml", "/b/routegen.yaml"])) {
            try RouteGenTargetFiles(targetName: "App", fileURLs: [spec("/b/routegen.yaml"), spec("/a/routegen.yaml")])
        }
        #expect(throws: RouteGenPluginError.duplicateFeature("Home", targetName: "Nav", specPaths: ["/a/Home.routes.yaml", "/b/Home.routes.yaml"])) {
            try RouteGenTargetFiles(targetName: "Nav", fileURLs: [spec("/b/Home.routes.yaml"), spec("/a/Home.routes.yaml")])
        }
    }

    @Test func aTargetWithSpecsGetsOneInterfaceCommandPerSpec() throws {
        let files = try RouteGenTargetFiles(targetName: "Nav", fileURLs: [spec("/p/Home.routes.yaml")])
        let plan = try #require(try RouteGenTargetPlan(targetName: "Nav", files: files, interfaceModules: []))
        let commands = plan.buildCommands(workDirectory: work)
        #expect(commands.count == 1)
        #expect(commands[0].displayName == "Generating Home navigation from Home.routes.yaml in Nav")
        #expect(commands[0].arguments == ["/p/Home.routes.yaml", "-o", "/work/plugin/Home", "--all-mode-files", "--quiet"])
        #expect(commands[0].inputFiles == [spec("/p/Home.routes.yaml")])
        #expect(commands[0].outputFiles == RouteGenFileNames.allOutputFileNames(forFeature: "Home").map {
            URL(filePath: "/work/plugin/Home/\($0)")
        })
    }

    @Test func aTargetWithoutSpecsGetsTheLiveWiringOfItsDependenciesSpecs() throws {
        let files = try RouteGenTargetFiles(targetName: "App", fileURLs: [spec("/p/App/routegen.yaml")])
        let modules = [
            InterfaceModuleSpecs(moduleName: "Empty", specs: []),
            InterfaceModuleSpecs(moduleName: "Nav", specs: [RouteSpecFile(url: spec("/p/Nav/Home.routes.yaml"))!]),
        ]
        let plan = try #require(try RouteGenTargetPlan(targetName: "App", files: files, interfaceModules: modules))
        let command = try #require(plan.buildCommands(workDirectory: work).first)
        #expect(command.displayName.contains("Generating Home navigation from Home.routes.yaml in App"))
        #expect(command.arguments == [
            "/p/Nav/Home.routes.yaml", "-o", "/work/plugin/Home", "--all-mode-files", "--quiet",
            "--config", "/p/App/routegen.yaml", "--interface-module", "Nav",
        ])
        #expect(command.inputFiles == [spec("/p/Nav/Home.routes.yaml"), spec("/p/App/routegen.yaml")])
    }

    @Test func noPlanWithoutSpecsAndDuplicatesAcrossModulesThrow() throws {
        let files = try RouteGenTargetFiles(targetName: "App", fileURLs: [])
        #expect(try RouteGenTargetPlan(targetName: "App", files: files, interfaceModules: []) == nil)
        let home = { (path: String) in RouteSpecFile(url: spec(path))! }
        #expect(throws: RouteGenPluginError.self) {
            try RouteGenTargetPlan(targetName: "App", files: files, interfaceModules: [
                InterfaceModuleSpecs(moduleName: "A", specs: [home("/a/Home.routes.yaml")]),
                InterfaceModuleSpecs(moduleName: "B", specs: [home("/b/Home.routes.yaml")]),
            ])
        }
    }

    @Test func generateRoutesRunsOncePerInterfaceModuleIntoItsOwnFolder() throws {
        let files = try RouteGenTargetFiles(targetName: "App", fileURLs: [spec("/p/Sources/App/routegen.yaml")])
        let modules = [InterfaceModuleSpecs(moduleName: "Nav", specs: [RouteSpecFile(url: spec("/p/Nav/Home.routes.yaml"))!, RouteSpecFile(url: spec("/p/Nav/Settings.routes.yaml"))!])]
        let plan = try #require(try RouteGenTargetPlan(targetName: "App", files: files, interfaceModules: modules))
        let runs = plan.packageRuns(targetDirectory: URL(filePath: "/p/Sources/App/"), checksOnly: true)
        #expect(runs.map(\.arguments) == [[
            "/p/Nav/Home.routes.yaml", "/p/Nav/Settings.routes.yaml", "-o", "/p/Sources/App/Generated/Nav",
            "--config", "/p/Sources/App/routegen.yaml", "--interface-module", "Nav", "--check",
        ]])
        #expect(runs[0].outputDirectory.relativePath(from: URL(filePath: "/p")) == "Sources/App/Generated/Nav")
        #expect(runs[0].dryRunArguments == [
            "/p/Nav/Home.routes.yaml", "/p/Nav/Settings.routes.yaml", "-o", "/p/Sources/App/Generated/Nav", "--quiet",
            "--config", "/p/Sources/App/routegen.yaml", "--interface-module", "Nav", "--dry-run",
        ])
    }

    /// routegen's `--check` exits 1 for stale files and for errors alike; the dry run, which fails
    /// only on errors, tells them apart, and runs only after a check that exited 1.
    @Test func aFailedCheckIsStaleOnlyWhenTheDryRunSucceeds() {
        typealias Reason = RouteGenRunFailure.Reason
        var dryRuns = 0
        func dryRun(succeeds: Bool) -> () -> Bool { { dryRuns += 1; return succeeds } }

        #expect(Reason(termination: .exited(status: 0), checksOnly: true, dryRunSucceeds: dryRun(succeeds: false)) == nil)
        #expect(Reason(termination: .exited(status: 1), checksOnly: true, dryRunSucceeds: dryRun(succeeds: true)) == .outOfDate)
        #expect(Reason(termination: .exited(status: 1), checksOnly: true, dryRunSucceeds: dryRun(succeeds: false)) == .errors(exitStatus: 1))
        #expect(dryRuns == 2)

        #expect(Reason(termination: .exited(status: 1), checksOnly: false, dryRunSucceeds: dryRun(succeeds: true)) == .errors(exitStatus: 1))
        #expect(Reason(termination: .exited(status: 1), checksOnly: true, outputFolderExists: false, dryRunSucceeds: dryRun(succeeds: true)) == .neverGenerated)
        #expect(Reason(termination: .exited(status: 1), checksOnly: true, outputFolderExists: false, dryRunSucceeds: dryRun(succeeds: false)) == .errors(exitStatus: 1))
        #expect(Reason(termination: .exited(status: 64), checksOnly: true, dryRunSucceeds: dryRun(succeeds: true)) == .errors(exitStatus: 64))
        #expect(Reason(termination: .signalled(11), checksOnly: true, dryRunSucceeds: dryRun(succeeds: true)) == .crashed(signal: 11))
        #expect(dryRuns == 4)
    }

    @Test func anAppSpecAddsOneAppCommandReadingEverySpecAndWritingTheAppOnly() throws {
        let files = try RouteGenTargetFiles(targetName: "Nav", fileURLs: [
            spec("/p/Nav/Shop.app.yaml"), spec("/p/Nav/Home.routes.yaml"), spec("/p/Nav/Cart.routes.yaml"),
        ])
        #expect(files.appSpec == spec("/p/Nav/Shop.app.yaml"))
        let plan = try #require(try RouteGenTargetPlan(targetName: "Nav", files: files, interfaceModules: []))
        let commands = plan.buildCommands(workDirectory: work)
        #expect(commands.map(\.displayName) == [
            "Generating Cart navigation from Cart.routes.yaml in Nav", "Generating Home navigation from Home.routes.yaml in Nav",
            "Generating the Shop app's navigation from Shop.app.yaml in Nav",
        ])
        let app = try #require(commands.last)
        #expect(app.arguments == ["/p/Nav/Shop.app.yaml", "/p/Nav/Cart.routes.yaml", "/p/Nav/Home.routes.yaml", "-o", "/work/plugin/ShopApp", "--app-only", "--quiet"])
        #expect(app.inputFiles == [spec("/p/Nav/Shop.app.yaml"), spec("/p/Nav/Cart.routes.yaml"), spec("/p/Nav/Home.routes.yaml")])
        #expect(app.outputFiles == [URL(filePath: "/work/plugin/ShopApp/ShopAppRouter.swift"), URL(filePath: "/work/plugin/ShopApp/ShopTabView.swift")])
    }

    @Test func aLiveTargetsAppSpecImportsTheFirstInterfaceModuleAndGenerateRoutesWritesItBesideTheModules() throws {
        let files = try RouteGenTargetFiles(targetName: "App", fileURLs: [spec("/p/App/routegen.yaml"), spec("/p/App/Shop.app.yaml")])
        let modules = [InterfaceModuleSpecs(moduleName: "Nav", specs: [RouteSpecFile(url: spec("/p/Nav/Home.routes.yaml"))!])]
        let plan = try #require(try RouteGenTargetPlan(targetName: "App", files: files, interfaceModules: modules))
        #expect(plan.buildCommands(workDirectory: work).last?.arguments == [
            "/p/App/Shop.app.yaml", "/p/Nav/Home.routes.yaml", "-o", "/work/plugin/ShopApp", "--app-only", "--quiet",
            "--config", "/p/App/routegen.yaml", "--interface-module", "Nav",
        ])
        let runs = plan.packageRuns(targetDirectory: URL(filePath: "/p/App"), checksOnly: false)
        #expect(runs.map(\.outputDirectory) == [URL(filePath: "/p/App/Generated/Nav"), URL(filePath: "/p/App/Generated")])
        #expect(runs.last?.arguments == [
            "/p/App/Shop.app.yaml", "/p/Nav/Home.routes.yaml", "-o", "/p/App/Generated", "--app-only",
            "--config", "/p/App/routegen.yaml", "--interface-module", "Nav",
        ])
    }

    @Test func rejectsTwoAppSpecs() {
        #expect(throws: RouteGenPluginError.multipleAppSpecs(targetName: "Nav", paths: ["/a/A.app.yaml", "/b/B.app.yaml"])) {
            try RouteGenTargetFiles(targetName: "Nav", fileURLs: [spec("/b/B.app.yaml"), spec("/a/A.app.yaml")])
        }
    }

    @Test func rejectsTwoSpecsWhoseFilesShareANameIgnoringCase() throws {
        let files = try RouteGenTargetFiles(targetName: "Nav", fileURLs: [spec("/p/Home.routes.yaml"), spec("/p/HomeLive.routes.yaml")])
        #expect(throws: RouteGenPluginError.outputFileNameCollision("HomeLiveViewBuildingClient.swift", targetName: "Nav", specPaths: ["/p/Home.routes.yaml", "/p/HomeLive.routes.yaml"])) {
            try RouteGenTargetPlan(targetName: "Nav", files: files, interfaceModules: [])
        }
        let app = try RouteGenTargetFiles(targetName: "Nav", fileURLs: [spec("/p/ShopApp.routes.yaml"), spec("/p/Shop.app.yaml")])
        #expect(throws: RouteGenPluginError.outputFileNameCollision("ShopAppRouter.swift", targetName: "Nav", specPaths: ["/p/ShopApp.routes.yaml", "/p/Shop.app.yaml"])) {
            try RouteGenTargetPlan(targetName: "Nav", files: app, interfaceModules: [])
        }
    }
}
