import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-routes [--target <target>]... [--check]`:
/// writes the navigation code of the package's targets into `Sources/<Target>/Generated`, for
/// teams that commit generated code.
@main
struct GenerateRoutesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var argumentExtractor = ArgumentExtractor(arguments)
        let targetNames = argumentExtractor.extractOption(named: "target")
        let checksOnly = argumentExtractor.extractFlag(named: "check") > 0
        guard argumentExtractor.remainingArguments.isEmpty else {
            throw RouteGenPluginError.unexpectedArguments(argumentExtractor.remainingArguments)
        }

        let package = context.package
        let routegen = try context.tool(named: "routegen").url
        let reader = TargetFolderReader()
        var failures: [RouteGenRunFailure] = []
        for target in try selectedTargets(in: package, named: targetNames, reader: reader) {
            guard let plan = try reader.plan(for: target) else {
                throw RouteGenPluginError.targetWithoutSpecs(
                    target.name,
                    targetsWithSpecs: namesOfTargetsWithSpecs(in: package, reader: reader)
                )
            }
            for run in plan.packageRuns(targetDirectory: target.directoryURL, checksOnly: checksOnly) {
                let outputFolder = run.outputDirectory.relativePath(from: package.directoryURL)
                log("\(checksOnly ? "Checking" : "Generating") \(outputFolder) of target '\(target.name)'")
                let outputFolderExists = FileManager.default.fileExists(atPath: run.outputDirectory.path(percentEncoded: false))
                let termination = try runRouteGen(at: routegen, arguments: run.arguments, showingOutput: true)
                let reason = try RouteGenRunFailure.Reason(termination: termination, checksOnly: checksOnly, outputFolderExists: outputFolderExists) {
                    try runRouteGen(at: routegen, arguments: run.dryRunArguments, showingOutput: false)
                        == .exited(status: 0)
                }
                guard let reason else { continue }
                failures.append(
                    RouteGenRunFailure(
                        targetName: target.name,
                        outputFolder: outputFolder,
                        reason: reason,
                        checksOnly: checksOnly
                    )
                )
            }
        }
        guard failures.isEmpty else {
            throw RouteGenPluginError.generationFailed(failures)
        }
    }

    /// The targets named by `--target`, in the order given, or, without any, every target with
    /// specs or a `routegen.yaml`, in the package's order.
    private func selectedTargets(
        in package: Package,
        named targetNames: [String],
        reader: TargetFolderReader
    ) throws -> [any SourceModuleTarget] {
        guard !targetNames.isEmpty else {
            let targets = try package.sourceModules.filter(reader.hasRouteGenFiles)
            guard !targets.isEmpty else {
                throw RouteGenPluginError.noTargetWithSpecs(packageName: package.displayName)
            }
            return targets
        }
        let uniqueTargetNames = targetNames.reduce(into: [String]()) { names, name in
            if !names.contains(name) { names.append(name) }
        }
        let unknownTargetNames = uniqueTargetNames.filter { name in
            !package.targets.contains { $0.name == name }
        }
        guard unknownTargetNames.isEmpty else {
            throw RouteGenPluginError.unknownTargets(
                unknownTargetNames,
                targetsWithSpecs: namesOfTargetsWithSpecs(in: package, reader: reader)
            )
        }
        return try uniqueTargetNames.map { name in
            guard let target = package.sourceModules.first(where: { $0.name == name }) else {
                throw RouteGenPluginError.targetWithoutSpecs(name, targetsWithSpecs: namesOfTargetsWithSpecs(in: package, reader: reader))
            }
            return target
        }
    }

    /// The names of the targets `generate-routes` can generate for, for messages.
    private func namesOfTargetsWithSpecs(in package: Package, reader: TargetFolderReader) -> [String] {
        package.sourceModules.filter { target in
            (try? reader.hasRouteGenFiles(target)) == true && (try? reader.plan(for: target)) != nil
        }.map(\.name)
    }

    /// Prints `message` at once, so that it comes before the output of the routegen run it announces.
    private func log(_ message: String) {
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }

    /// Runs routegen and returns how it ended. Its output goes to the user when `showingOutput`,
    /// else nowhere: the dry run that classifies a failed check would repeat what the check printed.
    private func runRouteGen(at routegen: URL, arguments: [String], showingOutput: Bool) throws -> RouteGenTermination {
        let process = Process()
        process.executableURL = routegen
        process.arguments = arguments
        if !showingOutput {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return switch process.terminationReason {
        case .exit: .exited(status: process.terminationStatus)
        case .uncaughtSignal: .signalled(process.terminationStatus)
        @unknown default: .exited(status: process.terminationStatus)
        }
    }
}
