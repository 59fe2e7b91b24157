/// The templates that produce a feature's files, and how each file is named and what it imports.
///
/// A file name is a pure function of the feature name (see ``RouteGenFileNames``), so a build
/// plugin can declare every output before routegen runs.
public enum OutputTemplate: String, CaseIterable, Sendable {
    /// `<Feature>Route.swift`: the Route, Modal and Event enums.
    case route = "Route.swift"
    /// `<Feature>Router.swift`: the Router class.
    case router = "Router.swift"
    /// `<Feature>ViewBuildingClient.swift`: the view-building client and its test dependency key.
    case viewBuildingClient = "ViewBuildingClient.swift"
    /// `<Feature>NavigationStack.swift`: the SwiftUI view hosting the feature's stack.
    case navigationStack = "NavigationStack.swift"
    /// `<Feature>NavigationState.swift`: the navigation state as a value, its links and its restoration.
    case navigationState = "NavigationState.swift"
    /// `<Feature>LiveViewBuildingClient.swift`: the client's live dependency key, for the app target.
    case liveViewBuildingClient = "LiveViewBuildingClient.swift"

    /// The template's name: its file name in `Templates/` without `.mustache`.
    public var templateName: String { rawValue }

    /// The mode that renders this template.
    public var mode: GenerationMode {
        self == .liveViewBuildingClient ? .live : .interface
    }

    /// The templates `mode` renders, in order.
    public static func rendered(in mode: GenerationMode) -> [OutputTemplate] {
        allCases.filter { $0.mode == mode }
    }

    /// The name of the file this template renders for `feature` (`UserDetailRoute.swift`).
    public func fileName(forFeature feature: String) -> String {
        feature + rawValue
    }

    /// The modules the rendered file always imports. Every interface file imports Foundation,
    /// so that `URL`, `UUID`, `Date`, `Data` and `Decimal` need no import in the spec; the
    /// routes' file imports RouteGenRuntime for the `RouteEquality` its `==` functions call.
    var requiredModules: [String] {
        switch self {
        case .route: ["Foundation", "RouteGenRuntime"]
        case .router: ["Foundation", "RouteGenRuntime"]
        case .viewBuildingClient, .navigationStack: ["Dependencies", "Foundation", "SwiftUI"]
        case .navigationState: ["Foundation", "RouteGenRuntime"]
        case .liveViewBuildingClient: ["Dependencies", "SwiftUI"]
        }
    }

    /// The sorted, duplicate-free imports of this template's file for `feature`.
    ///
    /// Interface files import the spec's `imports`, which define the parameter types and the
    /// stacks that modals host; the live client imports the module of the interface and the
    /// module of the views instead.
    /// A stack whose modals' styles depend on the size class also imports `RouteGenRuntime`,
    /// whose `ModalSizeClass` it names.
    func imports(for feature: FeatureContext) -> [String] {
        let extra: [String] = switch self {
        case .navigationStack where feature.hasAdaptiveModals: feature.specImports + ["RouteGenRuntime"]
        case .route, .router, .viewBuildingClient, .navigationStack, .navigationState: feature.specImports
        case .liveViewBuildingClient: [feature.interfaceModule, feature.module].compactMap { $0 }
        }
        // Sorted, then each repeat dropped beside its first: a handful of names, which a set
        // hashed (about 5,000 instructions a file, for every file of every feature).
        let sorted = (requiredModules + extra).sorted()
        var modules: [String] = []
        modules.reserveCapacity(sorted.count)
        for module in sorted where module != modules.last {
            modules.append(module)
        }
        return modules
    }
}
