import Foundation
import PackagePlugin

/// Generates a target's navigation code in every build: the interface of the target's own
/// `*.routes.yaml` specs, or, in a target without specs, the live wiring of the specs of the
/// targets it depends on.
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceModule = target.sourceModule else {
            throw RouteGenPluginError.notASourceModule(targetName: target.name)
        }
        guard let plan = try sourceModule.routeGenPlan(in: .sourceFiles) else {
            let suggestedSpec = sourceModule.directoryURL.appending(path: "Home" + RouteGenFileNames.specSuffix)
            throw RouteGenPluginError.noSpec(
                targetName: target.name,
                suggestedSpecPath: suggestedSpec.relativePath(from: context.package.directoryURL)
            )
        }
        return try commands(
            for: plan,
            workDirectory: context.pluginWorkDirectoryURL,
            routegen: context.tool(named: "routegen").url
        )
    }

    /// The build commands that run the `routegen` executable at `routegen` for `plan`, writing
    /// into `workDirectory`: shared by SwiftPM and Xcode.
    func commands(for plan: RouteGenTargetPlan, workDirectory: URL, routegen: URL) -> [Command] {
        plan.buildCommands(workDirectory: workDirectory).map {
            .buildCommand(
                displayName: $0.displayName,
                executable: routegen,
                arguments: $0.arguments,
                environment: [:],
                inputFiles: $0.inputFiles,
                outputFiles: $0.outputFiles
            )
        }
    }
}
