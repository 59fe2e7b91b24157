import Mustache

/// What the app templates see: the app's type names, its features in order, and its link rules.
struct AppContext: Sendable {
    /// The app name (`Matching`).
    var app: String
    /// The app spec file name the header names (`Matching.app.yaml`).
    var specFileName: String
    /// The access modifier with a trailing space: the widest the app's features allow.
    var access: String
    /// The module the app files import the features from, when it is another module.
    var interfaceModule: String?
    /// The features, tabs first, in spec order.
    var features: [AppFeatureContext]
    /// The `LinkURLRules(…)` expression; `nil` when the app takes no links.
    var rules: String?
    /// The `LinkMatchOptions(…)` expression.
    var options: String
    /// The rows of the Markdown list of links.
    var linkRows: [String]
}

/// What the app templates see of one feature of the app.
struct AppFeatureContext: Sendable {
    /// The feature's type names.
    var names: FeatureTypeNames
    /// The case and property name: the tab's, or the feature's in lowerCamelCase.
    var caseName: String
    /// Whether it is a tab.
    var isTab: Bool
    /// The tab bar item's view, as Swift: `Label("Me", systemImage: "person")` or `Text("Me")`.
    var tabItem: String
    /// Whether it is the first of its list.
    var isFirst: Bool
    /// Whether it is the last of its list.
    var isLast: Bool
}

extension AppContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "app": app
        case "specFileName": specFileName
        case "access": access
        case "interfaceModule": interfaceModule
        case "appRouterType": app + "AppRouter"
        case "tabType": app + "Tab"
        case "linkType": app + "Link"
        case "appStateType": app + "AppState"
        case "tabViewType": app + "TabView"
        case "features": features
        case "tabs": features.filter(\.isTab)
        case "hasTabs": features.contains(where: \.isTab)
        case "firstTab": features.first(where: \.isTab)?.caseName
        case "otherFeatures": features.filter { !$0.isTab }
        case "hasOtherFeatures": features.contains { !$0.isTab }
        case "rules": rules
        case "hasLinks": rules != nil
        case "options": options
        case "linkRows": linkRows
        default: nil
        }
    }
}

extension AppFeatureContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "caseName": caseName
        case "feature": names.feature
        case "routerType": names.routerType
        case "routeType": names.routeType
        case "modalType": names.modalType
        case "stateType": names.stateType
        case "stackType": names.stackType
        case "isTab": isTab
        case "tabItem": tabItem
        case "isFirst": isFirst
        case "isLast": isLast
        default: nil
        }
    }
}

/// What one app template sees: the app, plus the imports of the file it renders.
struct AppFileContext: MustacheParent {
    /// The modules the file imports, sorted.
    var imports: [String]
    /// The app.
    var app: AppContext

    /// `imports`, or the app's value named `name`.
    func child(named name: String) -> Any? {
        name == "imports" ? imports : app.child(named: name)
    }
}
