import Testing
@testable import RouteGenCore

/// The app-wide checks of issue 21's link forms: hosts a template is limited to, event links and
/// their case in the link enum, routes carried in a query item, and conflicts across features
/// that query rules and hosts tell apart.
extension BadAppSpecTests {
    @Test func aTemplateLimitedToAnUndeclaredHostIsAnErrorAtTheFeaturesLine() {
        let short = SpecSource(path: "Specs/Short.routes.yaml", text: "screens:\n  invite:\n    url: //s.shop.example/{code}\n    params: { code: String }\n")
        #expect(Self.diagnostics([short], app: "features: [Short]\nlinks: { schemes: { shop: route }, hosts: [shop.example] }\n") == [
            "Specs/Short.routes.yaml:3:10: error: link template '//s.shop.example/{code}' of screen 'invite' of Short is limited to host 's.shop.example', which Shop.app.yaml does not declare in 'hosts' (it declares 'shop.example'), so no link could open it",
        ])
        #expect(Self.diagnostics([short], app: "features: [Short]\nlinks: { schemes: { shop: route }, hosts: [shop.example, s.shop.example] }\n") == [])
    }

    @Test func templatesThatDifferOnlyByHostOrByExclusiveQueryRulesAreNoConflict() {
        let one = SpecSource(path: "Specs/One.routes.yaml", text: """
            screens:
              invite: { url: "//s.shop.example/{code}", params: { code: String } }
              payment: { url: "checkout?step=payment" }
              page: { url: "{slug}", params: { slug: String } }
            events:
              opened: { url: "open/{id}", params: { id: String } }
            """)
        let two = SpecSource(path: "Specs/Two.routes.yaml", text: """
            screens:
              coupon: { url: "//t.shop.example/{code}", params: { code: String } }
              summary: { url: "checkout?step=summary" }
              checkout: { url: checkout }
              other: { url: "{slug}?!preview&ref=*", params: { slug: String } }
              item: { url: "open/{id}", params: { id: String } }
            """)
        let app = "features: [One, Two]\nlinks: { schemes: { shop: route }, hosts: [shop.example, s.shop.example, t.shop.example] }\n"
        #expect(Self.diagnostics([one, two], app: app) == [
            "Specs/Two.routes.yaml:6:16: error: link template 'open/{id}' of screen 'item' of Two can match the same links as 'open/{id}' of event 'opened' of One (Specs/One.routes.yaml:6:18); links of one app must lead to one destination, so make one more specific",
        ])
    }

    @Test func aFeaturesEventLinksTakeTheCaseNameFollowedByEvent() {
        let home = SpecSource(path: "Specs/Home.routes.yaml", text: "root: {}\nscreens: { a: {} }\nevents:\n  opened: { url: open }\n")
        let other = SpecSource(path: "Specs/HomeEvent.routes.yaml", text: "root: {}\nscreens: { a: {} }\n")
        #expect(Self.diagnostics([home, other], app: "tabs: { home: Home, homeEvent: HomeEvent }\nlinks: { schemes: { shop: route } }\n") == [
            "Specs/Shop.app.yaml:1:21: error: tab 'homeEvent' is the name of the link case that feature Home's event links get ('home' followed by 'Event'); rename one",
        ])
        #expect(Self.diagnostics([home, other], app: "tabs: { home: Home, other: HomeEvent }\nlinks: { schemes: { shop: route } }\n") == [])
    }

    @Test func aHostCarriesItsRouteInAQueryItemNamedInItsRule() throws {
        #expect(Self.diagnostics(Self.features, app: "features: [Home]\nlinks: { schemes: { shop: route }, hosts: [{ host: open, routeIn: 'query()' }, { host: go.example, routeIn: 'query(a&b)' }] }\n") == [
            "Specs/Shop.app.yaml:2:67: error: 'query()' is not where a route is; use path, fragment or query(item), the query item that holds it (e.g. 'query(url)')",
            "Specs/Shop.app.yaml:2:109: error: 'query(a&b)' is not where a route is; use path, fragment or query(item), the query item that holds it (e.g. 'query(url)')",
        ])
        let app = SpecSource(path: "Specs/Shop.app.yaml", text: "features: [Home]\nlinks: { schemes: { shop: route }, hosts: [{ host: open, routeIn: query(url) }] }\n")
        let result = Generator.generate(Self.features + [app], templates: SpecFixture.templates, settings: GenerationSettings(generatesAppOnly: true))
        #expect(result.diagnostics.all == [])
        #expect(result.files.first { $0.name == "ShopAppRouter.swift" }?.contents.contains(#"hosts: [(name: "open", routeIn: .query("url"))],"#) == true)
    }
}
