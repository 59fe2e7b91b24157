/// An app spec that passed validation against the features of its run.
struct ValidatedApp: Hashable, Sendable {
    /// The app spec file's name without folders (`Matching.app.yaml`), for the generated header.
    var specFileName: String
    /// The UpperCamelCase app name (`Matching`).
    var name: String
    /// The app's features in order: the tabs, then the features outside tabs.
    var features: [AppFeature]
    /// How the app reads its links; `nil` when it takes none.
    var links: ValidatedAppLinks?
    /// The modules the app's files import besides the interface module.
    var imports: [String] = []
    /// The features the app's features host, directly or through others, that are not
    /// features of the app themselves: their links are reached through a hosting modal's.
    var hostedFeatures: [ValidatedFeature] = []

    /// Every feature whose templates the app's links reach, by name.
    var linkedFeatures: [String: ValidatedFeature] {
        Dictionary((features.map(\.feature) + hostedFeatures).map { ($0.name, $0) }) { first, _ in first }
    }
}

/// A feature of an app: a tab, or a feature outside the tabs.
struct AppFeature: Hashable, Sendable {
    /// The name of its case in the app's link enum and of the app router's property: the tab's
    /// name, or the feature name in lowerCamelCase.
    var caseName: String
    /// The feature.
    var feature: ValidatedFeature
    /// Whether it is a tab.
    var isTab: Bool
    /// The tab bar title, if the spec gives one.
    var title: String?
    /// The tab bar's SF Symbol, if the spec gives one.
    var systemImage: String?
}

/// How an app reads the links it opens.
struct ValidatedAppLinks: Hashable, Sendable {
    /// How a scheme's host is read; the spec format's choices.
    typealias HostMode = LinkHostMode
    /// Where a web host's route is; the spec format's choices.
    typealias RouteLocation = LinkRouteLocation

    /// The schemes, in spec order, with how each reads its host (`http` and `https` are web).
    var schemes: [Scheme]
    /// The web hosts, in spec order.
    var hosts: [Host]
    /// What links are built on: a scheme, and for a web scheme a host.
    var canonical: Canonical?
    /// Whether literal segments match in case too.
    var caseSensitive: Bool

    /// A scheme and how its host is read.
    struct Scheme: Hashable, Sendable {
        /// The lowercase scheme.
        var name: String
        /// How its host is read.
        var hostMode: HostMode
    }

    /// A declared web host.
    struct Host: Hashable, Sendable {
        /// The lowercase host name; its subdomains match too.
        var name: String
        /// Where its links carry the route.
        var routeIn: RouteLocation
    }

    /// The base of the links the app builds.
    struct Canonical: Hashable, Sendable {
        /// The scheme.
        var scheme: String
        /// The host, for a web scheme.
        var host: String?
    }
}
