import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import PropertyBased
import RouteGenRuntime
@testable import StudyNavigation
import StudyModels
import Testing

/// For every destination of the reference apps with a link template: the link built from a
/// value parses back to that value, through the app's URL, over many generated values, with
/// the characters that break hand-written link code.
@MainActor
@Suite struct LinkRoundTripTests {
    /// Strings of 1 to 12 characters mixing letters with `/ ? & # % + = .`, spaces, non-ASCII
    /// letters and an emoji: what a hand-split link gets wrong.
    static let hostileText = Gen<Character?>.element(of: Array("aZ09/?&#%+= .~é日🙂-_")).compactMap { $0 }.array(of: 1...12).map { String($0) }
    /// Strings that may also be empty, for query values.
    static let hostileTextOrEmpty = Gen<Character?>.element(of: Array("aZ/?&#%+= é🙂")).compactMap { $0 }.array(of: 0...8).map { String($0) }
    /// Integers with the boundaries.
    static let integers = Gen<Int>.oneOf(Gen.int(in: Int.min...Int.max).eraseToAnySequence(), Gen.always(Int.min).eraseToAnySequence(), Gen.always(Int.max).eraseToAnySequence(), Gen.always(0).eraseToAnySequence())

    /// Ticket IDs: hostile text, and now and then `sellers`, which another feature's literal takes.
    static let ticketIDs = Gen<String>.oneOf(hostileText.eraseToAnySequence(), Gen.always("sellers").eraseToAnySequence())

    /// The number of generated values per destination.
    static let count = 300

    @Test func onsenRoutesAndModalsRoundTripThroughTheirURLs() async {
        await propertyCheck(count: Self.count, input: Self.hostileText, Gen<ResultOrder>.case) { name, sort in
            let area = Area(name: name)
            for filters in [[], [OnsenModels.SearchFilter.sauna], [.openAirBath, .sauna, .openAirBath]] {
                let route = FacilitySearchRoute.results(area: area, filters: filters, sort: sort)
                #expect(Self.onsen(route.url)?.search?.path.last == route, "\(route)")
            }
            let modal = FacilitySearchModal.sortOrder(area: area, current: sort)
            #expect(Self.onsen(modal.url)?.search?.modal == modal)
        }
        await propertyCheck(count: Self.count, input: Self.integers, Self.ticketIDs, Gen<Int>.int(in: Int.min...Int.max)) { id, ticket, quantity in
            #expect(Self.onsen(FacilitySearchRoute.facilityDetail(facilityID: id).url)?.search?.path == [.facilityDetail(facilityID: id)])
            #expect(Self.onsen(FavoritesRoute.facility(facilityID: id).url)?.favorites?.path == [.facility(facilityID: id)])
            #expect(Self.onsen(FacilitySearchModal.facility(id).url)?.search?.modal == .facility(id))
            // Every URL built reads back; only a ticket named like the search tab's
            // `tickets/sellers` builds none, as the app would open that screen instead.
            let detail = TicketsRoute.detail(ticketID: ticket)
            #expect(detail.url.map { Self.onsen($0)?.tickets?.path == [detail] } ?? (ticket == "sellers"), "\(ticket)")
            let purchase = TicketsRoute.purchase(ticketID: ticket, quantity: quantity)
            #expect(Self.onsen(purchase.url)?.tickets?.path.last == purchase)
        }
    }

    @Test func onsenHostedStacksRoundTripThroughTheirFeaturesLinks() async {
        await propertyCheck(count: Self.count, input: Self.integers, Gen<Int>.int(in: Int.min...Int.max), Self.hostileTextOrEmpty) { page, review, coupon in
            let request = { (link: LinkPath?) in link.map(\.request) }
            #expect(request(FacilityDetailRoute.reviews(page: page).link).flatMap { FacilityDetailNavigationState.match($0)?.state.path } == [.reviews(page: page)])
            #expect(request(FacilityDetailRoute.review(review).link).flatMap { FacilityDetailNavigationState.match($0)?.state.path.last } == .review(review))
            #expect(request(FacilityDetailRoute.photos(startIndex: page).link).flatMap { FacilityDetailNavigationState.match($0)?.state.path } == [.photos(startIndex: page)])
            let modal = FacilityDetailModal.coupon(couponID: coupon)
            let parsed = request(modal.link).flatMap { FacilityDetailNavigationState.match($0)?.state.modal }
            #expect(coupon.isEmpty ? modal.link == nil : parsed == modal, "an empty path value builds no link")
            let facility: Facility.ID? = page % 3 == 0 ? nil : page
            let coupons = FacilityDetailModal.coupons(facilityID: facility)
            #expect(request(coupons.link).flatMap { FacilityDetailNavigationState.match($0)?.state.modal } == coupons)
            let list = CouponsRoute.list(facilityID: facility)
            #expect(request(list.link).flatMap { CouponsNavigationState.match($0)?.state.path } == [list])
        }
    }

