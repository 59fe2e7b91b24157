/// The templates compiled into routegen from the top-level `Templates/` folder.
///
/// They are embedded as bytes (not loaded from a bundle), so a copied `routegen` binary keeps working.
enum BuiltinTemplates {
    /// Each built-in template's source, by template name.
    static let sources: [String: String] = Dictionary(uniqueKeysWithValues: OutputTemplate.allCases.map { template in
        (template.templateName, String(decoding: embeddedBytes(of: template), as: UTF8.self))
    } + AppOutputTemplate.allCases.map { template in
        (template.templateName, String(decoding: embeddedBytes(of: template), as: UTF8.self))
    })

    /// The names of every built-in template, sorted: what a template folder can replace.
    static var names: [String] {
        sources.keys.sorted()
    }

    /// The bytes of `Templates/<template name>.mustache` that SwiftPM embedded in the binary.
    private static func embeddedBytes(of template: OutputTemplate) -> [UInt8] {
        switch template {
        case .route: PackageResources.Route_swift_mustache
        case .router: PackageResources.Router_swift_mustache
        case .viewBuildingClient: PackageResources.ViewBuildingClient_swift_mustache
        case .navigationStack: PackageResources.NavigationStack_swift_mustache
        case .navigationState: PackageResources.NavigationState_swift_mustache
        case .liveViewBuildingClient: PackageResources.LiveViewBuildingClient_swift_mustache
        }
    }

    /// The bytes of `Templates/<app template name>.mustache` that SwiftPM embedded in the binary.
    private static func embeddedBytes(of template: AppOutputTemplate) -> [UInt8] {
        switch template {
        case .appRouter: PackageResources.AppRouter_swift_mustache
        case .tabView: PackageResources.TabView_swift_mustache
        case .linksTable: PackageResources.Links_md_mustache
        }
    }
}
