/// The templates that produce an app's files from its app spec, and how each file is named
/// and what it imports.
public enum AppOutputTemplate: String, CaseIterable, Sendable {
    /// `<App>AppRouter.swift`: the tabs, the parsed link, the app router, the saved state, and
    /// the features' URLs.
    case appRouter = "AppRouter.swift"
    /// `<App>TabView.swift`: the SwiftUI tab view showing each tab's stack.
    case tabView = "TabView.swift"
    /// `<App>Links.md`: every link the app opens, as a Markdown table.
    case linksTable = "Links.md"

    /// The template's name: its file name in `Templates/` without `.mustache`.
    public var templateName: String { rawValue }

    /// The name of the file this template renders for `app` (`MatchingAppRouter.swift`).
    public func fileName(forApp app: String) -> String {
        app + rawValue
    }

    /// Whether the file is Markdown, whose header is an HTML comment.
    var isMarkdown: Bool { self == .linksTable }

    /// The sorted imports of this template's file for `app`.
    func imports(for app: AppContext, extraModules: [String]) -> [String] {
        let required: [String] = switch self {
        case .appRouter: ["Foundation", "Observation", "RouteGenRuntime"]
        case .tabView: ["SwiftUI"]
        case .linksTable: []
        }
        guard !required.isEmpty else { return [] }
        return Array(Set(required + extraModules + [app.interfaceModule].compactMap { $0 })).sorted()
    }
}
