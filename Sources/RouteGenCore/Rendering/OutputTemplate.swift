/// The templates that produce a feature's files, and how each file is named and what it imports.
///
/// A file name is a pure function of the feature name, so a build plugin can declare every
/// output before routegen runs.
public enum OutputTemplate: String, CaseIterable, Sendable {
    /// `<Feature>Route.swift`: the Route, Modal and Event enums.
    case route = "Route.swift"
    /// `<Feature>Router.swift`: the Router class.
    case router = "Router.swift"
    /// `<Feature>ViewBuildingClient.swift`: the view-building client and its dependency key.
    case viewBuildingClient = "ViewBuildingClient.swift"

    /// The template's name: its file name in `Templates/` without `.mustache`.
    public var templateName: String { rawValue }

    /// The name of the file this template renders for `feature` (`UserDetailRoute.swift`).
    public func fileName(forFeature feature: String) -> String {
        feature + rawValue
    }

    /// The modules the rendered file always imports.
    var requiredModules: [String] {
        switch self {
        case .route: []
        case .router: ["Observation"]
        case .viewBuildingClient: ["Dependencies", "SwiftUI"]
        }
    }

    /// Whether the rendered file names parameter types, and so imports the spec's modules.
    var usesParameterTypes: Bool {
        self != .router
    }

    /// The sorted, duplicate-free imports of this template's file for a feature importing `specImports`.
    func imports(withSpecImports specImports: [String]) -> [String] {
        Array(Set(requiredModules + (usesParameterTypes ? specImports : []))).sorted()
    }
}
