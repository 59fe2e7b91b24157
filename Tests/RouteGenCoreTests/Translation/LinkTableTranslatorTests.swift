import Testing
@testable import RouteGenCore

/// The app's Markdown list of links: every link it accepts, with a hosting modal's template
/// followed by each template of the feature it hosts, and the schemes and hosts that carry them.
@Suite struct LinkTableTranslatorTests {
    static let host = SpecSource(path: "Specs/Host.routes.yaml", text: """
        root: { url: host }
        screens: { a: {} }
        modals:
          sheet: { stack: Picker, url: [sheet, s] }
        """)
    static let picker = SpecSource(path: "Specs/Picker.routes.yaml", text: """
        root: {}
        screens:
          list:
            url: "list?page={page}"
            params: { page: { type: Int, default: 1 } }
          item:
            url: items/{id}
            params: { id: Int }
        modals:
          again: { stack: Picker, url: again }
        """)

    /// The `ShopLinks.md` of an app of Host with the app spec `app`.
    static func table(_ app: String) throws -> String {
        let result = Generator.generate(
            [host, picker, SpecSource(path: "Specs/Shop.app.yaml", text: app)], templates: SpecFixture.templates,
            settings: GenerationSettings(generatesAppOnly: true)
        )
        #expect(!result.diagnostics.hasErrors)
        return try #require(result.files.first { $0.name == "ShopLinks.md" }).contents
    }

    @Test func listsEveryLinkOfAHostedFeatureUnderItsHostingModalsTemplates() throws {
        let table = try Self.table("features: [Host]\nlinks: { schemes: { shop: route } }\n")
        #expect(table.contains("""
            | template | feature | destination | parameters |
            |---|---|---|---|
            | `host` | Host | root | – |
            | `sheet` | Host | modal `sheet` (Picker at its root) | – |
            | `sheet/list?page={page}` | Host | modal `sheet`, then screen `list` of Picker | `page: Int` |
            | `sheet/items/{id}` | Host | modal `sheet`, then screen `item` of Picker | `id: Int` |
            | `sheet/again` | Host | modal `sheet`, then modal `again` of Picker (Picker at its root) | – |
            | `s` (alias) | Host | modal `sheet` (Picker at its root) | – |
            | `s/list?page={page}` (alias) | Host | modal `sheet`, then screen `list` of Picker | `page: Int` |
            | `s/items/{id}` (alias) | Host | modal `sheet`, then screen `item` of Picker | `id: Int` |
            | `s/again` (alias) | Host | modal `sheet`, then modal `again` of Picker (Picker at its root) | – |

            """), "a feature that hosts itself is listed once under the modal that first hosts it")
    }

    @Test func listsTheSchemesAndHostsThatCarryTheLinks() throws {
        let table = try Self.table("""
            features: [Host]
            links:
              schemes: { shop: route, ksr: web, any: ignored }
              hosts: [shop.example, { host: to.shop.example, routeIn: fragment }]
              canonical: "shop://"
            """)
        #expect(table.hasSuffix("""
            ## Schemes and hosts

            | scheme | host | route |
            |---|---|---|
            | `shop` | the route's first segment: `shop://host` | path and query |
            | `ksr`, `https`, `http` | `shop.example` or a subdomain of it | path and query |
            | `ksr`, `https`, `http` | `to.shop.example` or a subdomain of it (also `shop://to.shop.example`) | fragment: `https://to.shop.example/#/host` |
            | `any` | any, ignored: `any://anything/host` | path and query |

            `.url` builds links on `shop://`.

            """))
        let web = try Self.table("features: [Host]\nlinks: { hosts: [shop.example] }\n")
        #expect(web.hasSuffix("""
            | `https`, `http` | `shop.example` or a subdomain of it | path and query |

            `.url` builds links on `https://shop.example/`.

            """))
        let none = try Self.table("features: [Host]\n")
        #expect(none.hasSuffix("## Schemes and hosts\n\nThe app spec declares no `links`, so the app opens none of these.\n"))
    }
}
