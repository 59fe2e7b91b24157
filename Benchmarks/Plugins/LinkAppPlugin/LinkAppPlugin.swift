import Foundation
import PackagePlugin

/// Generates the synthetic app a benchmark target compiles with the `link-app` tool, in every
/// build, none of it checked in: for `LinkApp<templates>` (`LinkApp100`: 100 templates) the link
/// app's routegen code and routing-kit's registration of the same templates; for
/// `SavingApp<features>` (`SavingApp100`) the saving app's routegen code.
@main
struct LinkAppPlugin: BuildToolPlugin {
    /// The templates per feature, as `SyntheticLinkApp.templatesPerFeature` says.
    static let templatesPerFeature = 50
    /// The routegen files `link-app` writes per feature.
    static let featureSuffixes = ["Route.swift", "NavigationState.swift", "Router.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "Generated")
        if let templates = Self.size(of: target.name, prefix: "LinkApp") {
            let features = (templates + Self.templatesPerFeature - 1) / Self.templatesPerFeature
            var outputs: [URL] = []
            for feature in 0..<features {
                let name = Self.featureName("L\(templates)F", feature)
                for suffix in Self.featureSuffixes + ["TrieRoutes.swift"] {
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
        if let features = Self.size(of: target.name, prefix: "SavingApp") {
            var outputs = (0..<features).flatMap { feature in
                Self.featureSuffixes.map { folder.appending(path: Self.featureName("S\(features)F", feature) + $0) }
            }
            outputs.append(folder.appending(path: "Saving\(features)AppRouter.swift"))
            outputs.append(folder.appending(path: "Saving\(features)EveryFeatureState.swift"))
            return [
                .buildCommand(
                    displayName: "Generating the synthetic saving app of \(features) features",
                    executable: try context.tool(named: "LinkAppWriter").url,
                    arguments: ["--saving", String(features), folder.path],
                    outputFiles: outputs
                ),
            ]
        }
        throw LinkAppPluginError(message: "LinkAppPlugin applies to targets named LinkApp<templates> (LinkApp100) or SavingApp<features> (SavingApp100), not \(target.name)")
    }

    /// The number after `prefix` in a target's name, if the name is `prefix` and a positive number.
    static func size(of name: String, prefix: String) -> Int? {
        guard name.hasPrefix(prefix), let size = Int(name.dropFirst(prefix.count)), size > 0 else { return nil }
        return size
    }

    /// A feature's name: `L100F007`, `S100F007`.
    static func featureName(_ prefix: String, _ feature: Int) -> String {
        prefix + String(repeating: "0", count: max(0, 3 - String(feature).count)) + String(feature)
    }
}

/// A misapplied plugin.
struct LinkAppPluginError: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    var message: String
    var description: String { message }
}
