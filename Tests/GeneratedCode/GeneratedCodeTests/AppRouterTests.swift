import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import Testing

/// The generated app routers: one router per feature, the selected tab, links opened in one
/// mutation, and nothing changed by a link the app does not open.
@MainActor
@Suite struct AppRouterTests {
    @Test func startsOnTheFirstTabWithARouterPerFeature() {
        let app = OnsenAppRouter()
        #expect(app.selectedTab == .search)
        #expect(OnsenTab.allCases == [.search, .favorites, .tickets])
        #expect(app.tickets.path == [])
    }

    @Test func aLinkSelectsItsTabAndSetsThePathInOneMutation() throws {
        let app = OnsenAppRouter()
        app.tickets.push(.list)
        var changes: [[TicketsRoute]] = []
        app.tickets.onPathChange = { _, new in changes.append(new) }
        #expect(app.open(try #require(URL(string: "https://onsen.example.jp/tickets/T1/purchase?quantity=2"))))
        #expect(app.selectedTab == .tickets)
        #expect(app.tickets.path == [.detail(ticketID: "T1"), .purchase(ticketID: "T1", quantity: 2)])
        #expect(changes == [[.detail(ticketID: "T1"), .purchase(ticketID: "T1", quantity: 2)]], "one change: no pop, then push")
    }

    @Test func aLinkTheAppDoesNotOpenChangesNothing() throws {
        let app = OnsenAppRouter(selectedTab: .favorites)
        app.favorites.push(.facility(facilityID: 1))
        app.search.present(.filterEditor(filters: [], counts: [:]))
        for text in ["https://evil.example.com/tickets/T1", "onsen://nowhere", "onsen://search/Hakone?sort=cheapest", "mailto:someone@example.com"] {
            #expect(!app.open(try #require(URL(string: text))), "\(text)")
        }
        #expect(app.selectedTab == .favorites)
        #expect(app.favorites.path == [.facility(facilityID: 1)])
        #expect(app.search.modal == .filterEditor(filters: [], counts: [:]))
    }

    @Test func aLinkWhileAModalIsUpReplacesItWithTheLinksState() throws {
        let app = OnsenAppRouter()
        app.search.present(.filterEditor(filters: [.sauna], counts: [:]))
        #expect(app.open(try #require(URL(string: "onsen://search/Hakone/sort?order=distance"))))
        #expect(app.search.path == [.results(area: Area(name: "Hakone"))])
        #expect(app.search.modal == .sortOrder(area: Area(name: "Hakone"), current: .distance))
        #expect(app.open(try #require(URL(string: "onsen://search"))))
        #expect(app.search.modal == nil, "a link to a screen leaves no modal up")
    }

    @Test func aLinkIntoAModalsStackDrivesTheHostedRouters() throws {
        let app = OnsenAppRouter(selectedTab: .tickets)
        #expect(app.open(try #require(URL(string: "onsen://facilities/42/coupons/list?facilityID=42"))))
        #expect(app.selectedTab == .search)
        let facility = try #require(app.search.facilityRouter)
        #expect(app.search.modal == .facility(42))
        #expect(facility.modal == .coupons(facilityID: 42))
        #expect(try #require(facility.couponsRouter).path == [.list(facilityID: 42)])
    }

    @Test func aLinkToAFeatureOutsideTheTabsLeavesTheTabAlone() throws {
        let app = MatchingAppRouter(selectedTab: .settings)
        #expect(app.open(try #require(URL(string: "matching://users/u1/photos?highlight=p9"))))
        #expect(app.selectedTab == .settings)
        #expect(app.userDetail.path == [.photos(userID: "u1", highlight: "p9")])
        let url = try #require(URL(string: "matching://users/u1/photos"))
        let link = try #require(MatchingLink(url: url))
        #expect(link.tab == nil)
        #expect(MatchingLink.home(HomeNavigationState()).tab == .home)
    }

    @Test func aParsedLinkIsAValueTheAppCanInspectBeforeOpening() throws {
        let url = try #require(URL(string: "onsen://favorites/7"))
        let link = try #require(OnsenLink(url: url))
        guard case .favorites(let state) = link else {
            Issue.record("\(link) is not a favourites link")
            return
        }
        #expect(state.path == [.facility(facilityID: 7)])
        let app = OnsenAppRouter()
        app.open(link)
        #expect(app.selectedTab == .favorites)
        #expect(app.favorites.path == [.facility(facilityID: 7)])
    }
}
