import Foundation

/// One routegen run of the `generate-routes` command: it writes a target's generated files into
/// the package, for teams that commit them.
struct RouteGenPackageRun: Sendable {
    /// The name of the folder, inside a target's folder, the generated files go into.
    static let generatedFolderName = "Generated"

    /// The folder the run writes into.
    let outputDirectory: URL

    /// The arguments to run routegen with.
    let arguments: [String]

    /// The same run with `--dry-run --quiet` instead: it writes nothing and exits 1 only on an
    /// error. routegen's `--check` exits 1 both for stale files and for errors, so after a failed
    /// check this run tells the two apart, from its exit status alone.
    let dryRunArguments: [String]
}

extension RouteGenTargetPlan {
    /// The runs that write this target's generated files into `<targetDirectory>/Generated`: one
    /// run with all the target's own specs (and its app spec), or, in live mode, one run per
    /// interface module into `Generated/<Module>`, and one for the app spec into `Generated`. With `checksOnly`, the runs only check the files are up to date.
    func packageRuns(targetDirectory: URL, checksOnly: Bool) -> [RouteGenPackageRun] {
        let generatedDirectory = targetDirectory.appending(path: RouteGenPackageRun.generatedFolderName)
        // With its own specs, a target's one run also reads its app spec; in live mode, the app's
        // files are a run of their own, directly in `Generated`, beside the modules' folders.
        var runs: [(specs: [RouteSpecFile], outputDirectory: URL, interfaceModule: String?, appSpec: URL?, appOnly: Bool)] =
            switch specSource {
            case .ownSpecs(let specs):
                [(specs, generatedDirectory, nil, appSpec, false)]
            case .interfaceModules(let interfaceModules):
                interfaceModules.map {
                    ($0.specs, generatedDirectory.appending(path: $0.moduleName), $0.moduleName, nil, false)
                }
            }
        if case .interfaceModules = specSource, let appSpec {
            runs.append((allSpecs, generatedDirectory, appInterfaceModule, appSpec, true))
        }
        return runs.map { run in
            var arguments = RouteGenArguments(
                specs: run.specs,
                outputDirectory: run.outputDirectory,
                configuration: configuration,
                templates: templates,
                interfaceModule: run.interfaceModule,
                checksOnly: checksOnly
            )
            arguments.appSpec = run.appSpec
            arguments.generatesAppOnly = run.appOnly
            let commandLine = arguments.commandLine
            arguments.checksOnly = false
            arguments.isDryRun = true
            arguments.isQuiet = true
            return RouteGenPackageRun(
                outputDirectory: run.outputDirectory,
                arguments: commandLine,
                dryRunArguments: arguments.commandLine
            )
        }
    }
}
