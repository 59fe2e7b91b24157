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
    /// run with all the target's own specs, or, in live mode, one run per interface module into
    /// `Generated/<Module>`. With `checksOnly`, the runs only check the files are up to date.
    func packageRuns(targetDirectory: URL, checksOnly: Bool) -> [RouteGenPackageRun] {
        let generatedDirectory = targetDirectory.appending(path: RouteGenPackageRun.generatedFolderName)
        let runs: [(specs: [RouteSpecFile], outputDirectory: URL, interfaceModule: String?)] =
            switch specSource {
            case .ownSpecs(let specs):
                [(specs, generatedDirectory, nil)]
            case .interfaceModules(let interfaceModules):
                interfaceModules.map {
                    ($0.specs, generatedDirectory.appending(path: $0.moduleName), $0.moduleName)
                }
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
