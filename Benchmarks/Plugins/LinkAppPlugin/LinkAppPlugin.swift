import Foundation
import PackagePlugin

/// Generates the synthetic link app a `LinkApp<templates>` target compiles (`LinkApp100`:
/// 100 templates) with the `link-app` tool, in every build: routegen's code and routing-kit's
/// registration of the same templates, none of it checked in.
@main
struct LinkAppPlugin: BuildToolPlugin {
    /// The templates per feature, as `SyntheticLinkApp.templatesPerFeature` says.
    static let templatesPerFeature = 50

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target.name.hasPrefix("LinkApp"), let templates = Int(target.name.dropFirst("LinkApp".count)), templates > 0 else {
            throw LinkAppPluginError(message: "LinkAppPlugin applies to targets named LinkApp<templates> (LinkApp100), not \(target.name)")
        }
        let folder = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let features = (templates + Self.templatesPerFeature - 1) / Self.templatesPerFeature
        var outputs: [URL] = []
        for feature in 0..<features {
            let name = "L\(templates)F" + String(repeating: "0", count: max(0, 3 - String(feature).count)) + String(feature)
            for suffix in ["Route.swift", "NavigationState.swift", "Router.swift", "TrieRoutes.swift"] {
                outputs.append(folder.appending(path: name + suffix))
            }
        }
        outputs.append(folder.appending(path: "Links\(templates)AppRouter.swift"))
        outputs.append(folder.appending(path: "Links\(templates)TrieRoutes.swift"))
        return [
            .buildCommand(
                displayName: "Generating the synthetic link app of \(templates) templates",
                executable: try context.tool(named: "LinkAppWriter").url,
                arguments: [String(templates), folder.path],
                outputFiles: outputs
            ),
        ]
    }
}

/// A misapplied plugin.
struct LinkAppPluginError: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    var message: String
    var description: String { message }
}
