import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import RouteGenRuntime
@testable import StudyNavigation
import StudyModels
import Testing

/// Links parsed by the generated app code: schemes and hosts as each app spec declares them,
/// then every feature's templates, with the precedence and matching rules DeepLinks.md documents.
@MainActor
@Suite struct AppLinkTests {
    /// The link `text` parses as in the onsen app.
    func onsen(_ text: String) -> OnsenLink? {
        URL(string: text).flatMap(OnsenLink.init(url:))
    }

    /// The link `text` parses as in the matching app.
    func matching(_ text: String) -> MatchingLink? {
        URL(string: text).flatMap(MatchingLink.init(url:))
    }

    /// The link `text` parses as in the study app.
    func study(_ text: String) -> StudyLink? {
        URL(string: text).flatMap(StudyLink.init(url:))
    }

    let hakone = Area(name: "Hakone")

    @Test func aRouteSchemeReadsItsHostAsTheFirstSegment() {
        #expect(onsen("onsen://search") == .search(FacilitySearchNavigationState()))
        #expect(onsen("onsen://tickets/T1") == .tickets(TicketsNavigationState(path: [.detail(ticketID: "T1")])))
        #expect(onsen("onsen:///tickets/T1") == .tickets(TicketsNavigationState(path: [.detail(ticketID: "T1")])))
    }

    @Test func aWebLinkMustBeOnADeclaredHostOrOneOfItsSubdomains() {
        let expected = OnsenLink.tickets(TicketsNavigationState(path: [.detail(ticketID: "T1")]))
        #expect(onsen("https://onsen.example.jp/tickets/T1") == expected)
        #expect(onsen("http://m.onsen.example.jp/tickets/T1") == expected)
        #expect(onsen("HTTPS://Onsen.Example.JP/tickets/T1") == expected, "scheme and host compare without case")
        #expect(onsen("https://onsen.example.jp.evil.com/tickets/T1") == nil)
        #expect(onsen("https://notonsen.example.jp/tickets/T1") == nil)
        #expect(onsen("ftp://onsen.example.jp/tickets/T1") == nil)
        #expect(onsen("matching://tickets/T1") == nil)
    }

    @Test func aWebSchemeOfTheAppsOwnLeavesHTTPSAndHTTPOnTheDeclaredHosts() {
        let account = MatchingLink.settings(SettingsNavigationState(path: [.detail(item: .account)]))
        #expect(matching("https://matching.example.com/settings/account") == account)
        #expect(matching("http://www.matching.example.com/settings/account") == account)
        #expect(matching("matchingweb://matching.example.com/settings/account") == account)
        #expect(matching("matchingweb://other.example/settings/account") == nil, "a web scheme takes the declared hosts only")
    }