    @Test func matchingRoutesRoundTripThroughEveryDeclaredHostAndScheme() async {
        await propertyCheck(count: Self.count, input: Self.hostileText, Gen<PhotoFilter>.case, Self.hostileText.optional, Self.hostileTextOrEmpty) { userID, filter, highlight, query in
            let photos = UserDetailRoute.photos(userID: userID, filter: filter, highlight: highlight)
            #expect(Self.matching(photos.url)?.userDetail?.path == [photos])
            let link = photos.link.map(\.relativeString) ?? ""
            for base in ["https://matching.example.com/", "https://www.matching.example.com/", "https://to.matching.example/#/"] {
                #expect(MatchingLink(url: URL(string: base + link)!)?.userDetail?.path == [photos], "\(base)\(link)")
            }
            let search = HomeRoute.search(query: query)
            #expect(Self.matching(search.url)?.home?.path == [search])
        }
        // `.notifications` is also a literal segment beside `settings/{item}`: its canonical link
        // would open the notifications screen, so it builds its alias, which reads back.
        for item in [SettingsItem.account, .privacy, .notifications] {
            let detail = SettingsRoute.detail(item: item)
            #expect(detail.url != nil && Self.matching(detail.url)?.settings?.path == [detail], "\(item)")
        }
        for kinds in [[], [NotificationKind.likes], [.messages, .likes]] {
            let route = SettingsRoute.notifications(enabledKinds: kinds)
            #expect(Self.matching(route.url)?.settings?.path == [route])
        }
    }

    @Test func studyRoutesRoundTripWithThreeDeepHostedStacks() async {
        await propertyCheck(count: Self.count, input: Self.hostileText, Self.integers, Gen.bool) { name, lessonID, autoplay in
            let subject = Subject(name: name)
            #expect(Self.study(SubjectsRoute.subject(subject: subject).url)?.subjects?.path == [.subject(subject: subject)])
            let lesson = SubjectsRoute.lesson(subject: subject, lessonID: lessonID, autoplay: autoplay)
            #expect(Self.study(lesson.url)?.subjects?.path == [.subject(subject: subject), lesson])
            let city = AreaPickerRoute.cityPicker(prefecture: Prefecture(name: name))
            let hosted = city.link.map { "study:///area/" + $0.relativeString }.flatMap(URL.init(string:)).flatMap(StudyLink.init(url:))
            #expect(hosted?.subjects?.hosted == .areaPicker(AreaPickerNavigationState(path: [.prefecturePicker, city])))
        }
    }

    /// Issue 21: prefixes and suffixes, a template limited to a host, values bound to the link,
    /// and event links, through every base the app reads.
    @Test func prefixesHostsBoundValuesAndEventsRoundTrip() async {
        await propertyCheck(count: Self.count, input: Self.hostileText, Self.integers, Self.hostileTextOrEmpty) { text, number, optionalText in
            let account = UserDetailRoute.account(username: text)
            #expect(Self.matching(account.url)?.userDetail?.path == [account], "\(text)")
            let comment = UserDetailRoute.comment(userID: text, commentID: number)
            #expect(Self.matching(comment.url)?.userDetail?.path == [comment])
            let link = comment.link.map(\.relativeString) ?? ""
            for base in ["https://matching.example.com/", "https://to.matching.example/#/"] {
                #expect(MatchingLink(url: URL(string: base + link)!)?.userDetail?.path == [comment], "\(base)\(link)")
            }
            let invite = HomeRoute.invite(code: text)
            #expect(invite.url?.host == "s.matching.example")
            #expect(Self.matching(invite.url)?.home?.path == [invite])
            let compose = HomeEvent.composeOpened(text: optionalText)
            #expect(Self.matching(compose.url) == .homeEvent(compose))
            // Read from its URL, a sign-in link also carries that URL; built, it leaves it out.
            let signIn = HomeEvent.signedIn(token: text)
            let url = signIn.url
            #expect(url.flatMap(Self.matching) == url.map { .homeEvent(.signedIn(token: text, link: $0)) })
            let started = TicketsEvent.purchaseStarted(ticketID: text, quantity: number)
            #expect(Self.onsen(started.url) == .ticketsEvent(started))
        }
    }

