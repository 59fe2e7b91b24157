import Foundation
import PackagePlugin

extension SourceModuleTarget {
    /// The routegen inputs among the target's own files in `scope`.
    func routeGenFiles(in scope: TargetFileScope) throws -> RouteGenTargetFiles {
        let fileURLs =
            switch scope {
            case .sourceFiles: sourceFiles.map(\.url)
            case .targetFolder: TargetFileScope.files(inFolder: directoryURL)
            }
        return try RouteGenTargetFiles(targetName: name, fileURLs: fileURLs)
    }

    /// What routegen generates for the target, reading the files in `scope`: from its own specs,
    /// or, when it has none, from those of the targets it depends on; `nil` when there is no spec
    /// in either.
    func routeGenPlan(in scope: TargetFileScope) throws -> RouteGenTargetPlan? {
        try routeGenPlan { try $0.routeGenFiles(in: scope) }
    }

    /// The same plan, with each target's files read by `files` (which may remember them).
    /// The targets it depends on come in SwiftPM's order, each after its own dependencies.
    func routeGenPlan(reading files: (any SourceModuleTarget) throws -> RouteGenTargetFiles) throws -> RouteGenTargetPlan? {
        try RouteGenTargetPlan(
            targetName: name,
            files: files(self),
            interfaceModules: recursiveTargetDependencies.compactMap(\.sourceModule).map {
                InterfaceModuleSpecs(moduleName: $0.moduleName, specs: try files($0).specs)
            }
        )
    }
}
