import Dependencies
import MatchingModels
import MatchingNavigation
import SwiftUI
import Testing

/// The generated NavigationStack hosts: the root a spec declares comes from the feature's
/// view-building client in the dependency values.
@MainActor
@Suite struct NavigationStackTests {
    /// Counts the root views a client built.
    final class Counter {
        var count = 0
    }

    @Test func theDeclaredRootIsBuiltByTheClientOfTheDependencyValues() {
        let rootBuilds = Counter()
        let router = HomeRouter()
        let stack = withDependencies {
            $0.homeViewBuildingClient = HomeViewBuildingClient(
                root: { rootBuilds.count += 1; return AnyView(ProbeView()) },
                filters: { _ in AnyView(EmptyView()) },
                search: { _ in AnyView(EmptyView()) }
            )
        } operation: {
            HomeNavigationStack(router: router)
        }
        #expect(rootBuilds.count == 1)
        _ = stack.body
    }

    @Test func aStackWithoutDeclaredRootTakesAnyRootViewAndBuildsNoScreenEagerly() {
        // The client is the test value: had the body built a pushed screen itself, instead of
        // leaving it to navigationDestination, the test value would report an issue here.
        let router = UserDetailRouter(path: [.photos(userID: "u1")])
        let stack = UserDetailNavigationStack(router: router) {
            ProbeView()
        }
        _ = stack.body
        #expect(router.path == [.photos(userID: "u1")])
    }
}
