import Foundation

/// One command a build plugin declares: routegen run on one spec, into a folder of its own, with
/// every file it can write declared as an output.
struct RouteGenBuildCommand: Sendable {
    /// What the build log shows when the command runs; it names the feature and the target.
    let displayName: String

    /// The arguments to run routegen with.
    let arguments: [String]

    /// The files whose change reruns the command: the spec, the configuration and the templates.
    let inputFiles: [URL]

    /// The Swift files the command writes, which the build compiles into the target.
    let outputFiles: [URL]
}

extension RouteGenTargetPlan {
    /// One build command per spec, in spec order, each writing into `<workDirectory>/<Feature>`:
    /// routegen removes the stale files of its output folder, so two specs never share one.
    func buildCommands(workDirectory: URL) -> [RouteGenBuildCommand] {
        let featureCommands: [RouteGenBuildCommand] = switch specSource {
        case .ownSpecs(let specs):
            specs.map { buildCommand(for: $0, interfaceModule: nil, workDirectory: workDirectory) }
        case .interfaceModules(let interfaceModules):
            interfaceModules.flatMap { interfaceModule in
                interfaceModule.specs.map {
                    buildCommand(for: $0, interfaceModule: interfaceModule.moduleName, workDirectory: workDirectory)
                }
            }
        }
        return featureCommands + [appSpec.flatMap { appCommand(for: $0, workDirectory: workDirectory) }].compactMap { $0 }
    }

    /// The command generating the app's files from its app spec, into `<workDirectory>/<App>App`:
    /// it reads every spec of the plan to check the app against them, so editing any spec reruns
    /// it, but it writes the app's files only (`--app-only`), never the features'.
    private func appCommand(for appSpec: URL, workDirectory: URL) -> RouteGenBuildCommand? {
        guard let app = RouteGenFileNames.appName(ofAppSpecFileName: appSpec.lastPathComponent) else { return nil }
        let outputDirectory = workDirectory.appending(path: app + "App")
        var arguments = RouteGenArguments(
            specs: allSpecs,
            outputDirectory: outputDirectory,
            configuration: configuration,
            templates: templates,
            interfaceModule: appInterfaceModule,
            isQuiet: true
        )
        arguments.appSpec = appSpec
        arguments.generatesAppOnly = true
        return RouteGenBuildCommand(
            displayName: "Generating the \(app) app's navigation from \(appSpec.lastPathComponent) in \(targetName)",
            arguments: arguments.commandLine,
            inputFiles: [appSpec] + allSpecs.map(\.url) + [configuration].compactMap { $0 } + (templates?.files ?? []),
            outputFiles: RouteGenFileNames.appSwiftFileNames(forApp: app).map {
                outputDirectory.appending(path: $0, directoryHint: .notDirectory)
            }
        )
    }

    private func buildCommand(
        for spec: RouteSpecFile,
        interfaceModule: String?,
        workDirectory: URL
    ) -> RouteGenBuildCommand {
        let outputDirectory = workDirectory.appending(path: spec.featureName)
        let arguments = RouteGenArguments(
            specs: [spec],
            outputDirectory: outputDirectory,
            configuration: configuration,
            templates: templates,
            interfaceModule: interfaceModule,
            writesAllModeFiles: true,
            isQuiet: true
        )
        let specFileName = spec.url.lastPathComponent
        // CI greps build logs for "Generating <Feature> navigation from <Feature>.routes.yaml".
        let displayName =
            "Generating \(spec.featureName) navigation from \(specFileName) in \(targetName)"
            + (interfaceModule.map { " (live, interface in \($0))" } ?? "")
        return RouteGenBuildCommand(
            displayName: displayName,
            arguments: arguments.commandLine,
            inputFiles: [spec.url] + [configuration].compactMap { $0 } + (templates?.files ?? []),
            outputFiles: RouteGenFileNames.allOutputFileNames(forFeature: spec.featureName).map {
                outputDirectory.appending(path: $0, directoryHint: .notDirectory)
            }
        )
    }
}
