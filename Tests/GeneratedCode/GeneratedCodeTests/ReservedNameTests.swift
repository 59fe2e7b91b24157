import Foundation
import NamesNavigation
import Testing

/// The names app (`ReferenceOutput/Names`, every name one the templates use themselves) not
/// only compiles: its app router reaches each feature's router, not a local of the same name.
@MainActor
@Suite struct ReservedNameTests {
    @Test func tabsNamedLikeTheAppRoutersLocalsAndMethodsRestoreTheirOwnRouters() throws {
        let router = NamesAppRouter()
        router.saved.push(.only)
        router.state.push(.only)
        router.restore.push(.only)
        router.link.push(.only)
        router.link.push(.only)
        let restored = NamesAppRouter()
        restored.restore(NamesAppState(restoring: router.navigationState.encoded()))
        #expect(restored.saved.path == [.only])
        #expect(restored.state.path == [.only])
        #expect(restored.restore.path == [.only])
        #expect(restored.link.path == [.only, .only])
        #expect(restored.body.path == [])
    }

    @Test func aLinkOpensTheTabNamedLikeTheOpenMethodsParameter() throws {
        let router = NamesAppRouter()
        let url = try #require(URL(string: "names://s0/7"))
        #expect(router.open(url))
        #expect(router.screenNames.path.count == 1)
        #expect(router.selectedTab == .any)
    }
}
