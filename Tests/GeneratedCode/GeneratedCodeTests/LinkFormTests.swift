import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import RouteGenRuntime
@testable import StudyNavigation
import StudyModels
import Testing

/// The links real apps ship (issue 21), parsed and built by the reference apps' generated code:
/// event links, values bound to the link itself and a bare host, query rules, a route carried
/// in a query item, prefixes and suffixes, per-host templates, minimal encoding, links to whole
/// states, values a hosted stack shares with its modal, and hosts compared without case.
@MainActor
@Suite struct LinkFormTests {
    func onsen(_ text: String) -> OnsenLink? { URL(string: text).flatMap(OnsenLink.init(url:)) }
    func matching(_ text: String) -> MatchingLink? { URL(string: text).flatMap(MatchingLink.init(url:)) }
    func study(_ text: String) -> StudyLink? { URL(string: text).flatMap(StudyLink.init(url:)) }

    // MARK: 1. Event links

    @Test func anEventLinkParsesAsTheFeaturesEventAndOpeningItSendsIt() throws {
        #expect(matching("matching://compose?text=Hi+there") == .homeEvent(.composeOpened(text: "Hi there")))
        #expect(matching("matching://compose") == .homeEvent(.composeOpened()))
        #expect(onsen("onsen://buy/T1?quantity=2") == .ticketsEvent(.purchaseStarted(ticketID: "T1", quantity: 2)))
        #expect(onsen("onsen://favorites/search") == .favoritesEvent(.emptyStateSearchTapped), "a literal beats favorites/{facilityID} and favorites/**")
        #expect(OnsenLink.ticketsEvent(.purchaseStarted(ticketID: "T1")).tab == nil)
        var events: [TicketsEvent] = []
        let app = OnsenAppRouter(selectedTab: .favorites, tickets: TicketsRouter(onEvent: { events.append($0) }))
        app.tickets.push(.list)
        #expect(app.open(try #require(URL(string: "https://onsen.example.jp/buy/T9?quantity=3"))))
        #expect(events == [.purchaseStarted(ticketID: "T9", quantity: 3)])
        #expect(app.selectedTab == .favorites, "an event link changes no tab")
        #expect(app.tickets.path == [.list], "nor any path")
        #expect(app.open(try #require(URL(string: "onsen://buy/T9"))), "true even when no handler would take it")
    }

    @Test func anEventBuildsItsURLAndTheURLReadsBack() {
        #expect(HomeEvent.composeOpened(text: "a b/c").url?.absoluteString == "matching://compose?text=a%20b/c")
        #expect(HomeEvent.composeOpened().url?.absoluteString == "matching://compose", "a default is left out")
        #expect(TicketsEvent.purchaseStarted(ticketID: "T1", quantity: 2).url?.absoluteString == "https://onsen.example.jp/buy/T1?quantity=2")
        #expect(HomeEvent.userSelected(user: User(id: "u", name: "U")).url == nil, "an event without a link builds none")
        #expect(MatchingLink.homeEvent(.composeOpened(text: "x")).url?.absoluteString == "matching://compose?text=x")
    }

    // MARK: 2. Values of the link itself; a bare host

    @Test func aParameterBoundToTheURLTakesTheWholeLinkAndBuildingLeavesItOut() throws {
        let url = try #require(URL(string: "https://matching.example.com/auth/callback?token=t1&utm=x"))
        #expect(MatchingLink(url: url) == .homeEvent(.signedIn(token: "t1", link: url)))
        #expect(HomeEvent.signedIn(token: "t1").url?.absoluteString == "matching://auth/callback?token=t1")
        #expect(HomeEvent.signedIn(token: "t1", link: url).url?.absoluteString == "matching://auth/callback?token=t1", "a built link leaves the bound value out")
        #expect(HomeEvent.signedIn(token: "t1").link.map { HomeEvent.match($0.request)?.state } == .signedIn(token: "t1", link: nil))
    }

    @Test func aTemplateOfOnlyTheHostOpensTheRoot() {
        for text in ["https://onsen.example.jp", "https://onsen.example.jp/", "https://www.onsen.example.jp", "onsen://"] {
            #expect(onsen(text) == .search(FacilitySearchNavigationState()), "\(text)")
        }
        #expect(OnsenLink.search(FacilitySearchNavigationState()).url?.absoluteString == "https://onsen.example.jp/search", "the canonical template builds")
    }

    // MARK: 3. Query rules; Booleans as 1 and 0

