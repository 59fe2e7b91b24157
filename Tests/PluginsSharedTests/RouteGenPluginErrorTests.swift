import Foundation
import Testing

/// The messages of the plugins' setup mistakes and failed runs, pinned word for word: each must
/// name the target it is about (or the arguments at fault) and say how to fix it, since a plugin
/// error is all a user sees of what went wrong.
@Suite struct RouteGenPluginErrorTests {
    /// Checks that `error` reads `message` word for word, and that `LocalizedError` shows the same text.
    func expect(_ error: RouteGenPluginError, reads message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(error.description == message, sourceLocation: sourceLocation)
        #expect(error.errorDescription == error.description, sourceLocation: sourceLocation)
    }

    @Test func noSpecSuggestsASpecOrLiveWiring() {
        expect(
            .noSpec(targetName: "App", suggestedSpecPath: "Sources/App/Home.routes.yaml"),
            reads: """
                Target 'App' has no '*.routes.yaml' spec, and neither has any target it depends on. Add a spec \
                to it, e.g. Sources/App/Home.routes.yaml, or, to generate the live wiring of an app target, make \
                it depend on the target that holds the specs and add a routegen.yaml with 'mode: live' to it.
                """
        )
    }

    @Test func notASourceModuleSaysWhereToApplyThePlugin() {
        expect(
            .notASourceModule(targetName: "Assets"),
            reads: """
                Target 'Assets' is not a source module, so routegen cannot generate code into it. Apply \
                RouteGenPlugin to a Swift target instead.
                """
        )
    }

    /// The advice of "The plugin in Xcode" (PluginsAndXcode.md): specs and routegen.yaml are members of
    /// the target, and a live app target names the interface module in its routegen.yaml.
    @Test func noSpecInXcodeTargetGivesTheReadmesAdvice() {
        expect(
            .noSpecInXcodeTarget(targetName: "MatchingApp"),
            reads: """
                Xcode target 'MatchingApp' has no '*.routes.yaml' spec among its files. In Xcode the plugin reads \
                only the target's own files: make the specs (e.g. Home.routes.yaml for a feature named Home) and \
                the routegen.yaml, if any, members of target 'MatchingApp'. For an app target that wires up the \
                live view-building clients, add the specs it wires up, and a routegen.yaml with 'mode: live' that \
                names the module holding their interface, e.g. 'interfaceModule: Navigation'.
                """
        )
    }

    @Test func multipleConfigurationsListsThemAndKeepsOne() {
        expect(
            .multipleConfigurations(targetName: "App", paths: ["/p/App/routegen.yaml", "/p/App/Config/routegen.yaml"]),
            reads: """
                Target 'App' has more than one routegen.yaml: /p/App/routegen.yaml, /p/App/Config/routegen.yaml. \
                Keep one, at the root of the target's folder.
                """
        )
    }

    @Test func multipleAppSpecsListsThemAndKeepsOne() {
        expect(
            .multipleAppSpecs(targetName: "App", paths: ["/p/App/Shop.app.yaml", "/p/App/Store.app.yaml"]),
            reads: """
                Target 'App' has more than one app spec: /p/App/Shop.app.yaml, /p/App/Store.app.yaml. An app has \
                one '*.app.yaml'; keep one in the target that shows the app.
                """
        )
    }

    @Test func outputFileNameCollisionNamesTheFileAndBothSpecs() {
        expect(
            .outputFileNameCollision("HomeLiveViewBuildingClient.swift", targetName: "Nav", specPaths: ["/p/Home.routes.yaml", "/p/HomeLive.routes.yaml"]),
            reads: """
                Target 'Nav' would get two files named HomeLiveViewBuildingClient.swift (ignoring case), from \
                /p/Home.routes.yaml and /p/HomeLive.routes.yaml: a target cannot compile two files of one name. Rename \
                one of the specs.
                """
        )
    }

    @Test func multipleTemplateFoldersListsThemAndKeepsOne() {
        expect(
            .multipleTemplateFolders(targetName: "Nav", paths: ["/p/Nav/Old/RouteGenTemplates", "/p/Nav/RouteGenTemplates"]),
            reads: """
                Target 'Nav' has templates in more than one RouteGenTemplates folder: /p/Nav/Old/RouteGenTemplates, \
                /p/Nav/RouteGenTemplates. routegen reads the templates of one folder only, directly in the \
                target's folder (e.g. Sources/Nav/RouteGenTemplates): move them all into it, and rename or remove \
                the other folders.
                """
        )
    }

