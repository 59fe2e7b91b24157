/// The names of the types and accessors routegen generates for a feature: functions of the
/// feature name alone, so that a feature can name another's types (the stack a modal hosts)
/// without reading its spec.
struct FeatureTypeNames: Hashable, Sendable {
    /// The feature name (`UserDetail`).
    var feature: String

    /// The Route enum (`UserDetailRoute`).
    var routeType: String { feature + "Route" }
    /// The Modal enum (`UserDetailModal`).
    var modalType: String { feature + "Modal" }
    /// The Event enum (`UserDetailEvent`).
    var eventType: String { feature + "Event" }
    /// The enum a case of `kind` belongs to (`UserDetailRoute` for a screen); `nil` for the
    /// root, which is no enum's case.
    func enumName(of kind: CaseKind) -> String? {
        switch kind {
        case .screen: routeType
        case .modal: modalType
        case .event: eventType
        case .root: nil
        }
    }
    /// The Router class (`UserDetailRouter`).
    var routerType: String { feature + "Router" }
    /// The view-building client (`UserDetailViewBuildingClient`).
    var clientType: String { feature + "ViewBuildingClient" }
    /// The client's `DependencyValues` property (`userDetailViewBuildingClient`).
    var clientKey: String { SwiftNaming.lowercasedLeadingCapitals(feature) + "ViewBuildingClient" }
    /// The NavigationStack host (`UserDetailNavigationStack`).
    var stackType: String { feature + "NavigationStack" }
    /// The navigation state value: path, modal, hosted state (`UserDetailNavigationState`).
    var stateType: String { feature + "NavigationState" }
    /// The box that keeps a route's closures `Hashable` (`UserDetailCallback`).
    var callbackType: String { feature + "Callback" }
    /// The box that keeps a route's existentials (`any P`) `Hashable` (`UserDetailExistential`).
    var existentialType: String { feature + "Existential" }

    /// Every type the feature declares at the top level, in the order of this list.
    var declaredTypes: [String] {
        [routeType, modalType, eventType, routerType, clientType, stackType, stateType, callbackType, existentialType]
    }
}