    @Test func theQueryDecidesBetweenTemplatesOfOnePath() {
        #expect(onsen("onsen://tickets/T1") == .tickets(TicketsNavigationState(path: [.detail(ticketID: "T1")])))
        #expect(onsen("onsen://tickets/T1?review=3") == .tickets(TicketsNavigationState(path: [.detail(ticketID: "T1"), .review(ticketID: "T1", reviewID: 3)])),
                "a required item beats the template without it")
        #expect(onsen("onsen://tickets/T1?review=x") == .tickets(TicketsNavigationState(path: [.detail(ticketID: "T1")])),
                "a value that does not convert: that template does not match, and the next one does")
        #expect(onsen("onsen://tickets/T1?preview_token=abc") == nil, "a refused item: the link is not the app's")
        #expect(onsen("onsen://tickets/T1?review=3&preview_token=abc") == nil)
        #expect(onsen("onsen://tickets/T1/checkout?step=payment") == .tickets(TicketsNavigationState(path: [.payment(ticketID: "T1")])))
        #expect(onsen("onsen://tickets/T1/checkout?step=summary") == .tickets(TicketsNavigationState(path: [.checkout(ticketID: "T1")])))
        #expect(TicketsRoute.payment(ticketID: "T1").url?.absoluteString == "https://onsen.example.jp/tickets/T1/checkout?step=payment")
        #expect(TicketsRoute.review(ticketID: "T1", reviewID: 3).url?.absoluteString == "https://onsen.example.jp/tickets/T1?review=3")
    }

    @Test func aBoolReadsOneAndZeroBesideTrueAndFalse() {
        for (text, gift) in [("1", true), ("true", true), ("0", false), ("false", false)] {
            #expect(onsen("onsen://tickets/T1/purchase?gift=\(text)")?.tickets?.path.last == .purchase(ticketID: "T1", gift: gift), "\(text)")
        }
        #expect(onsen("onsen://tickets/T1/purchase?gift=yes") == nil)
    }

    // MARK: 4. A route carried in a query item

    @Test func aRouteInAQueryItemOpensAsTheRouteWouldWithTheAppsCaseRules() {
        let facility = OnsenLink.search(FacilitySearchNavigationState(modal: .facility(42), hosted: .facility(FacilityDetailNavigationState())))
        #expect(onsen("onsen://open?url=/facilities/42") == facility)
        #expect(onsen("onsen://Open?url=facilities%2F42&utm_source=x") == facility)
        #expect(onsen("https://open/?url=/facilities/42") == facility)
        #expect(onsen("onsen://open?link=/facilities/42") == nil)
        #expect(matching("matching://open?url=/users/a%252Fb/photos%3Ffilter%3Dliked") == .userDetail(UserDetailNavigationState(path: [.photos(userID: "a/b", filter: .liked)])))
        let maths = StudyLink.subjects(SubjectsNavigationState(path: [.subject(subject: Subject(name: "Maths"))]))
        #expect(study("https://study.example/?to=/SUBJECTS/Maths") == maths, "the study app compares literals without case")
        #expect(study("https://study.example/subjects/Maths") == nil, "that host's route is in its query item")
    }

    // MARK: 5. Prefixes and suffixes

    @Test func aLiteralPrefixOrSuffixInASegmentBeatsABareParameter() {
        #expect(matching("https://matching.example.com/@ann:example.org")?.userDetail?.path == [.account(username: "ann:example.org")])
        #expect(matching("https://matching.example.com/users/@ann")?.userDetail?.path == [.account(username: "ann")])
        #expect(matching("https://matching.example.com/ann")?.userDetail?.path == [.page(slug: "ann")])
        #expect(matching("https://matching.example.com/home") == .home(HomeNavigationState()), "a literal beats both")
        #expect(matching("https://matching.example.com/users/u1/comments/comment-7")?.userDetail?.path == [.comment(userID: "u1", commentID: 7)])
        #expect(matching("https://matching.example.com/api/users/u1/comments/7.json")?.userDetail?.path == [.comment(userID: "u1", commentID: 7)])
        #expect(matching("https://to.matching.example/#/users/u1/comments/comment-7")?.userDetail?.path == [.comment(userID: "u1", commentID: 7)], "in a fragment route too")
        #expect(matching("https://matching.example.com/users/u1/comments/comment-x") == nil)
        #expect(UserDetailRoute.comment(userID: "u1", commentID: 7).url?.absoluteString == "matching://users/u1/comments/comment-7")
    }

    // MARK: 6. Per-host templates

    @Test func aTemplateLimitedToAHostOpensOnlyThereAndBuildsOnIt() {
        #expect(matching("https://s.matching.example/abc") == .home(HomeNavigationState(path: [.invite(code: "abc")])))
        #expect(matching("https://matching.example.com/abc")?.userDetail?.path == [.page(slug: "abc")], "elsewhere the bare parameter takes it")
        #expect(matching("matching://abc")?.userDetail?.path == [.page(slug: "abc")])
        #expect(HomeRoute.invite(code: "a b").url?.absoluteString == "https://s.matching.example/a%20b")
        #expect(HomeRoute.invite(code: "abc").link?.host == "s.matching.example")
    }

    // MARK: 7. Minimal percent-encoding

    @Test func builtLinksEncodeOnlyWhatTheirComponentRequires() {
        #expect(UserDetailRoute.photos(userID: "@ann:example.org").url?.absoluteString == "matching://users/@ann:example.org/photos")
        #expect(UserDetailRoute.account(username: "ann:example.org").link?.relativeString == "@ann:example.org")
        #expect(UserDetailRoute.account(username: "ann:example.org").url?.absoluteString == "matching://%40ann%3Aexample.org", "a route scheme's host keeps ':' and '@' encoded")
        #expect(matching("matching://%40ann%3Aexample.org")?.userDetail?.path == [.account(username: "ann:example.org")])
        #expect(HomeRoute.search(query: "a b/c?d&e").url?.absoluteString == "matching://search?q=a%20b/c?d%26e")
    }

    // MARK: 8. Links to whole states

    @Test func aParsedLinkBuildsItsURLThroughHostingModalsAndTheirStacks() throws {
        let reviews = OnsenLink.search(FacilitySearchNavigationState(modal: .facility(42), hosted: .facility(FacilityDetailNavigationState(path: [.reviews(), .review(7)]))))
        #expect(reviews.url?.absoluteString == "https://onsen.example.jp/facilities/42/reviews/7")
        let coupons = OnsenLink.search(FacilitySearchNavigationState(modal: .facility(42), hosted: .facility(FacilityDetailNavigationState(
            modal: .coupons(facilityID: 42), hosted: .coupons(CouponsNavigationState(path: [.list(facilityID: 42)]))
        ))))
        #expect(coupons.url?.absoluteString == "https://onsen.example.jp/facilities/42/coupons/list", "the values the stacks take from their modals are left out")
        for link in [reviews, coupons] {
            #expect(OnsenLink(url: try #require(link.url)) == link)
        }
        let other = OnsenLink.search(FacilitySearchNavigationState(modal: .facility(42), hosted: .facility(FacilityDetailNavigationState(
            modal: .coupons(facilityID: 7)
        ))))
        #expect(other.url == nil, "no link leads to coupons of another facility inside this one: the link would share 42")
        #expect(OnsenLink.tickets(TicketsNavigationState(path: [.list, .detail(ticketID: "T1")])).url == nil, "no link leads to a path its parents do not make")
        let area = StudyLink.subjects(SubjectsNavigationState(modal: .areaPicker, hosted: .areaPicker(AreaPickerNavigationState(path: [.prefecturePicker, .cityPicker(prefecture: Prefecture(name: "Osaka"))]))))
        #expect(area.url?.absoluteString == "study:///area/prefectures/Osaka")
        #expect(study(try #require(area.url?.absoluteString)) == area)
    }

    // MARK: 9. Values a hosted stack shares with its modal

    @Test func aHostedScreenTakesTheHostingModalsValueOfTheSameNameAndType() {
        #expect(onsen("onsen://facilities/42/access") == .search(FacilitySearchNavigationState(
            modal: .facility(42), hosted: .facility(FacilityDetailNavigationState(path: [.access(facilityID: 42)]))
        )))
        #expect(onsen("onsen://facilities/42/access?facilityID=7")?.search?.hosted == .facility(FacilityDetailNavigationState(path: [.access(facilityID: 7)])),
                "a value the link carries itself wins")
        // The coupons modal's `Facility.ID?` takes the facility's `Facility.ID`, as a parent would.
        #expect(onsen("onsen://facilities/42/coupons")?.search?.hosted == .facility(FacilityDetailNavigationState(
            modal: .coupons(facilityID: 42), hosted: .coupons(CouponsNavigationState())
        )))
        #expect(FacilityDetailNavigationState(path: [.access(facilityID: 42)]).link?.relativeString == "access?facilityID=42", "alone, the stack's link carries it")
    }

    // MARK: 10. Hosts without case

    @Test func aRouteSchemesHostComparesWithoutCaseLikeAWebHost() {
        let account = MatchingLink.settings(SettingsNavigationState(path: [.detail(item: .account)]))
        #expect(matching("MATCHING://SETTINGS/account") == account)
        #expect(matching("matching://Settings/account") == account)
        #expect(matching("HTTPS://MATCHING.EXAMPLE.COM/settings/account") == account)
        #expect(matching("matching://settings/ACCOUNT") == nil, "the path after the host keeps its case")
        #expect(onsen("ONSEN://TICKETS/T1") == .tickets(TicketsNavigationState(path: [.detail(ticketID: "T1")])), "values keep their case")
    }
}