    /// Issue 21: templates that the query decides between, and Booleans.
    @Test func queryRulesRoundTrip() async {
        await propertyCheck(count: Self.count, input: Self.ticketIDs, Self.integers, Gen.bool) { ticket, number, gift in
            for route in [TicketsRoute.detail(ticketID: ticket), .review(ticketID: ticket, reviewID: number), .checkout(ticketID: ticket), .payment(ticketID: ticket)] {
                #expect(route.url.map { Self.onsen($0)?.tickets?.path.last == route } ?? (ticket == "sellers"), "\(route)")
            }
            let purchase = TicketsRoute.purchase(ticketID: ticket, quantity: number, gift: gift)
            #expect(Self.onsen(purchase.url)?.tickets?.path.last == purchase)
        }
    }

    /// Issue 21: a parsed link builds its URL, through a hosting modal and the screens pushed in
    /// its stack, and the URL reads back as the link.
    @Test func wholeStatesRoundTripThroughHostingModals() async {
        await propertyCheck(count: Self.count, input: Self.integers, Self.integers, Self.hostileText) { facility, page, name in
            let details: [FacilityDetailNavigationState] = [
                FacilityDetailNavigationState(),
                // A review's link stands on the reviews at their default page, as its `parent` says.
                FacilityDetailNavigationState(path: [.reviews(), .review(page)]),
                FacilityDetailNavigationState(path: [.reviews(page: page)]),
                FacilityDetailNavigationState(path: [.access(facilityID: facility)]),
                FacilityDetailNavigationState(path: [.photos(startIndex: page)]),
                FacilityDetailNavigationState(modal: .coupons(facilityID: facility), hosted: .coupons(CouponsNavigationState(path: [.list(facilityID: facility)]))),
            ]
            for detail in details {
                let link = OnsenLink.search(FacilitySearchNavigationState(modal: .facility(facility), hosted: .facility(detail)))
                #expect(Self.onsen(link.url) == link, "\(detail)")
            }
            let area = StudyLink.subjects(SubjectsNavigationState(modal: .areaPicker, hosted: .areaPicker(AreaPickerNavigationState(path: [.prefecturePicker, .cityPicker(prefecture: Prefecture(name: name))]))))
            #expect(Self.study(area.url) == area)
            let results = OnsenLink.search(FacilitySearchNavigationState(path: [.results(area: Area(name: name), sort: .distance)]))
            #expect(Self.onsen(results.url) == results)
        }
    }

    /// The onsen link `url` parses as.
    static func onsen(_ url: URL?) -> OnsenLink? {
        url.flatMap(OnsenLink.init(url:))
    }

    /// The matching link `url` parses as.
    static func matching(_ url: URL?) -> MatchingLink? {
        url.flatMap(MatchingLink.init(url:))
    }

    /// The study link `url` parses as.
    static func study(_ url: URL?) -> StudyLink? {
        url.flatMap(StudyLink.init(url:))
    }
}

extension OnsenLink {
    /// The search tab's state, if the link leads there.
    var search: FacilitySearchNavigationState? { if case .search(let state) = self { state } else { nil } }
    /// The favourites tab's state, if the link leads there.
    var favorites: FavoritesNavigationState? { if case .favorites(let state) = self { state } else { nil } }
    /// The tickets tab's state, if the link leads there.
    var tickets: TicketsNavigationState? { if case .tickets(let state) = self { state } else { nil } }
}

extension MatchingLink {
    /// Home's state, if the link leads there.
    var home: HomeNavigationState? { if case .home(let state) = self { state } else { nil } }
    /// Settings' state, if the link leads there.
    var settings: SettingsNavigationState? { if case .settings(let state) = self { state } else { nil } }
    /// The user detail's state, if the link leads there.
    var userDetail: UserDetailNavigationState? { if case .userDetail(let state) = self { state } else { nil } }
}

extension StudyLink {
    /// The subjects' state, if the link leads there.
    var subjects: SubjectsNavigationState? { if case .subjects(let state) = self { state } else { nil } }
}
