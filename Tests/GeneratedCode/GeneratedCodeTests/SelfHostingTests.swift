import HostileNavigation
import RouteGenRuntime
import Testing

/// A feature without events that hosts its own stack (a profile sheet over a profile): its
/// Event enum has no case, which Swift accepts where an enum of only `indirect` cases holding
/// itself is refused (so no event can reach `onEvent`), and the hosted stack still dismisses
/// its modal.
@MainActor
@Suite struct SelfHostingTests {
    @Test func theHostedProfileDismissesItsSheetAndSendsNoEvent() throws {
        let router = ProfileRouter()
        router.present(.otherUser(userID: "u1"))
        let hosted = try #require(router.otherUserRouter)
        hosted.push(.posts)
        #expect(router.navigationState.hosted == .otherUser(ProfileNavigationState(path: [.posts])))
        #expect(hosted.requestDismissal())
        #expect(router.modal == nil)
        #expect(router.otherUserRouter == nil)
    }
}
