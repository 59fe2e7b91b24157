import Foundation

/// Why a routegen plugin stops, each message saying how to fix the setup.
enum RouteGenPluginError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// A SwiftPM target has no spec, and none of the targets it depends on has one.
    case noSpec(targetName: String, suggestedSpecPath: String)

    /// The build plugin is applied to a target that has no source files of its own.
    case notASourceModule(targetName: String)

    /// An Xcode target has no spec among its files (Xcode shows the plugin no dependency's files).
    case noSpecInXcodeTarget(targetName: String)

    /// Two specs a target generates from name the same feature.
    case duplicateFeature(String, targetName: String, specPaths: [String])

    /// A target has more than one `routegen.yaml`.
    case multipleConfigurations(targetName: String, paths: [String])

    /// A target has more than one app spec.
    case multipleAppSpecs(targetName: String, paths: [String])

    /// Two specs a target generates from would write files of the same name.
    case outputFileNameCollision(String, targetName: String, specPaths: [String])

    /// A target has templates in more than one `RouteGenTemplates` folder.
    case multipleTemplateFolders(targetName: String, paths: [String])

    /// `generate-routes --target` names targets the package does not have.
    case unknownTargets([String], targetsWithSpecs: [String])

    /// `generate-routes --target` names a target routegen has nothing to generate for.
    case targetWithoutSpecs(String, targetsWithSpecs: [String])

    /// `generate-routes` found no target to generate for.
    case noTargetWithSpecs(packageName: String)

    /// `generate-routes` was given arguments it does not take.
    case unexpectedArguments([String])

    /// routegen runs of `generate-routes` failed: with errors, on a crash, or, with `--check`,
    /// on generated files that are out of date. One message per run, in run order.
    case generationFailed([RouteGenRunFailure])

    /// The command that runs `generate-routes`.
    static let generateRoutesCommand = "swift package --allow-writing-to-package-directory generate-routes"

    var description: String {
        switch self {
        case .noSpec(let targetName, let suggestedSpecPath):
            return """
                Target '\(targetName)' has no '*\(RouteGenFileNames.specSuffix)' spec, and neither has any target \
                it depends on. Add a spec to it, e.g. \(suggestedSpecPath), or, to generate the live wiring of \
                an app target, make it depend on the target that holds the specs and add a \
                \(RouteGenFileNames.configurationFileName) with 'mode: live' to it.
                """
        case .notASourceModule(let targetName):
            return """
                Target '\(targetName)' is not a source module, so routegen cannot generate code into it. \
                Apply RouteGenPlugin to a Swift target instead.
                """
        case .noSpecInXcodeTarget(let targetName):
            return """
                Xcode target '\(targetName)' has no '*\(RouteGenFileNames.specSuffix)' spec among its files. In \
                Xcode the plugin reads only the target's own files: make the specs (e.g. \
                Home\(RouteGenFileNames.specSuffix) for a feature named Home) and the \
                \(RouteGenFileNames.configurationFileName), if any, members of target '\(targetName)'. For an \
                app target that wires up the live view-building clients, add the specs it wires up, and a \
                \(RouteGenFileNames.configurationFileName) with 'mode: live' that names the module holding their \
                interface, e.g. 'interfaceModule: Navigation'.
                """
        case .duplicateFeature(let featureName, let targetName, let specPaths):
            return """
                Target '\(targetName)' generates from more than one spec of feature '\(featureName)': \
                \(specPaths.joined(separator: ", ")). A feature's generated files are named after it, so \
                feature names must be unique among the specs a target generates from: rename all but one.
                """
        case .multipleConfigurations(let targetName, let paths):
            return """
                Target '\(targetName)' has more than one \(RouteGenFileNames.configurationFileName): \
                \(paths.joined(separator: ", ")). Keep one, at the root of the target's folder.
                """
        case .multipleAppSpecs(let targetName, let paths):
            return """
                Target '\(targetName)' has more than one app spec: \(paths.joined(separator: ", ")). An app has \
                one '*\(RouteGenFileNames.appSpecSuffix)'; keep one in the target that shows the app.
                """
        case .outputFileNameCollision(let fileName, let targetName, let specPaths):
            return """
                Target '\(targetName)' would get two files named \(fileName) (ignoring case), from \
                \(specPaths.joined(separator: " and ")): a target cannot compile two files of one name. Rename \
                one of the specs.
                """
        case .multipleTemplateFolders(let targetName, let paths):
            return """
                Target '\(targetName)' has templates in more than one \(RouteGenFileNames.templatesFolderName) folder: \
                \(paths.joined(separator: ", ")). routegen reads the templates of one folder only, directly in \
                the target's folder (e.g. Sources/\(targetName)/\(RouteGenFileNames.templatesFolderName)): \
                move them all into it, and rename or remove the other folders.
                """
        case .unknownTargets(let names, let targetsWithSpecs):
            return """
                The package has no target named \(Self.quotedList(names)). \
                \(Self.describe(targetsWithSpecs))
                """
        case .targetWithoutSpecs(let name, let targetsWithSpecs):
            return """
                Target '\(name)' has no '*\(RouteGenFileNames.specSuffix)' spec, and neither has any target \
                it depends on. \(Self.describe(targetsWithSpecs))
                """
        case .noTargetWithSpecs(let packageName):
            return """
                No target of package '\(packageName)' has a '*\(RouteGenFileNames.specSuffix)' spec or a \
                \(RouteGenFileNames.configurationFileName). Add a spec to a target's folder, e.g. \
                Sources/<Target>/Home\(RouteGenFileNames.specSuffix).
                """
        case .unexpectedArguments(let arguments):
            return """
                Unexpected argument\(arguments.count == 1 ? "" : "s") \(Self.quotedList(arguments)). \
                Usage: \(Self.generateRoutesCommand) [--target <target>]... [--check]. The valid arguments \
                are '--target <target>' (repeatable; default: every target with specs or a \
                \(RouteGenFileNames.configurationFileName)) and '--check' (write nothing, fail if a generated \
                file is out of date).
                """
        case .generationFailed(let failures):
            return failures.map(Self.describe).joined(separator: "\n")
        }
    }

    var errorDescription: String? { description }

    /// The message for one failed `generate-routes` run: what happened to which target's folder,
    /// and the command to run once it is fixed.
    private static func describe(_ failure: RouteGenRunFailure) -> String {
        let target = failure.targetName
        let folder = failure.outputFolder
        let rerun = "\(generateRoutesCommand) --target \(target)" + (failure.checksOnly ? " --check" : "")
        switch failure.reason {
        case .outOfDate:
            return """
                The generated files of target '\(target)' in \(folder) are out of date: routegen --check listed \
                them above. Regenerate them, and commit the result: \(generateRoutesCommand) --target \(target)
                """
        case .neverGenerated:
            return """
                Target '\(target)' has no \(folder) to check. A target that applies the build plugin \
                (RouteGenPlugin) generates its navigation code in every build and commits none: leave it out \
                of generate-routes, and name the targets that commit generated code with --target. A target \
                that commits its generated code: generate it once, then commit \(folder): \
                \(generateRoutesCommand) --target \(target)
                """
        case .errors(let exitStatus) where exitStatus != 1:
            return """
                routegen\(failure.checksOnly ? " --check" : "") failed for target '\(target)' with exit status \
                \(exitStatus), which routegen does not use for errors in specs (that is 1): its output above says \
                why. This is likely a routegen bug: please report it. Then run again: \(rerun)
                """
        case .errors(let exitStatus):
            let outcome =
                failure.checksOnly
                ? "so whether \(folder) is up to date could not be checked"
                : "so nothing was written into \(folder)"
            return """
                routegen\(failure.checksOnly ? " --check" : "") failed for target '\(target)' (exit status \(exitStatus)): \
                a spec or the \(RouteGenFileNames.configurationFileName) it reads has errors, shown above as \
                'path:line:column: error: …', \(outcome). Fix them, then run: \(rerun)
                """
        case .crashed(let signal):
            return """
                routegen crashed (signal \(signal)) \(failure.checksOnly ? "checking" : "generating") \(folder) of \
                target '\(target)'. This is a routegen bug: please report it with the target's specs and \
                \(RouteGenFileNames.configurationFileName). Then run again: \(rerun)
                """
        }
    }

    /// `names`, each in quotes, separated by commas.
    private static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The sentence listing the targets `generate-routes` can generate for.
    private static func describe(_ targetsWithSpecs: [String]) -> String {
        targetsWithSpecs.isEmpty
            ? "No target of the package has specs."
            : "Targets with specs, or with a \(RouteGenFileNames.configurationFileName) and dependencies "
                + "with specs: \(targetsWithSpecs.joined(separator: ", "))."
    }
}