    @Test func unexpectedArgumentsShowTheUsage() {
        expect(
            .unexpectedArguments(["--taget", "Navigation"]),
            reads: """
                Unexpected arguments '--taget', 'Navigation'. Usage: swift package \
                --allow-writing-to-package-directory generate-routes [--target <target>]... [--check]. The valid \
                arguments are '--target <target>' (repeatable; default: every target with specs or a \
                routegen.yaml) and '--check' (write nothing, fail if a generated file is out of date).
                """
        )
        #expect(RouteGenPluginError.unexpectedArguments(["-x"]).description.hasPrefix("Unexpected argument '-x'. Usage:"))
    }

    @Test func staleGeneratedFilesSayHowToRegenerate() {
        expect(
            .generationFailed([failure(.outOfDate, checksOnly: true)]),
            reads: """
                The generated files of target 'Navigation' in Sources/Navigation/Generated are out of date: \
                routegen --check listed them above. Regenerate them, and commit the result: swift package \
                --allow-writing-to-package-directory generate-routes --target Navigation
                """
        )
        expect(
            .generationFailed([failure(.neverGenerated, checksOnly: true)]),
            reads: """
                Target 'Navigation' has no Sources/Navigation/Generated to check. A target that applies the \
                build plugin (RouteGenPlugin) generates its navigation code in every build and commits none: \
                leave it out of generate-routes, and name the targets that commit generated code with --target. \
                A target that commits its generated code: generate it once, then commit \
                Sources/Navigation/Generated: swift package --allow-writing-to-package-directory generate-routes \
                --target Navigation
                """
        )
    }

    /// A failed check with errors in the specs is not reported as stale files.
    @Test func errorsUnderCheckAreNotCalledStale() {
        expect(
            .generationFailed([failure(.errors(exitStatus: 1), checksOnly: true)]),
            reads: """
                routegen --check failed for target 'Navigation' (exit status 1): a spec or the routegen.yaml it \
                reads has errors, shown above as 'path:line:column: error: …', so whether \
                Sources/Navigation/Generated is up to date could not be checked. Fix them, then run: swift package \
                --allow-writing-to-package-directory generate-routes --target Navigation --check
                """
        )
    }

    @Test func errorsWhileGeneratingSayNothingWasWritten() {
        expect(
            .generationFailed([failure(.errors(exitStatus: 1), checksOnly: false)]),
            reads: """
                routegen failed for target 'Navigation' (exit status 1): a spec or the routegen.yaml it reads has \
                errors, shown above as 'path:line:column: error: …', so nothing was written into \
                Sources/Navigation/Generated. Fix them, then run: swift package \
                --allow-writing-to-package-directory generate-routes --target Navigation
                """
        )
    }

    /// Exit statuses other than 1 (argument parsing exits 64) are not blamed on the specs.
    @Test func anUnexpectedExitStatusIsNotBlamedOnTheSpecs() {
        expect(
            .generationFailed([failure(.errors(exitStatus: 64), checksOnly: false)]),
            reads: """
                routegen failed for target 'Navigation' with exit status 64, which routegen does not use for errors \
                in specs (that is 1): its output above says why. This is likely a routegen bug: please report it. \
                Then run again: swift package --allow-writing-to-package-directory generate-routes --target Navigation
                """
        )
    }

    @Test func aCrashAsksForABugReport() {
        expect(
            .generationFailed([failure(.crashed(signal: 11), checksOnly: true)]),
            reads: """
                routegen crashed (signal 11) checking Sources/Navigation/Generated of target 'Navigation'. This is \
                a routegen bug: please report it with the target's specs and routegen.yaml. Then run again: swift \
                package --allow-writing-to-package-directory generate-routes --target Navigation --check
                """
        )
    }

    @Test func severalFailedRunsGetOneLineEach() {
        let error = RouteGenPluginError.generationFailed([
            failure(.outOfDate, checksOnly: true),
            RouteGenRunFailure(
                targetName: "MatchingApp",
                outputFolder: "Sources/MatchingApp/Generated/Navigation",
                reason: .errors(exitStatus: 1),
                checksOnly: true
            ),
        ])
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("The generated files of target 'Navigation'"))
        #expect(lines[1].hasPrefix("routegen --check failed for target 'MatchingApp'"))
    }

    /// A failed run of target Navigation into its Generated folder.
    func failure(_ reason: RouteGenRunFailure.Reason, checksOnly: Bool) -> RouteGenRunFailure {
        RouteGenRunFailure(
            targetName: "Navigation",
            outputFolder: "Sources/Navigation/Generated",
            reason: reason,
            checksOnly: checksOnly
        )
    }
}
