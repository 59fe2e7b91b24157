import Testing
@testable import RouteGenCore

/// The translator hands templates ready-made, ordered signatures.
@Suite struct FeatureTranslatorTests {
    let spec = """
        access: internal
        imports: [Models]
        screens:
          home:
          photos:
            doc: |
              The photos.

              Scrolls to `highlight`.
            params:
              userID: String
              filter: { type: PhotoFilter, default: .all }
              highlight: "Photo.ID ?"
        modals:
          legacy: { style: fullScreenCover, params: { userID: String } }
          share:
        events:
          liked: { params: { userID: String } }
        """

    @Test func namesTheFeaturesTypes() throws {
        let context = try SpecFixture.context(spec, path: "Specs/POSHome.routes.yaml")
        #expect(context.feature == "POSHome")
        #expect(context.routeType == "POSHomeRoute")
        #expect(context.modalType == "POSHomeModal")
        #expect(context.eventType == "POSHomeEvent")
        #expect(context.routerType == "POSHomeRouter")
        #expect(context.clientType == "POSHomeViewBuildingClient")
        #expect(context.clientKey == "posHomeViewBuildingClient")
        #expect(context.specFileName == "POSHome.routes.yaml")
        #expect(context.access == "")
    }

    @Test func spellsOutCaseSignatures() throws {
        let photos = try #require(try SpecFixture.context(spec).screens.last)
        #expect(photos.declaration == "photos(userID: String, filter: PhotoFilter = .all, highlight: Photo.ID? = nil)")
        #expect(photos.pattern == "let .photos(userID, filter, highlight)")
        #expect(photos.callArguments == "userID, filter, highlight")
        #expect(photos.closureParameters == "(_ userID: String, _ filter: PhotoFilter, _ highlight: Photo.ID?)")
        #expect(photos.ignoredParameters == "_, _, _")
        #expect(photos.parameters.map(\.isLast) == [false, false, true])
    }

    @Test func spellsOutCasesWithoutParameters() throws {
        let home = try #require(try SpecFixture.context(spec).screens.first)
        #expect(home.declaration == "home")
        #expect(home.pattern == ".home")
        #expect(home.callArguments == "")
        #expect(home.closureParameters == "()")
        #expect(home.ignoredParameters == "")
    }

    @Test func turnsDocIntoCommentLinesKeepingBlankLines() throws {
        let photos = try #require(try SpecFixture.context(spec).screens.last)
        #expect(photos.docLines == ["/// The photos.", "///", "/// Scrolls to `highlight`."])
    }

    @Test func ordersDestinationsScreensFirstAndMarksEnds() throws {
        let context = try SpecFixture.context(spec)
        #expect(context.destinations.map(\.name) == ["home", "photos", "legacy", "share"])
        #expect(context.destinations.map(\.isFirst) == [true, false, false, false])
        #expect(context.destinations.map(\.isLast) == [false, false, false, true])
        #expect(context.modals.map(\.isLast) == [false, true])
        #expect(context.modals.map(\.isFullScreenCover) == [true, false])
    }

    @Test(arguments: [(AccessLevel.public, "public "), (.package, "package "), (.internal, "")])
    func writesTheAccessModifier(level: AccessLevel, modifier: String) {
        #expect(FeatureTranslator.accessModifier(level) == modifier)
    }

    @Test func givesEachTemplateItsSortedImports() throws {
        let feature = try SpecFixture.context("imports: [Models, Foundation, SwiftUI]\nmodule: HomeFeature\nscreens: { a: {} }\n", interfaceModule: "Navigation")
        #expect(OutputTemplate.route.imports(for: feature) == ["Foundation", "Models", "SwiftUI"])
        #expect(OutputTemplate.router.imports(for: feature) == ["Observation"])
        #expect(OutputTemplate.viewBuildingClient.imports(for: feature) == ["Dependencies", "Foundation", "Models", "SwiftUI"])
        #expect(OutputTemplate.navigationStack.imports(for: feature) == ["Dependencies", "SwiftUI"])
        #expect(OutputTemplate.liveViewBuildingClient.imports(for: feature) == ["Dependencies", "HomeFeature", "Navigation", "SwiftUI"])
    }

    @Test func putsTheRootFirstAmongTheDestinationsAndSpellsEachLiveView() throws {
        let context = try SpecFixture.context("""
            root: { view: GridView }
            screens:
              profile: { view: Profiles.ProfileView, params: { user: User, tab: { type: Int, default: 0 } } }
            modals:
              share: { view: "ShareSheet<Photo>", style: fullScreenCover }
            """)
        #expect(context.destinations.map(\.name) == ["root", "profile", "share"])
        #expect(context.destinations.map(\.isRoot) == [true, false, false])
        #expect(context.destinations.map(\.kind) == ["screen", "screen", "modal"])
        #expect(context.destinations.map(\.viewInitializer) == ["GridView()", "Profiles.ProfileView(user: user, tab: tab)", "ShareSheet<Photo>()"])
        #expect(context.stackType == "HomeNavigationStack")
    }
}
