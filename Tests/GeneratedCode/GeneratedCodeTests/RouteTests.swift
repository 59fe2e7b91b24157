import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import POSModels
import POSNavigation
import StudyModels
import Testing
@testable import StudyNavigation

/// The generated Route, Modal and Event enums: defaults, screens, presentation styles and
/// value semantics, across features compiled in separate modules.
@Suite struct RouteTests {
    @Test func optionalParametersDefaultToNilAndDeclaredDefaultsApply() {
        #expect(UserDetailRoute.photos(userID: "u") == .photos(userID: "u", filter: .all, highlight: nil))
        #expect(FacilitySearchRoute.results(area: Area(name: "Hakone")) == .results(area: Area(name: "Hakone"), filters: [], sort: .recommended))
        #expect(FacilitySearchRoute.map(center: Coordinate(latitude: 35, longitude: 139)) == .map(center: Coordinate(latitude: 35, longitude: 139), radiusKilometres: 5.0))
        #expect(HomeRoute.search() == .search(query: ""))
        #expect(RegisterRoute.payment(orderID: 7, amount: 12.5) == .payment(orderID: 7, amount: 12.5, tip: .zero))
    }

    @Test func everyRouteNamesItsScreenInSpecOrder() {
        #expect(UserDetailRoute.Screen.allCases == [.profile, .photos, .photoDetail, .otherUser, .account, .page, .comment])
        #expect(UserDetailRoute.photos(userID: "u").screen == .photos)
        #expect(UserDetailRoute.Screen.photoDetail.rawValue == "photoDetail")
        #expect(AreaPickerRoute.cityPicker(prefecture: Prefecture(name: "Osaka")).screen == .cityPicker)
    }

    @Test func modalsKnowHowTheyArePresented() {
        #expect(UserDetailModal.legacyProfile(userID: "u").isFullScreenCover)
        #expect(!UserDetailModal.report(userID: "u", reasons: []).isFullScreenCover)
        #expect(!FacilitySearchModal.facilityPreview(facilityID: 1).isFullScreenCover)
        #expect(TicketsModal.qrCode(ticket: Ticket(id: "t")).isFullScreenCover)
    }

    @Test func modalsAreTheirOwnIdentity() {
        let modal = CouponsModal.redeem(coupon: Coupon(id: "c"))
        #expect(modal.id == modal)
        #expect(modal.id != CouponsModal.redeem(coupon: Coupon(id: "d")))
    }

    @Test func routesAreHashableValues() {
        let routes: Set<UserDetailRoute> = [.photos(userID: "u"), .photos(userID: "u", filter: .all), .photos(userID: "v")]
        #expect(routes.count == 2)
    }

    /// The generated `==` compares as the synthesized one did: the same case with every
    /// parameter equal by its type's own `==` (a NaN equals nothing), and equal values hash alike.
    @Test func equalityComparesTheCaseThenEachParameter() {
        #expect(UserDetailRoute.photos(userID: "u", filter: .liked) == .photos(userID: "u", filter: .liked))
        #expect(UserDetailRoute.photos(userID: "u", filter: .liked) != .photos(userID: "u", filter: .all))
        #expect(UserDetailRoute.photos(userID: "u", highlight: "p") != .photos(userID: "u"))
        #expect(UserDetailRoute.otherUser(user: User(id: "u", name: "U")) != .profile(user: User(id: "u", name: "U")))
        #expect(UserDetailRoute.comment(userID: "u", commentID: 1) != .comment(userID: "u", commentID: 2))
        #expect(FacilitySearchRoute.map(center: Coordinate(latitude: 35, longitude: 139), radiusKilometres: .nan)
            != .map(center: Coordinate(latitude: 35, longitude: 139), radiusKilometres: .nan))
        #expect(UserDetailModal.settings == .settings)
        #expect(UserDetailModal.settings != .legacyProfile(userID: "u"))
        #expect(UserDetailModal.report(userID: "u", reasons: []) != .report(userID: "u", reasons: [.spam]))
        let route = UserDetailRoute.photos(userID: "u", filter: .liked)
        #expect(route.hashValue == UserDetailRoute.photos(userID: "u", filter: .liked).hashValue)
    }

    @Test func routesCrossConcurrencyDomains() async {
        let route = TicketsRoute.purchase(ticketID: "t1", quantity: 2, visitDate: Date(timeIntervalSince1970: 0))
        let echoed = await Task.detached { route }.value
        #expect(echoed == route)
    }

    @Test func eventsCarryTheirParameters() {
        #expect(FacilitySearchEvent.favouriteToggled(facilityID: 3, isFavourite: true) != .favouriteToggled(facilityID: 3, isFavourite: false))
        #expect(SubjectsEvent.lessonCompleted(lessonID: 1) == .lessonCompleted(lessonID: 1, score: nil))
    }
}
