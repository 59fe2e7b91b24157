#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    /// Generates the interface of the Xcode target's own specs. Xcode has no dependency walk: a
    /// target without specs is an error, whatever its dependencies hold.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = try RouteGenTargetFiles(targetName: target.displayName, fileURLs: target.inputFiles.map(\.url))
        guard let plan = try RouteGenTargetPlan(targetName: target.displayName, files: files, interfaceModules: [])
        else {
            throw RouteGenPluginError.noSpecInXcodeTarget(targetName: target.displayName)
        }
        return try commands(
            for: plan,
            workDirectory: context.pluginWorkDirectoryURL,
            routegen: context.tool(named: "routegen").url
        )
    }
}
#endif
