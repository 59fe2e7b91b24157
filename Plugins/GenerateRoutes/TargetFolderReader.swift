import PackagePlugin

/// Reads the routegen files in each target's folder once per `generate-routes` run: picking the
/// targets, planning each, and naming the targets with specs in an error all ask for the same
/// targets, and a live target's plan asks for every target it depends on.
final class TargetFolderReader {
    /// What was read, by target.
    private var filesByTarget: [Target.ID: RouteGenTargetFiles] = [:]

    /// The routegen files in `target`'s folder, read on the first request.
    func files(of target: any SourceModuleTarget) throws -> RouteGenTargetFiles {
        if let files = filesByTarget[target.id] { return files }
        let files = try target.routeGenFiles(in: .targetFolder)
        filesByTarget[target.id] = files
        return files
    }

    /// What routegen generates for `target`, from the files in the folders of it and its dependencies.
    func plan(for target: any SourceModuleTarget) throws -> RouteGenTargetPlan? {
        try target.routeGenPlan(reading: files(of:))
    }

    /// Whether `target` holds specs or a `routegen.yaml`.
    func hasRouteGenFiles(_ target: any SourceModuleTarget) throws -> Bool {
        let files = try files(of: target)
        return !files.specs.isEmpty || files.configuration != nil
    }
}