    @Test func pathsCompareInCaseUnlessTheAppSaysOtherwise() {
        #expect(onsen("onsen://tickets/T1/Purchase") == nil, "under a route scheme only the host, the first segment, compares without case")
        #expect(study("study://host/SUBJECTS/Maths") == .subjects(SubjectsNavigationState(path: [.subject(subject: Subject(name: "Maths"))])))
        #expect(study("study://host/subjects/maths") == .subjects(SubjectsNavigationState(path: [.subject(subject: Subject(name: "maths"))])),
                "values keep their case")
    }

    @Test func trailingSlashesEmptySegmentsAndUnknownQueryItemsAreIgnored() {
        let expected = OnsenLink.tickets(TicketsNavigationState(path: [.detail(ticketID: "T1")]))
        #expect(onsen("onsen://tickets//T1/") == expected)
        #expect(onsen("onsen://tickets/T1?utm_source=mail&x") == expected)
    }

    @Test func queryItemsFillParametersAndDefaultsFillTheRest() {
        #expect(onsen("onsen://search/Hakone?filters=sauna&filters=openAirBath&sort=distance") == .search(FacilitySearchNavigationState(path: [
            .results(area: hakone, filters: [.sauna, .openAirBath], sort: .distance),
        ])))
        #expect(onsen("onsen://search/Hakone") == .search(FacilitySearchNavigationState(path: [.results(area: hakone)])))
        #expect(onsen("onsen://search/Hakone?sort=cheapest") == nil, "a value that does not convert: the link does not match")
        #expect(matching("matching://search?q=a+b%26c%2Fd") == .home(HomeNavigationState(path: [.search(query: "a b&c/d")])),
                "a renamed query item, '+' as a space, encoded '&' and '/' kept in the value")
    }

    @Test func aLiteralSegmentBeatsAParameterWhateverTheOrder() {
        // 'notifications' is also a SettingsItem, so `settings/{item}` would match it too.
        #expect(matching("matching://settings/notifications") == .settings(SettingsNavigationState(path: [.notifications()])))
        #expect(matching("matching://settings/account") == .settings(SettingsNavigationState(path: [.detail(item: .account)])))
    }

    @Test func aWildcardSkipsASegmentAndACatchAllTheRest() {
        #expect(onsen("onsen://onsen/kusatsu-spa/42") == .search(FacilitySearchNavigationState(path: [.facilityDetail(facilityID: 42)])))
        #expect(onsen("onsen://onsen/kusatsu-spa/not-a-number") == nil)
        #expect(onsen("onsen://favorites/old/archive/2019") == .favorites(FavoritesNavigationState()))
        #expect(onsen("onsen://favorites/42") == .favorites(FavoritesNavigationState(path: [.facility(facilityID: 42)])),
                "a parameter beats a catch-all")
    }

    @Test func aLinkStandsOnItsParentsFilledFromItsOwnValues() {
        #expect(onsen("onsen://tickets/T1/purchase?quantity=3") == .tickets(TicketsNavigationState(path: [
            .detail(ticketID: "T1"), .purchase(ticketID: "T1", quantity: 3),
        ])))
        #expect(study("study://x/subjects/Maths/lessons/7?autoplay=true") == .subjects(SubjectsNavigationState(path: [
            .subject(subject: Subject(name: "Maths")), .lesson(subject: Subject(name: "Maths"), lessonID: 7, autoplay: true),
        ])))
    }

    @Test func aLinkOpensAModalAndTheStackItHostsThreeDeep() {
        let link = onsen("onsen://facilities/42/reviews/7")
        let facility = FacilityDetailNavigationState(path: [.reviews(), .review(7)])
        #expect(link == .search(FacilitySearchNavigationState(modal: .facility(42), hosted: .facility(facility))))
        // A sheet over a sheet: the facility's coupons, in the coupons' own stack.
        let coupons = onsen("onsen://facilities/42/coupons/list?facilityID=42")
        let nested = FacilityDetailNavigationState(modal: .coupons(facilityID: 42), hosted: .coupons(CouponsNavigationState(path: [.list(facilityID: 42)])))
        #expect(coupons == .search(FacilitySearchNavigationState(modal: .facility(42), hosted: .facility(nested))))
        // The hosting template alone opens the modal with its stack at the root.
        #expect(onsen("onsen://facilities/42") == .search(FacilitySearchNavigationState(modal: .facility(42), hosted: .facility(FacilityDetailNavigationState()))))
        #expect(study("study://x/area/prefectures/Osaka") == .subjects(SubjectsNavigationState(
            modal: .areaPicker, hosted: .areaPicker(AreaPickerNavigationState(path: [.prefecturePicker, .cityPicker(prefecture: Prefecture(name: "Osaka"))]))
        )))
    }

    @Test func aFragmentHostCarriesTheRouteInTheFragmentWithEncodedSlashesKept() {
        #expect(matching("https://to.matching.example/#/settings/account") == .settings(SettingsNavigationState(path: [.detail(item: .account)])))
        #expect(matching("https://to.matching.example/#/users/a%2Fb/photos?filter=liked") == .userDetail(UserDetailNavigationState(path: [
            .photos(userID: "a/b", filter: .liked),
        ])))
        #expect(matching("https://matching.example.com/#/settings/account") == nil, "that host carries its route in the path")
    }

    @Test func aPercentSignThatStartsNoEscapeReadsAsItselfOnEveryPlatform() {
        // Foundation's URL on Linux encodes a '%' that starts no escape (`%25ZZ`); a URL that
        // keeps it as it is (`%ZZ`) reads the same, so a link opens the same screen everywhere.
        #expect(matching("matching://users/%ZZ/photos")?.userDetail?.path == [.photos(userID: "%ZZ")])
        #expect(LinkRequest(encodedPath: "users/%ZZ/photos", encodedQuery: nil)?.segments == ["users", "%ZZ", "photos"])
        #expect(LinkRequest(encodedPath: "users", encodedQuery: "q=%2")?.queryValues(named: "q") == ["%2"])
        #expect(matching("matching://users/%FF/photos") == nil, "not UTF-8")
    }

    @Test func routesAndModalsBuildTheirCanonicalURLs() {
        #expect(FacilitySearchRoute.results(area: hakone, filters: [.sauna], sort: .distance).url?.absoluteString
                == "https://onsen.example.jp/search/Hakone?filters=sauna&sort=distance")
        #expect(FacilitySearchRoute.results(area: hakone).url?.absoluteString == "https://onsen.example.jp/search/Hakone",
                "values equal to their defaults are left out")
        #expect(FacilitySearchModal.sortOrder(area: hakone, current: .distance).url?.absoluteString
                == "https://onsen.example.jp/search/Hakone/sort?order=distance")
        #expect(FacilitySearchRoute.facilityDetail(facilityID: 42).url?.absoluteString == "https://onsen.example.jp/facilities/42/detail",
                "the first template builds; the alias with '*' does not")
        #expect(FacilitySearchRoute.map(center: Coordinate(latitude: 0, longitude: 0)).url == nil, "no template")
        #expect(HomeRoute.search(query: "a b/c?").url?.absoluteString == "matching://search?q=a%20b/c?", "a query value keeps '/' and '?'")
        #expect(FacilitySearchRoute.results(area: Area(name: "")).url == nil, "an empty path value cannot be carried")
        // A state's URL is its top route's or its modal's, or the root's; a link's, its state's.
        let state = FacilitySearchNavigationState(path: [.results(area: hakone)], modal: .sortOrder(area: hakone, current: .distance))
        #expect(state.url?.absoluteString == "https://onsen.example.jp/search/Hakone/sort?order=distance")
        #expect(OnsenLink.search(state).url == state.url)
        #expect(FacilitySearchNavigationState(path: [.facilityDetail(facilityID: 42)]).url?.absoluteString
                == "https://onsen.example.jp/facilities/42/detail")
    }

    @Test func aLinkThatAnotherTemplateWouldTakeGivesWayToAnAliasOrToNoLink() {
        // In its own feature, `settings/notifications` is the notifications screen's literal.
        #expect(SettingsRoute.detail(item: .notifications).link?.relativeString == "settings/items/notifications")
        #expect(SettingsRoute.detail(item: .notifications).url?.absoluteString == "matching://settings/items/notifications")
        #expect(SettingsRoute.detail(item: .account).link?.relativeString == "settings/account", "the canonical link when it reads back")
        // In the whole app, the search tab's `tickets/sellers` takes the tickets tab's link.
        let sellers = TicketsRoute.detail(ticketID: "sellers")
        #expect(sellers.link?.relativeString == "tickets/sellers", "the Tickets feature alone reads it back")
        #expect(sellers.url == nil, "the app would open the search tab's ticketSellers")
        #expect(onsen("onsen://tickets/sellers") == .search(FacilitySearchNavigationState(path: [.ticketSellers])))
    }
}
