import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import Testing

/// Modals that host another feature's stack (`stack:`), driven on the generated routers: the
/// presenting router owns the hosted router while the modal is up, forwards its events, lets it
/// dismiss itself, and drops it with all its state when the modal goes.
@MainActor
@Suite struct HostedStackTests {
    let ann = User(id: "u1", name: "Ann")

    @Test func presentingAHostingModalGivesItAFreshRouterAndDismissingDropsIt() throws {
        let router = UserDetailRouter()
        #expect(router.settingsRouter == nil)
        router.present(.settings)
        let settings = try #require(router.settingsRouter)
        #expect(settings.path == [])
        settings.push(.detail(item: .privacy))
        router.dismissModal()
        #expect(router.settingsRouter == nil)
        router.present(.settings)
        let again = try #require(router.settingsRouter)
        #expect(again !== settings)
        #expect(again.path == [], "the hosted stack starts over: its old path went with the modal")
    }

    @Test func anotherModalInItsPlaceDropsTheHostedRouter() {
        let router = UserDetailRouter()
        router.present(.settings)
        router.present(.report(userID: "u1", reasons: []))
        #expect(router.settingsRouter == nil)
        router.presentedSheet = .settings
        #expect(router.settingsRouter != nil)
        router.presentedSheet = nil
        #expect(router.settingsRouter == nil)
    }

    @Test func settingTheSameModalAgainKeepsTheHostedRouter() throws {
        let router = UserDetailRouter()
        router.present(.settings)
        let settings = try #require(router.settingsRouter)
        settings.push(.detail(item: .account))
        router.present(.settings)
        router.presentedSheet = .settings
        #expect(router.settingsRouter === settings)
        #expect(settings.path == [.detail(item: .account)])
    }

    @Test func aRouterCreatedWithAHostingModalHasItsHostedRouter() {
        #expect(UserDetailRouter(modal: .settings).settingsRouter != nil)
        #expect(UserDetailRouter(modal: .report(userID: "u1", reasons: [])).settingsRouter == nil)
    }

    @Test func theHostedStacksEventsReachTheAppLayerWrapped() throws {
        var events: [UserDetailEvent] = []
        let router = UserDetailRouter(onEvent: { events.append($0) })
        router.present(.settings)
        #expect(try #require(router.settingsRouter).send(.signedOut))
        #expect(events == [.settings(.signedOut)])
    }

    @Test func theHostedStackDismissesItselfThroughItsRouter() throws {
        let router = UserDetailRouter()
        router.present(.settings)
        let first = try #require(router.settingsRouter)
        #expect(first.requestDismissal())
        #expect(router.modal == nil)
        // A stack dismissed before cannot dismiss the modal presented after it.
        router.present(.settings)
        #expect(first.requestDismissal())
        #expect(router.modal == .settings)
        #expect(UserDetailRouter().requestDismissal() == false, "nobody presented a tab's stack")
    }

    @Test func stacksNestAsDeepAsTheAppWantsEvenOfTheSameFeature() throws {
        var events: [UserDetailEvent] = []
        let router = UserDetailRouter(onEvent: { events.append($0) })
        router.present(.otherUser(user: ann))
        let other = try #require(router.otherUserRouter)
        other.present(.settings)
        let settings = try #require(other.settingsRouter)
        settings.send(.signedOut)
        #expect(events == [.otherUser(.settings(.signedOut))])
        other.dismissModal()
        #expect(other.settingsRouter == nil)
        #expect(router.otherUserRouter === other)
    }

    @Test func aHostedStackWithARootParameterTakesItFromTheModal() throws {
        let search = FacilitySearchRouter()
        search.present(.facility(42))
        let facility = try #require(search.facilityRouter)
        facility.present(.coupons(facilityID: 42))
        let coupons = try #require(facility.couponsRouter)
        coupons.push(.detail(coupon: Coupon(id: "c1")))
        search.dismissModal()
        #expect(search.facilityRouter == nil)
        #expect(facility.couponsRouter === coupons, "the dropped stack keeps its own state; nobody holds it any more")
    }
}
