extension SpecMapping {
    /// The top level of an app spec (`<App>.app.yaml`).
    static let app = SpecMapping(
        summary: "A routegen app spec (<App>.app.yaml): the app's features, optionally as tabs, and how its links are read. The app name is the file name before '.app.yaml'.",
        keys: [
            SpecKey(
                "tabs", .dictionary(.either([.string, .mapping(.appTab)]), minimum: 0),
                "The tabs, in tab order: tab name (lowerCamelCase) -> feature, or -> \(appTab.spelled). A tab's feature needs a spec 'root' whose parameters all have defaults.",
                example: ["home": "Home"]
            ),
            SpecKey(
                "features", .orEmpty(.oneOrList(.orEmpty(.string))),
                "Features outside the tabs whose links the app opens (the app shows them itself, for example in UIKit), a list.",
                example: ["Onboarding"]
            ),
            SpecKey(
                "links", .mapping(.appLinks),
                "How the app's links are read: \(appLinks.spelled). Without it the app opens no link.",
                example: ["schemes": ["myapp": "route"]]
            ),
            SpecKey(
                "imports", .orEmpty(.oneOrList(.orEmpty(.string))),
                "Modules the app's files import besides the interface module: those of features generated into other modules.",
                example: ["MoreNavigation"]
            ),
        ],
        requiredOneOf: ["tabs", "features"]
    )

    /// A tab written as a mapping.
    static let appTab = SpecMapping(
        summary: "A tab: the feature it shows, with its tab bar title and SF Symbol.",
        keys: [
            SpecKey("feature", .string, "The feature the tab shows.", example: "UserDetail"),
            SpecKey("title", .orEmpty(.text), "The tab bar title.", example: "Me"),
            SpecKey("systemImage", .orEmpty(.text), "The tab bar's SF Symbol name.", example: "person.crop.circle"),
        ],
        required: ["feature"]
    )

    /// `links:` of an app spec.
    static let appLinks = SpecMapping(
        summary: "How the app's links are read: which schemes and hosts carry them, the base links are built on, and case sensitivity.",
        keys: [
            SpecKey(
                "schemes", .dictionary(.choice(LinkHostMode.allCases.map(\.rawValue)), minimum: 0),
                "URL scheme -> how its host is read: route (the host is the first route segment), web (a web host, declared in 'hosts') or ignored. http and https are always web schemes.",
                example: ["myapp": "route"]
            ),
            SpecKey(
                "hosts", .either([.orEmpty(.string), .list(.either([.orEmpty(.string), .mapping(.appHost)]), minimum: 0)]),
                "The web hosts whose links the app opens (with http, https and the web schemes), each matching its subdomains too: a list of host names or \(appHost.spelled), or one host name.",
                example: ["example.com"]
            ),
            SpecKey(
                "canonical", .orEmpty(.string),
                "The base url(for:) builds links on: 'scheme://' for a scheme whose host is a route segment or ignored, or 'scheme://host' for a web scheme and a declared host. Default: https:// and the first host whose route is in the path, else the first scheme.",
                example: "myapp://"
            ),
            SpecKey(
                "caseSensitive", .orEmpty(.boolean),
                "Whether literal path segments compare with case: true (the default) or false. Schemes and hosts always compare without case.",
                example: false
            ),
        ],
        requiredOneOf: ["schemes", "hosts"]
    )

    /// A host of `links:` written as a mapping.
    static let appHost = SpecMapping(
        summary: "A web host and where its links carry the route.",
        keys: [
            SpecKey("host", .string, "The host name; its subdomains match too.", example: "to.example.com"),
            SpecKey(
                "routeIn", .orEmpty(.either([.choice(LinkRouteLocation.spellings), .pattern(LinkRouteLocation.queryPattern)])),
                "Where the host's links carry the route: path (the default, with the query), fragment (https://host/#/users/u1) or query(item), the value of that query item (https://host/open?url=/users/u1; under a route scheme too, myapp://open?url=…).",
                example: "fragment"
            ),
        ],
        required: ["host"]
    )

    /// The mapping's keys as the spec reference writes them: `{ feature, title, systemImage }`.
    var spelled: String {
        "{ " + names.joined(separator: ", ") + " }"
    }
}
