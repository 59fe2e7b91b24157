/// An app spec (`<App>.app.yaml`), decoded into typed values but not yet validated: the app's
/// features, optionally as tabs, and how its links are read.
struct AppSpec: Hashable, Sendable {
    /// The app spec file's path as the user gave it; diagnostics point into it.
    var file: String
    /// The app name: the file name's stem before `.app.yaml`, not yet checked.
    var name: String
    /// The tabs, in tab order.
    var tabs: [AppTabSpec]
    /// The features outside the tabs whose links the app opens (`features:`).
    var features: [SpecText]
    /// How the app's links are read (`links:`), if it takes links.
    var links: AppLinksSpec?
    /// Whether the spec writes `links:` at all, even one that could not be decoded: such an
    /// app is not told that it has no `links`.
    var declaresLinks = false
    /// Modules the app's files import besides the interface module (`imports:`): those of
    /// features generated into other modules.
    var imports: [SpecText] = []
}

/// One tab of an app spec: `home: Home`, or `me: { feature: UserDetail, title: Me, systemImage: person }`.
struct AppTabSpec: Hashable, Sendable {
    /// The tab's name.
    var name: SpecText
    /// The feature the tab shows.
    var feature: SpecText
    /// The tab bar title, if given.
    var title: SpecText?
    /// The tab bar's SF Symbol name, if given.
    var systemImage: SpecText?
}

/// The `links:` section of an app spec.
struct AppLinksSpec: Hashable, Sendable {
    /// Where `links:` is written.
    var position: SourcePosition
    /// The URL schemes the app opens, with how each one's host is read.
    var schemes: [(name: SpecText, hostMode: SpecText)]
    /// The web hosts whose links the app opens, with where their route is.
    var hosts: [(host: SpecText, routeIn: SpecText?)]
    /// The base links are built on (`canonical:`), if given.
    var canonical: SpecText?
    /// Whether literal segments match in case too (`caseSensitive:`), if given.
    var caseSensitive: SpecText?

    static func == (lhs: AppLinksSpec, rhs: AppLinksSpec) -> Bool {
        lhs.position == rhs.position && lhs.canonical == rhs.canonical && lhs.caseSensitive == rhs.caseSensitive
            && lhs.schemes.elementsEqual(rhs.schemes) { $0 == $1 } && lhs.hosts.elementsEqual(rhs.hosts) { $0 == $1 }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(canonical)
        for scheme in schemes {
            hasher.combine(scheme.name)
        }
    }
}
