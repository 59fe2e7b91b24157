import Testing
@testable import RouteGenCore

/// A bad app spec, the feature specs of its run, and everything routegen must say, exactly.
struct BadAppSpec: CustomTestStringConvertible, Sendable {
    /// What is wrong, for the test's name.
    var problem: String
    /// The app spec's text, read as `Specs/Shop.app.yaml` unless `path` says otherwise.
    var yaml: String
    /// Every diagnostic, in order.
    var diagnostics: [String]
    /// The app spec's path.
    var path = "Specs/Shop.app.yaml"

    var testDescription: String { problem }
}

/// App specs with every kind of mistake, checked against two features: `Home` (a root, a link
/// `users/{id}`) and `Profile` (a root that takes a user, a link `profiles/{userID}`).
@Suite struct BadAppSpecTests {
    /// The feature specs every case runs with.
    static let features = [
        SpecSource(path: "Specs/Home.routes.yaml", text: "root: {}\nscreens:\n  user:\n    url: users/{id}\n    params: { id: Int }\n"),
        SpecSource(path: "Specs/Profile.routes.yaml", text: "root: { params: { user: String } }\nscreens:\n  photos:\n    url: profiles/{userID}\n    params: { userID: String }\n"),
    ]

    static let specs: [BadAppSpec] = [
        BadAppSpec(problem: "every mistake a tab, a feature list and link rules can hold", yaml: """
            tabs:
              home: Home
              profile: { feature: Profile, title: Me }
              Bad-Name: Home
              open: Home
              encoded: Home
              again: { title: x }
            features: [Hom, Home]
            links:
              schemes:
                shop: routed
                https: route
                "9bad": web
              hosts: [example.com, "bad_host", { host: m.example.com, routeIn: hash }]
              canonical: ftp://example.com
              caseSensitive: maybe
            extra: 1
            """, diagnostics: [
            "Specs/Shop.app.yaml:3:23: error: tab 'profile' shows feature Profile's stack, whose root needs 'user': a tab has no value to give it; give it a default, or show the feature outside the tabs",
            "Specs/Shop.app.yaml:4:3: error: tab name 'Bad-Name' must be a lowerCamelCase Swift identifier, e.g. 'badName'",
            "Specs/Shop.app.yaml:5:3: error: tab name 'open' is a Swift keyword; choose another name, e.g. 'openTab'",
            "Specs/Shop.app.yaml:6:3: error: tab name 'encoded' is a member the generated app router or app state declares itself (encoded, navigationState and selectedTab); choose another",
            "Specs/Shop.app.yaml:7:10: error: tab 'again' is missing its 'feature'",
            "Specs/Shop.app.yaml:8:12: error: feature 'Hom' is not among the specs of this run; did you mean 'Home'?",
            "Specs/Shop.app.yaml:8:17: error: feature 'Home' is already in the app at 2:9; a feature has one router, so it appears once",
            "Specs/Shop.app.yaml:11:11: error: 'routed' is not a host mode of scheme 'shop'; did you mean 'route'?",
            "Specs/Shop.app.yaml:12:12: error: scheme 'https' carries web links: its host is always a declared web host, so its mode is 'web'",
            "Specs/Shop.app.yaml:13:5: error: '9bad' is not a URL scheme: a letter, then letters, digits, '+', '-' or '.'",
            "Specs/Shop.app.yaml:14:24: error: 'bad_host' is not a host name: labels of letters, digits and '-', separated by '.'",
            "Specs/Shop.app.yaml:14:68: error: 'hash' is not where a route is; use path, fragment or query(item), the query item that holds it (e.g. 'query(url)')",
            "Specs/Shop.app.yaml:15:14: error: 'canonical' must be 'scheme://' or 'scheme://host' with a scheme of 'schemes' (https and http)",
            "Specs/Shop.app.yaml:16:18: error: 'caseSensitive' is true or false; found 'maybe'",
            "Specs/Shop.app.yaml:17:1: error: unknown key 'extra' at the top level of an app spec; expected tabs, features, links or imports",
        ]),
        BadAppSpec(problem: "sections of the wrong kind", yaml: """
            tabs: [Home]
            features: { Home: true }
            imports: [Not A Module]
            links:
              schemes: [shop]
              hosts: { example.com: true }
            """, diagnostics: [
            "Specs/Shop.app.yaml:1:7: error: 'tabs' must be a mapping from tab names to features, e.g. 'tabs: { home: Home }'; found a sequence",
            "Specs/Shop.app.yaml:2:11: error: 'features' must be a list of feature names, e.g. 'features: [Onboarding]'; found a mapping",
            "Specs/Shop.app.yaml:3:11: error: 'Not A Module' is not a module name; 'imports' lists the modules of the features' interfaces, such as 'Navigation'",
            "Specs/Shop.app.yaml:5:3: error: 'links' declares no scheme and no host, so no link can open; add e.g. 'schemes: { myapp: route }' or 'hosts: [example.com]'",
            "Specs/Shop.app.yaml:5:12: error: 'schemes' must be a mapping from URL schemes to how their host is read, e.g. 'schemes: { myapp: route }'; found a sequence",
            "Specs/Shop.app.yaml:6:10: error: 'hosts' must be a list of host names, e.g. 'hosts: [example.com]'; found a mapping",
        ]),
        BadAppSpec(problem: "a tab without a feature, a host without a name, and a scheme without a mode", yaml: """
            tabs:
              home:
            links:
              schemes: { shop: }
              hosts: [{ routeIn: fragment }]
            """, diagnostics: [
            "Specs/Shop.app.yaml:2:8: error: tab 'home' names no feature; write its feature, e.g. 'home: Home'",
            "Specs/Shop.app.yaml:4:3: error: 'links' declares no scheme and no host, so no link can open; add e.g. 'schemes: { myapp: route }' or 'hosts: [example.com]'",
            "Specs/Shop.app.yaml:4:20: error: scheme 'shop' needs a host mode: route (the host is the first route segment), web (a declared host) or ignored",
            "Specs/Shop.app.yaml:5:11: error: a host written as a mapping needs its 'host', e.g. '{ host: matrix.to, routeIn: fragment }'",
        ]),
        BadAppSpec(problem: "no features and no scheme or host", yaml: "links: {}\n", diagnostics: [
            "Specs/Shop.app.yaml:1:1: error: an app spec declares its features: 'tabs', 'features' or both",
            "Specs/Shop.app.yaml:1:8: error: 'links' declares no scheme and no host, so no link can open; add e.g. 'schemes: { myapp: route }' or 'hosts: [example.com]'",
        ]),
        BadAppSpec(problem: "features with links but no link rules", yaml: "tabs: { home: Home }\n", diagnostics: [
            "Specs/Shop.app.yaml: warning: feature Home declares links, but the app spec has no 'links' to say which schemes and hosts open them; add e.g. 'links: { schemes: { shop: route } }'",
        ]),
        BadAppSpec(problem: "a canonical base on an undeclared host", yaml: """
            features: [Home]
            links: { schemes: { shop: route }, hosts: [shop.example], canonical: "https://other.example" }
            """, diagnostics: [
            "Specs/Shop.app.yaml:2:70: error: 'canonical' must name one of 'hosts' (shop.example), e.g. 'https://shop.example'",
        ]),
        BadAppSpec(problem: "an empty app spec", yaml: "", diagnostics: [
            "Specs/Shop.app.yaml:1:1: error: the app spec is empty; declare its tabs or features, e.g. 'tabs: { home: Home }'",
        ]),
        BadAppSpec(problem: "an app spec that is a list", yaml: "- Home\n", diagnostics: [
            "Specs/Shop.app.yaml:1:1: error: an app spec must be a mapping with the keys tabs, features, links and imports; found a sequence",
        ]),
        BadAppSpec(problem: "a tab that is a list", yaml: "tabs:\n  home: [Home]\n", diagnostics: [
            "Specs/Shop.app.yaml:2:9: error: tab 'home' must be a feature name or a mapping of 'feature', 'title' and 'systemImage'; found a sequence",
        ]),
        BadAppSpec(problem: "links that are a list", yaml: "features: [Home]\nlinks: [shop]\n", diagnostics: [
            "Specs/Shop.app.yaml:2:8: error: 'links' must be a mapping of schemes, hosts, canonical and caseSensitive; found a sequence",
        ]),
        // Issue 20, item 6: the first entry won silently, and Links.md listed both.
        BadAppSpec(problem: "a host listed twice, in another case or with another route location", yaml: """
            features: [Home]
            links:
              schemes: { shop: route }
              hosts:
                - legit.host
                - LEGIT.HOST
                - { host: legit.host, routeIn: fragment }
                - { host: to.legit.host, routeIn: fragment }
                - To.Legit.Host
            """, diagnostics: [
            "Specs/Shop.app.yaml:6:7: error: host 'LEGIT.HOST' is already listed at 5:7; hosts compare without case and a host carries its route in one place, so list it once",
            "Specs/Shop.app.yaml:7:15: error: host 'legit.host' is already listed at 5:7, there with its route in the path, here in the fragment; hosts compare without case and a host carries its route in one place, so list it once",
            "Specs/Shop.app.yaml:9:7: error: host 'To.Legit.Host' is already listed at 8:15, there with its route in the fragment, here in the path; hosts compare without case and a host carries its route in one place, so list it once",
        ]),
        // Issue 20, item 6: every link on such a scheme was refused.
        BadAppSpec(problem: "a web scheme without a host", yaml: "features: [Home]\nlinks:\n  schemes: { app: web, shop: route, https: web }\n", diagnostics: [
            "Specs/Shop.app.yaml:3:19: error: scheme 'app' is a web scheme, whose links open only on a declared host, but 'hosts' declares none, so every link on it would be refused; add 'hosts: [example.com]', or make it 'route' or 'ignored'",
            "Specs/Shop.app.yaml:3:44: error: scheme 'https' is a web scheme, whose links open only on a declared host, but 'hosts' declares none, so every link on it would be refused; add 'hosts: [example.com]', or make it 'route' or 'ignored'",
        ]),
        BadAppSpec(problem: "a host that is a list", yaml: "features: [Home]\nlinks:\n  schemes: { shop: route }\n  hosts: [[example.com]]\n", diagnostics: [
            "Specs/Shop.app.yaml:4:11: error: a host must be a host name or a mapping of 'host' and 'routeIn'; found a sequence",
        ]),
        BadAppSpec(problem: "a tab named like a feature outside the tabs", yaml: "tabs: { profile: Home }\nfeatures: [Profile]\nlinks: { schemes: { shop: route } }\n", diagnostics: [
            "Specs/Shop.app.yaml:2:12: error: feature case 'profile' is already used at 1:9; tabs and features need distinct names",
        ]),
        BadAppSpec(problem: "a canonical base with a host on a scheme that reads none", yaml: "features: [Home]\nlinks: { schemes: { shop: route }, canonical: \"shop://example.com\" }\n", diagnostics: [
            "Specs/Shop.app.yaml:2:47: error: scheme 'shop' reads no web host, so 'canonical' is 'shop://'",
        ]),
        BadAppSpec(problem: "an app name that is not UpperCamelCase", yaml: "features: [Home]\n", diagnostics: [
            "Specs/my-shop.app.yaml: error: the app name 'my-shop' comes from the file name and must be an UpperCamelCase Swift identifier; rename the file to 'MyShop.app.yaml'",
            "Specs/my-shop.app.yaml: warning: feature Home declares links, but the app spec has no 'links' to say which schemes and hosts open them; add e.g. 'links: { schemes: { my-shop: route } }'",
        ], path: "Specs/my-shop.app.yaml"),
    ]

