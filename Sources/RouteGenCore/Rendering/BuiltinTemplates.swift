/// The templates compiled into routegen from the top-level `Templates/` folder.
///
/// They are embedded as bytes (not loaded from a bundle), so a copied `routegen` binary keeps working.
enum BuiltinTemplates {
    /// Each built-in template's source, by template name.
    static let sources: [String: String] = [
        OutputTemplate.route.templateName: String(decoding: PackageResources.Route_swift_mustache, as: UTF8.self),
        OutputTemplate.router.templateName: String(decoding: PackageResources.Router_swift_mustache, as: UTF8.self),
        OutputTemplate.viewBuildingClient.templateName: String(
            decoding: PackageResources.ViewBuildingClient_swift_mustache, as: UTF8.self),
    ]
}
