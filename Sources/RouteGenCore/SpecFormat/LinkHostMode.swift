/// How an app spec's URL scheme reads its host (the values of `links: schemes:`).
enum LinkHostMode: String, CaseIterable, Hashable, Sendable {
    /// The host is the route's first segment: `myapp://users/42`.
    case route
    /// The host is a web host that must be declared: `ksr://www.kickstarter.com/projects/…`.
    case web
    /// The host is ignored.
    case ignored
}
