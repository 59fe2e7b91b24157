import Mustache

/// What every template of a feature sees: the feature's type names and its ordered cases.
struct FeatureContext: Hashable, Sendable {
    /// The feature name (`UserDetail`).
    var feature: String
    /// The spec file name the header names (`UserDetail.routes.yaml`).
    var specFileName: String
    /// The access modifier with a trailing space (`public `), or empty for internal.
    var access: String
    /// The modules the spec imports, in spec order.
    var specImports: [String]
    /// The Route enum's name (`UserDetailRoute`).
    var routeType: String
    /// The Modal enum's name (`UserDetailModal`).
    var modalType: String
    /// The Event enum's name (`UserDetailEvent`).
    var eventType: String
    /// The Router class's name (`UserDetailRouter`).
    var routerType: String
    /// The view-building client's name (`UserDetailViewBuildingClient`).
    var clientType: String
    /// The client's `DependencyValues` property (`userDetailViewBuildingClient`).
    var clientKey: String
    /// The NavigationStack host's name (`UserDetailNavigationStack`).
    var stackType: String
    /// The module that defines the concrete views (`module:`), if the spec names one.
    var module: String?
    /// The module live files import the interface from, if it is another module.
    var interfaceModule: String?
    /// The stack's root screen, if the spec declares one.
    var root: CaseContext?
    /// The screens, in spec order.
    var screens: [CaseContext]
    /// The modals, in spec order.
    var modals: [CaseContext]
    /// The events, in spec order.
    var events: [CaseContext]
    /// The root (if declared), the screens, then the modals: one view-building closure each.
    var destinations: [CaseContext]
}

extension FeatureContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "feature": feature
        case "specFileName": specFileName
        case "access": access
        case "specImports": specImports
        case "routeType": routeType
        case "modalType": modalType
        case "eventType": eventType
        case "routerType": routerType
        case "clientType": clientType
        case "clientKey": clientKey
        case "stackType": stackType
        case "module": module
        case "interfaceModule": interfaceModule
        case "root": root
        case "hasRoot": root != nil
        case "screens": screens
        case "modals": modals
        case "hasModals": !modals.isEmpty
        case "hasSheets": modals.contains { !$0.isFullScreenCover }
        case "hasFullScreenCovers": modals.contains(where: \.isFullScreenCover)
        case "events": events
        case "hasEvents": !events.isEmpty
        case "destinations": destinations
        default: nil
        }
    }
}

/// What one template sees: the feature, plus the imports of the file it renders.
struct FileContext: MustacheParent {
    /// The modules the file imports, sorted and without duplicates.
    var imports: [String]
    /// The feature the file belongs to.
    var feature: FeatureContext

    /// `imports`, `hasImports`, or the feature's value named `name`.
    func child(named name: String) -> Any? {
        switch name {
        case "imports": imports
        case "hasImports": !imports.isEmpty
        default: feature.child(named: name)
        }
    }
}
