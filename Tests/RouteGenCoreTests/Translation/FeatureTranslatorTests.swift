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
        #expect(context.names.routeType == "POSHomeRoute")
        #expect(context.names.modalType == "POSHomeModal")
        #expect(context.names.eventType == "POSHomeEvent")
        #expect(context.names.routerType == "POSHomeRouter")
        #expect(context.names.clientType == "POSHomeViewBuildingClient")
        #expect(context.names.clientKey == "posHomeViewBuildingClient")
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
        #expect(context.modals.map(\.style) == [.fullScreenCover, .sheet])
    }

    @Test(arguments: [(AccessLevel.public, "public "), (.package, "package "), (.internal, "")])
    func writesTheAccessModifier(level: AccessLevel, modifier: String) {
        #expect(FeatureTranslator.accessModifier(level) == modifier)
    }

    @Test func givesEachTemplateItsSortedImports() throws {
        let feature = try SpecFixture.context("imports: [Models, Foundation, SwiftUI]\nmodule: HomeFeature\nscreens: { a: {} }\n", interfaceModule: "Navigation")
        #expect(OutputTemplate.route.imports(for: feature) == ["Foundation", "Models", "RouteGenRuntime", "SwiftUI"])
        #expect(OutputTemplate.router.imports(for: feature) == ["Foundation", "Models", "RouteGenRuntime", "SwiftUI"])
        #expect(OutputTemplate.viewBuildingClient.imports(for: feature) == ["Dependencies", "Foundation", "Models", "SwiftUI"])
        #expect(OutputTemplate.navigationStack.imports(for: feature) == ["Dependencies", "Foundation", "Models", "SwiftUI"])
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
        #expect(context.names.stackType == "HomeNavigationStack")
    }

    /// Interface files import Foundation even when the spec imports nothing, so that `URL` and
    /// `Date` need no import.
    @Test func importsFoundationIntoEveryInterfaceFile() throws {
        let feature = try SpecFixture.context("screens: { a: { params: { url: URL } } }\n")
        for template in OutputTemplate.rendered(in: .interface) {
            #expect(template.imports(for: feature).contains("Foundation"), "\(template)")
        }
    }

    @Test func spellsOutUnlabelledParametersWithTheirNames() throws {
        let post = try #require(try SpecFixture.context("""
            screens:
              post: { view: PostView, params: { _ post: Post, scrollTo: Int?, _ index: { type: Int, default: 0 } } }
            """).screens.first)
        #expect(post.declaration == "post(_ post: Post, scrollTo: Int? = nil, _ index: Int = 0)")
        #expect(post.pattern == "let .post(post, scrollTo, index)")
        #expect(post.caseArguments == "post, scrollTo: scrollTo, index")
        #expect(post.closureParameters == "(_ post: Post, _ scrollTo: Int?, _ index: Int)")
        #expect(post.initializerParameters == "_ post: Post, scrollTo: Int? = nil, _ index: Int = 0")
        #expect(post.viewInitializer == "PostView(post: post, scrollTo: scrollTo, index: index)")
        #expect(post.parameters.map(\.label) == ["_", "scrollTo", "_"])
        #expect(post.hasCallbacks == false)
    }

    /// libyaml reads `String? }` as the scalar `String?` (issue 11 had it as an error), so an
    /// optional written unquoted at the end of a flow mapping is an optional parameter.
    @Test func generatesAnOptionalWrittenUnquotedAtTheEndOfAFlowMapping() throws {
        let route = try #require(try SpecFixture.files("screens:\n  home:\n    params: { account: String? }\n  other: { params: { id: Int, note: String?} }\n")["HomeRoute.swift"])
        #expect(route.contains("\n    case home(account: String? = nil)\n"))
        #expect(route.contains("\n    case other(id: Int, note: String? = nil)\n"))
    }

    @Test func boxesClosuresAndGivesTheirCaseAFactory() throws {
        let picker = try #require(try SpecFixture.context("""
            screens:
              picker:
                params:
                  selected: Tag?
                  onSelect: (Tag) -> Void
                  onCancel: "(@Sendable () -> Void)?"
            """).screens.first)
        #expect(picker.declaration == "picker(selected: Tag? = nil, onSelect: HomeCallback<@MainActor @Sendable (Tag) -> Void>, onCancel: HomeCallback<(@Sendable () -> Void)?>)")
        #expect(picker.hasCallbacks)
        #expect(picker.factoryDeclaration == "picker(selected: Tag? = nil, onSelect: @escaping @MainActor @Sendable (Tag) -> Void, onCancel: (@Sendable () -> Void)? = nil)")
        #expect(picker.factoryArguments == "selected: selected, onSelect: HomeCallback(onSelect), onCancel: HomeCallback(optional: onCancel)")
        #expect(picker.clientArguments == "selected, onSelect.function, onCancel.function")
        #expect(picker.closureParameters == "(_ selected: Tag?, _ onSelect: @escaping @MainActor @Sendable (Tag) -> Void, _ onCancel: (@Sendable () -> Void)?)")
        #expect(picker.parameters.map(\.valueType) == ["Tag?", "@MainActor @Sendable (Tag) -> Void", "(@Sendable () -> Void)?"])
    }

    @Test func givesAModalThatHostsAStackItsRouterAndAnEventCase() throws {
        let context = try SpecFixture.context("""
            screens: { home: {} }
            modals:
              profile: { stack: UserDetail, params: { _ user: User, onDone: "(() -> Void)?" }, detents: [medium, "fraction(0.25)"] }
              share: { view: ShareView, style: popover }
            events:
              done: {}
            """)
        let profile = try #require(context.modals.first)
        #expect(profile.hosted?.names.routerType == "UserDetailRouter")
        #expect(profile.hosted?.routerProperty == "profileRouter")
        #expect(profile.hosted?.routerLocal == "hostedRouter")
        #expect(profile.hosted?.stackArguments == ", user, onDone: onDone.function")
        #expect(profile.detents == "[.medium, .fraction(0.25)]")
        #expect(context.modals.map(\.style) == [.sheet, .popover])
        #expect(context.destinations.map(\.name) == ["home", "share"], "the client builds no hosted stack")
        #expect(context.events.map(\.declaration) == ["done", "profile(_ event: UserDetailEvent)"])
        #expect(context.events.map(\.isIndirect) == [false, true])
        #expect(context.events.map(\.isLast) == [false, true])
    }

    @Test func spellsOutTheRootsParametersForTheStacksInitializer() throws {
        let root = try #require(try SpecFixture.context("root: { params: { user: User, _ tab: { type: Int, default: 1 } } }\nscreens: { home: {} }\n").root)
        #expect(root.initializerParameters == "user: User, _ tab: Int = 1")
        #expect(root.callArguments == "user, tab")
        #expect(root.closureParameters == "(_ user: User, _ tab: Int)")
    }
}
