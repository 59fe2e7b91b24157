/// The types the built-in templates name from other modules, by name, with their module (and
/// `Feature`, which they name as `LinkAppRoutes<Self>.Feature`): no
/// generated type may take one of these names, or every generated file of the module would
/// refer to the generated type instead (a feature named `Navigation` would declare
/// `NavigationRouter`, RouteGenRuntime's base class of every router).
///
/// `ReservedNameTests` checks that every type name the templates use is here, or is one the
/// templates declare themselves.
enum ExternalTypeNames {
    /// The module that declares each name.
    static let modules: [String: String] = {
        var modules: [String: String] = [:]
        for (module, names) in [
            ("RouteGenRuntime", [
                "Feature", "HostedStack", "LinkAppRoutes", "LinkCandidate", "LinkMatch", "LinkMatchable", "LinkMatchOptions", "LinkMismatch", "LinkPath", "LinkRequest", "LinkRoute", "LinkRoutes",
                "LinkTemplate", "LinkURLRules", "LinkValue", "LinkValues", "NavigationModal", "NavigationRoute", "NavigationRouter",
                "RestorableDestination", "RestorableList", "RestorationEntry", "RestorationEntryWriter", "RestorationKey", "RouteEquality", "SavedState", "ModalPresentation", "ModalSizeClass",
            ]),
            ("SwiftUI", [
                "AnyView", "Bindable", "EmptyView", "Environment", "Label", "NavigationStack", "TabView", "Text", "View", "ViewBuilder",
            ]),
            ("Dependencies", ["Dependencies", "Dependency", "DependencyKey", "DependencyValues", "IssueReporting", "TestDependencyKey"]),
            ("Foundation", ["Data", "JSONDecoder", "JSONEncoder", "URL"]),
            ("Observation", ["Observable", "Observation"]),
            ("Swift", [
                "Any", "AnyObject", "Array", "Bool", "CaseIterable", "Codable", "Decoder", "Encoder", "Equatable", "Hashable", "Hasher", "Identifiable",
                "Int", "KeyedDecodingContainer", "KeyedEncodingContainer", "MainActor", "ObjectIdentifier", "Optional", "Sendable", "String", "Swift",
            ]),
        ] {
            for name in names {
                modules[name] = module
            }
        }
        return modules
    }()

    /// The module that declares `name`, when generated code uses a type of that name.
    static func module(of name: String) -> String? {
        modules[name]
    }

    /// The first type a feature named `feature` would declare (in ``FeatureTypeNames/declaredTypes``'
    /// order) that has the name of a type generated code uses, with that type's module.
    static func collision(forFeature feature: String) -> (type: String, module: String)? {
        collisions[feature]
    }

    /// Every feature name some of whose declared types take an external name, with the first
    /// such type: made once, so that checking a feature is one lookup rather than its nine
    /// type names spelt out and each looked up.
    private static let collisions: [String: (type: String, module: String)] = {
        var collisions: [String: (type: String, module: String)] = [:]
        for suffix in FeatureTypeNames(feature: "").declaredTypes {
            for (type, module) in modules where type.utf8.count > suffix.utf8.count && type.hasSuffix(suffix) {
                let feature = String(type.dropLast(suffix.count))
                if collisions[feature] == nil {
                    collisions[feature] = (type, module)
                }
            }
        }
        return collisions
    }()
}
