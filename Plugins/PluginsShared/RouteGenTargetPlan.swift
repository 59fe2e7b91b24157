import Foundation

/// What routegen generates for one target, and from which specs.
struct RouteGenTargetPlan: Sendable {
    /// Where a target's specs come from.
    enum SpecSource: Sendable {
        /// The target holds its specs: routegen generates their interface into it.
        case ownSpecs([RouteSpecFile])
        /// The target holds no spec but depends on interface modules that do: routegen generates
        /// their live wiring into it, one module at a time.
        case interfaceModules([InterfaceModuleSpecs])
    }

    /// The target's name, for messages.
    let targetName: String

    /// The target's `routegen.yaml`, if it has one.
    let configuration: URL?

    /// Where the specs come from.
    let specSource: SpecSource

    /// The target's own template overrides, if any: a target in live mode uses its own
    /// `RouteGenTemplates` folder, never those of the targets it takes specs from.
    let templates: RouteGenTemplateFolder?

    /// The target's app spec, if it has one: its files are generated from it and every spec
    /// of the plan.
    let appSpec: URL?

    /// Every feature spec of the plan, in order: what an app spec is checked against.
    var allSpecs: [RouteSpecFile] {
        switch specSource {
        case .ownSpecs(let specs): specs
        case .interfaceModules(let modules): modules.flatMap(\.specs)
        }
    }

    /// The module the app's files import the features from: none for the target's own specs,
    /// the first interface module in live mode.
    var appInterfaceModule: String? {
        if case .interfaceModules(let modules) = specSource { modules.first?.moduleName } else { nil }
    }

    /// The plan for a target whose files are `files` and whose dependencies, in a fixed order,
    /// include `interfaceModules`, which are read only when the target has no spec of its own;
    /// `nil` when neither holds a spec. Throws when two specs the target would generate from name
    /// the same feature.
    init?(
        targetName: String,
        files: RouteGenTargetFiles,
        interfaceModules: @autoclosure () throws -> [InterfaceModuleSpecs]
    ) throws {
        if !files.specs.isEmpty {
            specSource = .ownSpecs(files.specs)
        } else {
            let interfaceModules = try interfaceModules().filter { !$0.specs.isEmpty }
            guard !interfaceModules.isEmpty else { return nil }
            try interfaceModules.flatMap(\.specs).requireUniqueFeatureNames(inTargetNamed: targetName)
            specSource = .interfaceModules(interfaceModules)
        }
        self.targetName = targetName
        self.configuration = files.configuration
        self.templates = files.templates
        self.appSpec = files.appSpec
        try requireDistinctOutputFileNames()
    }

    /// Throws when two of the plan's specs (features and app) would write files with the same
    /// name, ignoring case: each spec's command writes into a folder of its own, but swiftc
    /// refuses two files of one name in a target.
    func requireDistinctOutputFileNames() throws {
        var owners: [String: String] = [:]
        let app = appSpec.flatMap { RouteGenFileNames.appName(ofAppSpecFileName: $0.lastPathComponent) }
        let outputs = allSpecs.map { ($0.path, RouteGenFileNames.allOutputFileNames(forFeature: $0.featureName)) }
            + [appSpec.map { ($0.path(percentEncoded: false), RouteGenFileNames.appFileSuffixes.map { (app ?? "") + $0 }) }].compactMap { $0 }
        for (path, names) in outputs {
            for name in names {
                if let owner = owners[name.lowercased()], owner != path {
                    throw RouteGenPluginError.outputFileNameCollision(name, targetName: targetName, specPaths: [owner, path])
                }
                owners[name.lowercased()] = path
            }
        }
    }
}
