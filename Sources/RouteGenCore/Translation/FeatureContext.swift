import Mustache

/// What every template of a feature sees: the feature's type names and its ordered cases.
struct FeatureContext: Sendable {
    /// The feature's generated type names.
    var names: FeatureTypeNames
    /// The spec file name the header names (`UserDetail.routes.yaml`).
    var specFileName: String
    /// The access modifier with a trailing space (`public `), or empty for internal.
    var access: String
    /// The modules the spec imports, in spec order.
    var specImports: [String]
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
    /// The events in spec order, then one per modal that hosts a stack, carrying that stack's events.
    var events: [CaseContext]
    /// The root (if declared), the screens, then the modals the client builds (those that host
    /// no stack): one view-building closure each.
    var destinations: [CaseContext]

    /// The feature name (`UserDetail`).
    var feature: String { names.feature }
}

extension FeatureContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "feature": names.feature
        case "specFileName": specFileName
        case "access": access
        case "specImports": specImports
        case "routeType": names.routeType
        case "modalType": names.modalType
        case "eventType": names.eventType
        case "routerType": names.routerType
        case "clientType": names.clientType
        case "clientKey": names.clientKey
        case "stackType": names.stackType
        case "callbackType": names.callbackType
        case "stateType": names.stateType
        case "module": module
        case "interfaceModule": interfaceModule
        case "root": root
        case "hasRoot": root != nil
        case "screens": screens
        case "modals": modals
        case "hasModals": !modals.isEmpty
        case "hasSheets": modals.contains { $0.style == .sheet }
        case "hasFullScreenCovers": modals.contains { $0.style == .fullScreenCover }
        case "hasPopovers": modals.contains { $0.style == .popover }
        case "hasDetents": modals.contains { !$0.detents.isEmpty }
        case "buildsModalViews": modals.contains { $0.hosted != nil || !$0.detents.isEmpty }
        case "hostingModals": modals.filter { $0.hosted != nil }
        case "hasHostingModals": modals.contains { $0.hosted != nil }
        case "hasCallbacks": (screens + modals + events).contains(where: \.hasCallbacks)
        case "hasRenamedScreens": screens.contains { !$0.renamedNames.isEmpty }
        case "hasScreensWithoutLinks": screens.contains { $0.linkBuild == nil }
        case "linkRoutes": (root.map { [$0] } ?? []).flatMap(\.linkRoutes) + (screens + modals).flatMap(\.linkRoutes)
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
