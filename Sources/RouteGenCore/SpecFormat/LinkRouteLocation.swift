/// Where a web host's links carry the route (the values of a host's `routeIn:`).
enum LinkRouteLocation: String, CaseIterable, Hashable, Sendable {
    /// In the URL's path and query (the default).
    case path
    /// In the URL's fragment: `https://matrix.to/#/!room:server`.
    case fragment
}