    @Test(arguments: specs)
    func reportsExactly(_ spec: BadAppSpec) {
        let result = Generator.generate(Self.features + [SpecSource(path: spec.path, text: spec.yaml)], templates: SpecFixture.templates)
        #expect(result.diagnostics.map(\.description) == spec.diagnostics)
        let hasError = spec.diagnostics.contains { $0.contains(": error: ") }
        #expect(result.files.isEmpty == hasError)
    }

    @Test func linksOfTwoFeaturesThatMatchTheSameURLAreAnErrorAtBothSpecs() {
        let clash = SpecSource(path: "Specs/Clash.routes.yaml", text: "screens:\n  account:\n    url: users/{name}\n    params: { name: String }\n")
        let app = SpecSource(path: "Specs/Shop.app.yaml", text: "features: [Home, Clash]\nlinks: { schemes: { shop: route } }\n")
        let result = Generator.generate(Self.features + [clash, app], templates: SpecFixture.templates)
        #expect(result.diagnostics.map(\.description) == [
            "Specs/Clash.routes.yaml:3:10: error: link template 'users/{name}' of screen 'account' of Clash can match the same links as 'users/{id}' of screen 'user' of Home (Specs/Home.routes.yaml:4:10); links of one app must lead to one destination, so make one more specific",
        ])
        // Outside the app, the same two features generate: each app is its own link namespace.
        #expect(Generator.generate(Self.features + [clash], templates: SpecFixture.templates).diagnostics.all == [])
    }

    /// The errors of an app over `features`, with the app spec `app`.
    static func diagnostics(_ features: [SpecSource], app: String) -> [String] {
        Generator.generate(features + [SpecSource(path: "Specs/Shop.app.yaml", text: app)], templates: SpecFixture.templates).diagnostics.map(\.description)
    }

    @Test func aHostingModalCountsAsItsTemplateFollowedByEachOfTheHostedFeaturesTemplates() {
        let host = SpecSource(path: "Specs/Host.routes.yaml", text: "screens: { a: {} }\nmodals:\n  sheet: { stack: Picker, url: sheet }\n")
        let picker = SpecSource(path: "Specs/Picker.routes.yaml", text: "root: { url: start }\nscreens:\n  list: { url: list }\n")
        let other = SpecSource(path: "Specs/Other.routes.yaml", text: "screens:\n  list: { url: sheet/list }\n  start: { url: sheet/start }\n  more: { url: sheet/list/more }\n")
        #expect(Self.diagnostics([host, picker, other], app: "features: [Host, Other]\nlinks: { schemes: { shop: route } }\n") == [
            "Specs/Other.routes.yaml:2:16: error: link template 'sheet/list' of screen 'list' of Other can match the same links as 'sheet' of modal 'sheet' of Host, then 'list' of screen 'list' of Picker (Specs/Host.routes.yaml:3:32, Specs/Picker.routes.yaml:3:16); links of one app must lead to one destination, so make one more specific",
            "Specs/Other.routes.yaml:3:17: error: link template 'sheet/start' of screen 'start' of Other can match the same links as 'sheet' of modal 'sheet' of Host, then 'start' of the root screen of Picker (Specs/Host.routes.yaml:3:32, Specs/Picker.routes.yaml:1:14); links of one app must lead to one destination, so make one more specific",
        ])
        // Listed the other way round, the error is at the hosting modal, and names both specs.
        #expect(Self.diagnostics([host, picker, other], app: "features: [Other, Host]\nlinks: { schemes: { shop: route } }\n") == [
            "Specs/Host.routes.yaml:3:32: error: link template 'sheet' of modal 'sheet' of Host, then 'start' of the root screen of Picker (Specs/Picker.routes.yaml:1:14) can match the same links as 'sheet/start' of screen 'start' of Other (Specs/Other.routes.yaml:3:17); links of one app must lead to one destination, so make one more specific",
            "Specs/Host.routes.yaml:3:32: error: link template 'sheet' of modal 'sheet' of Host, then 'list' of screen 'list' of Picker (Specs/Picker.routes.yaml:3:16) can match the same links as 'sheet/list' of screen 'list' of Other (Specs/Other.routes.yaml:2:16); links of one app must lead to one destination, so make one more specific",
        ])
    }

    @Test func aFeatureThatHostsItselfIsExpandedOnce() {
        let loop = SpecSource(path: "Specs/Loop.routes.yaml", text: "root: {}\nscreens:\n  item: { url: 'items/{id}', params: { id: Int } }\nmodals:\n  again: { stack: Loop, url: again }\n")
        let other = SpecSource(path: "Specs/Other.routes.yaml", text: "screens:\n  deep: { url: 'again/items/{name}', params: { name: String } }\n")
        #expect(Self.diagnostics([loop, other], app: "features: [Loop, Other]\nlinks: { schemes: { shop: route } }\n") == [
            "Specs/Other.routes.yaml:2:16: error: link template 'again/items/{name}' of screen 'deep' of Other can match the same links as 'again' of modal 'again' of Loop, then 'items/{id}' of screen 'item' of Loop (Specs/Loop.routes.yaml:5:30, Specs/Loop.routes.yaml:3:16); links of one app must lead to one destination, so make one more specific",
        ])
        #expect(Self.diagnostics([loop], app: "features: [Loop]\nlinks: { schemes: { shop: route } }\n") == [])
    }

    @Test func templatesOfOneFeatureAreCheckedWithTheAppsCaseAndItsHostedStacks() {
        let home = SpecSource(path: "Specs/Home.routes.yaml", text: "screens:\n  a: { url: Foo }\n  b: { url: foo }\n  c: { url: 'sheet/{x}', params: { x: Int } }\nmodals:\n  sheet: { stack: Picker, url: sheet }\n")
        let picker = SpecSource(path: "Specs/Picker.routes.yaml", text: "root: {}\nscreens:\n  item: { url: '{id}', params: { id: Int } }\n")
        #expect(Self.diagnostics([home, picker], app: "features: [Home]\nlinks: { schemes: { shop: route }, caseSensitive: false }\n") == [
            "Specs/Home.routes.yaml:3:13: error: link template 'foo' of screen 'b' of Home can match the same links as 'Foo' of screen 'a' of Home (Specs/Home.routes.yaml:2:13); links of one app must lead to one destination, so make one more specific",
            "Specs/Home.routes.yaml:6:32: error: link template 'sheet' of modal 'sheet' of Home, then '{id}' of screen 'item' of Picker (Specs/Picker.routes.yaml:3:16) can match the same links as 'sheet/{x}' of screen 'c' of Home (Specs/Home.routes.yaml:4:13); links of one app must lead to one destination, so make one more specific",
        ])
        // With case, 'Foo' and 'foo' are different links; the hosted template still clashes.
        #expect(Self.diagnostics([home, picker], app: "features: [Home]\nlinks: { schemes: { shop: route } }\n").count == 1)
    }

    @Test func aWebSchemeOfTheAppsOwnKeepsHTTPAndHTTPSOnTheDeclaredHosts() throws {
        let app = SpecSource(path: "Specs/Shop.app.yaml", text: "features: [Home]\nlinks: { schemes: { shop: route, ksr: web }, hosts: [shop.example] }\n")
        let result = Generator.generate(Self.features + [app], templates: SpecFixture.templates, settings: GenerationSettings(generatesAppOnly: true))
        #expect(result.diagnostics.all == [])
        let router = try #require(result.files.first { $0.name == "ShopAppRouter.swift" })
        #expect(router.contents.contains(#"schemes: ["shop": .route, "ksr": .web, "https": .web, "http": .web],"#))
        // A scheme the spec lists itself is not listed twice.
        let explicit = SpecSource(path: "Specs/Shop.app.yaml", text: "features: [Home]\nlinks: { schemes: { https: web, ksr: web }, hosts: [shop.example] }\n")
        let second = Generator.generate(Self.features + [explicit], templates: SpecFixture.templates, settings: GenerationSettings(generatesAppOnly: true))
        #expect(second.files.first { $0.name == "ShopAppRouter.swift" }?.contents.contains(#"schemes: ["https": .web, "ksr": .web, "http": .web],"#) == true)
    }

    @Test func anAppSpecGeneratesItsFilesWithTheFixedHeaders() throws {
        let app = SpecSource(path: "Specs/Shop.app.yaml", text: "tabs: { home: Home }\nfeatures: [Profile]\nlinks: { schemes: { shop: route } }\n")
        let result = Generator.generate(Self.features + [app], templates: SpecFixture.templates, settings: GenerationSettings(generatesAppOnly: true))
        #expect(result.files.map(\.name) == ["ShopAppRouter.swift", "ShopTabView.swift", "ShopLinks.md"])
        #expect(result.files.first?.contents.hasPrefix("// Generated by routegen from Shop.app.yaml. Do not edit.\n") == true)
        #expect(result.files.last?.contents.hasPrefix("<!-- Generated by routegen from Shop.app.yaml. Do not edit. -->\n") == true)
        #expect(result.files.allSatisfy { GeneratedHeader.isGenerated(Array($0.contents.utf8)) })
    }
}
