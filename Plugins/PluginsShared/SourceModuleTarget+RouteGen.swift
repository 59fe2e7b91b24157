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

    /// The source-module targets this target depends on, directly or not, each once: depth first,
    /// in the order the dependencies are declared, a product standing for its targets.
    var sourceModuleDependencies: [any SourceModuleTarget] {
        var visitedTargetIDs: Set<Target.ID> = []
        var sourceModules: [any SourceModuleTarget] = []
        func visit(_ dependencies: [TargetDependency]) {
            for dependency in dependencies {
                let targets: [any Target] =
                    switch dependency {
                    case .target(let target): [target]
                    case .product(let product): product.targets
                    @unknown default: []
                    }
                for target in targets where visitedTargetIDs.insert(target.id).inserted {
                    if let sourceModule = target.sourceModule { sourceModules.append(sourceModule) }
                    visit(target.dependencies)
                }
            }
        }
        visit(dependencies)
        return sourceModules
    }

    /// What routegen generates for the target, reading the files in `scope`: from its own specs,
    /// or, when it has none, from those of the targets it depends on; `nil` when there is no spec
    /// in either.
    func routeGenPlan(in scope: TargetFileScope) throws -> RouteGenTargetPlan? {
        let files = try routeGenFiles(in: scope)
        let interfaceModules =
            files.specs.isEmpty
            ? try sourceModuleDependencies.map {
                InterfaceModuleSpecs(moduleName: $0.moduleName, specs: try $0.routeGenFiles(in: scope).specs)
            }
            : []
        return try RouteGenTargetPlan(targetName: name, files: files, interfaceModules: interfaceModules)
    }
}
