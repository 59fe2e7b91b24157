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

    /// The image of the built-in template `name`, compiled from its text when routegen was
    /// built (see ``TemplateImage``); `nil` for any other name.
    static func image(named name: String) -> [UInt8]? {
        if let template = OutputTemplate(rawValue: name) { return embeddedImage(of: template) }
        if let template = AppOutputTemplate(rawValue: name) { return embeddedImage(of: template) }
        return nil
    }

    /// The names of every built-in template, sorted: what a template folder can replace. Named
    /// by the templates' cases, so that naming them decodes none of their sources.
    static var names: [String] {
        (OutputTemplate.allCases.map(\.templateName) + AppOutputTemplate.allCases.map(\.templateName)).sorted()
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

    /// The image of `Templates/<template name>.mustache` that SwiftPM embedded in the binary,
    /// from `BuiltinTemplateImages/<template name>.image`.
    private static func embeddedImage(of template: OutputTemplate) -> [UInt8] {
        switch template {
        case .route: PackageResources.Route_swift_image
        case .router: PackageResources.Router_swift_image
        case .viewBuildingClient: PackageResources.ViewBuildingClient_swift_image
        case .navigationStack: PackageResources.NavigationStack_swift_image
        case .navigationState: PackageResources.NavigationState_swift_image
        case .liveViewBuildingClient: PackageResources.LiveViewBuildingClient_swift_image
        }
    }

    /// The image of `Templates/<app template name>.mustache` that SwiftPM embedded in the
    /// binary, from `BuiltinTemplateImages/<app template name>.image`.
    private static func embeddedImage(of template: AppOutputTemplate) -> [UInt8] {
        switch template {
        case .appRouter: PackageResources.AppRouter_swift_image
        case .tabView: PackageResources.TabView_swift_image
        case .linksTable: PackageResources.Links_md_image
        }
    }
}
