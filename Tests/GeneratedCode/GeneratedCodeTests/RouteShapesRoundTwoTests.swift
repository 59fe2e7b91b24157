import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import RouteGenRuntime
@testable import StudyNavigation
import StudyModels
import SwiftUI
import Testing

/// The route shapes of the second round, compiled and driven: an optional the caller must pass,
/// `Optional<T>` spelt out, values behind protocols boxed by identity, one destination pushed and
/// presented, a closure returning the feature's own route, and a stack that shows only its root.
/// (Styles per size class are driven through the stack in `SizeClassPresentationTests`.)
@MainActor
@Suite struct RouteShapesRoundTwoTests {
    let maths = Subject(name: "Maths")

    /// `state` saved as JSON and read back.
    func roundTrip<State: Codable>(_ state: State) throws -> State {
        try JSONDecoder().decode(State.self, from: JSONEncoder().encode(state))
    }

    /// The link `text` parses as in the onsen app.
    func onsen(_ text: String) -> OnsenLink? {
        URL(string: text).flatMap(OnsenLink.init(url:))
    }

    // MARK: An optional without a default, and Optional<T>

    @Test func anOptionalWithoutADefaultIsPassedAndOptionalOfTIsAnOptional() {
        // `referrer` has no `= nil` (defaultsToNil: false); `row: Optional<Int>` and
        // `block: { type: Optional<String>, default: nil }` default to nil like any optional.
        let seat = TicketsRoute.seat(ticketID: "T1", referrer: nil)
        #expect(seat == .seat(ticketID: "T1", row: nil, block: nil, referrer: nil))
        let make: (Ticket.ID, Int?, String?, String?) -> TicketsRoute = TicketsRoute.seat
        #expect(make("T1", 3, "A", "mail") == .seat(ticketID: "T1", row: 3, block: "A", referrer: "mail"))
    }

    @Test func linksReadAndWriteOptionalsWithoutDefaultsAndOptionalOfT() {
        #expect(onsen("onsen://tickets/T1/seat") == .tickets(TicketsNavigationState(path: [.seat(ticketID: "T1", referrer: nil)])))
        #expect(onsen("onsen://tickets/T1/seat?row=12&referrer=mail")
            == .tickets(TicketsNavigationState(path: [.seat(ticketID: "T1", row: 12, referrer: "mail")])))
        let route = TicketsRoute.seat(ticketID: "T1", row: 12, block: "B", referrer: nil)
        #expect(route.link?.relativeString == "tickets/T1/seat?row=12&block=B")
        #expect(route.url.flatMap(OnsenLink.init(url:)) == .tickets(TicketsNavigationState(path: [route])))
    }

    @Test func restorationKeepsARouteWhoseOptionalOfTIsNil() throws {
        let state = TicketsNavigationState(path: [
            .seat(ticketID: "T1", referrer: nil), .seat(ticketID: "T2", row: 4, block: nil, referrer: "mail"), .detail(ticketID: "T3"),
        ])
        #expect(try roundTrip(state) == state)
    }

    // MARK: Existentials, boxed by identity

    @Test func aClassInstanceBehindAProtocolComparesByIdentity() {
        let book = Textbook(title: "Kanji 1")
        let first = SubjectsRoute.sharedMaterial(book)
        #expect(first == .sharedMaterial(book), "the same instance: the same route")
        #expect(first != .sharedMaterial(Textbook(title: "Kanji 1")), "another instance, even an equal one")
        #expect(Set([first, .sharedMaterial(book)]).count == 1)
        let router = SubjectsRouter(path: [.subject(subject: maths), first, .glossary(term: "kanji")])
        #expect(router.pop(to: .sharedMaterial(book)), "a route built again with the same object pops to it")
        #expect(router.path == [.subject(subject: maths), first])
    }

    @Test func aValueBehindAProtocolIsEqualOnlyToItsOwnBox() {
        let sheet = SubjectsRoute.sharedMaterial(Worksheet(title: "Verbs"))
        let copy = sheet
        #expect(sheet == copy)
        #expect(sheet != .sharedMaterial(Worksheet(title: "Verbs")))
        #expect(SubjectsRoute.material(materialID: 1) == .material(materialID: 1, item: nil), "boxes of nil are all equal")
        #expect(SubjectsRoute.material(materialID: 1) != .material(materialID: 1, item: Worksheet(title: "Verbs")))
        let sendable: any Sendable & Hashable = sheet
        #expect(sendable as? SubjectsRoute == sheet)
    }

    @Test func theClientAndTheViewGetTheValueItself() {
        var shown: [String] = []
        let client = SubjectsViewBuildingClient(
            subject: { _ in AnyView(EmptyView()) },
            lesson: { _, _, _, _ in AnyView(EmptyView()) },
            tagPicker: { _, _ in AnyView(EmptyView()) },
            material: { id, item in
                shown.append("material \(id) \(item?.title ?? "-")")
                return AnyView(EmptyView())
            },
            sharedMaterial: { item in
                shown.append("shared \(item.shareText)")
                return AnyView(EmptyView())
            },
            search: { _, _ in AnyView(EmptyView()) },
            glossary: { term in
                shown.append("glossary \(term)")
                return AnyView(EmptyView())
            },
            lessonNotes: { _ in AnyView(EmptyView()) }
        )
        _ = client.view(for: .sharedMaterial(Worksheet(title: "Verbs")))
        _ = client.view(for: .material(materialID: 2, item: Textbook(title: "Kanji 1")))
        _ = client.view(for: .material(materialID: 3))
        // One destination, pushed or presented: the same closure builds both.
        _ = client.view(for: SubjectsRoute.glossary(term: "kana"))
        _ = client.view(for: SubjectsModal.glossary(term: "kanji"))
        #expect(shown == ["shared Worksheet: Verbs", "material 2 Kanji 1", "material 3 -", "glossary kana", "glossary kanji"])
    }

    @Test func aRouteHoldingAValueBehindAProtocolIsCutWhenSavedUnlessTheValueIsNil() throws {
        let book = Textbook(title: "Kanji 1")
        let kept = SubjectsNavigationState(path: [.subject(subject: maths), .material(materialID: 1)])
        #expect(try roundTrip(kept) == kept)
        let withValue = SubjectsNavigationState(path: [.subject(subject: maths), .material(materialID: 1, item: book), .glossary(term: "kana")])
        #expect(try roundTrip(withValue).path == [.subject(subject: maths)])
        let required = SubjectsNavigationState(path: [.glossary(term: "kana"), .sharedMaterial(book)])
        #expect(try roundTrip(required).path == [.glossary(term: "kana")])
    }

    @Test func aLinkLeavesAnOptionalValueBehindAProtocolNil() {
        let request = LinkRequest(segments: ["materials", "7"])
        #expect(SubjectsNavigationState.match(request)?.state == SubjectsNavigationState(path: [.material(materialID: 7)]))
        #expect(SubjectsRoute.material(materialID: 7, item: Textbook(title: "Kanji 1")).link?.relativeString == "materials/7")
    }

    @Test func aScreenAndAHostingModalShareTheirName() throws {
        let bob = User(id: "u2", name: "Bob")
        let calls = Calls()
        _ = recordingUserDetailClient(calls).view(for: UserDetailRoute.otherUser(user: bob))
        #expect(calls.log == ["otherUser Bob"], "pushed: the client's closure builds it")
        let router = UserDetailRouter(path: [.otherUser(user: bob)])
        router.present(.otherUser(user: bob))
        #expect(router.otherUserRouter != nil, "presented: a stack of its own, with its own router")
        #expect(router.path == [.otherUser(user: bob)])
    }

    // MARK: A closure returning the feature's own route; routes in an array

    @Test func aClosureReturnsARouteOfItsOwnFeatureAndARouteHoldsAnArrayOfThem() throws {
        let router = SubjectsRouter()
        router.push(.search(target: { [maths] in .lesson(subject: maths, lessonID: $0) }, recent: [.subject(subject: maths)]))
        guard case let .search(target, recent) = try #require(router.current) else {
            Issue.record("the search screen is not on top")
            return
        }
        #expect(recent == [.subject(subject: maths)])
        router.push(target.function(4))
        #expect(router.current == .lesson(subject: maths, lessonID: 4))
    }

    // MARK: A stack of only a root

    @Test func aFeatureOfOnlyARootHasARouteWithoutCases() throws {
        #expect(StreakRoute.Screen.allCases.isEmpty)
        let router = StreakRouter()
        #expect(router.path.isEmpty && router.current == nil)
        router.present(.milestone(days: 7))
        #expect(router.navigationState == StreakNavigationState(modal: .milestone(days: 7)))
        let restored = try roundTrip(router.navigationState)
        #expect(restored == router.navigationState)
        let saved = #"{"path":[{"case":"gone","values":{}}],"modal":{"case":"milestone","values":{"days":3}}}"#
        let old = try JSONDecoder().decode(StreakNavigationState.self, from: Data(saved.utf8))
        #expect(old == StreakNavigationState(modal: .milestone(days: 3)), "no saved route restores, the modal does")
    }

    @Test func aSheetHostsTheStackOfOnlyARootAndLinksAndRestorationReachIt() throws {
        let link = URL(string: "study:///streak/milestones/7").flatMap(StudyLink.init(url:))
        let expected = SubjectsNavigationState(modal: .streak, hosted: .streak(StreakNavigationState(modal: .milestone(days: 7))))
        #expect(link == .subjects(expected))
        let router = SubjectsRouter()
        router.restore(expected)
        #expect(router.streakRouter?.modal == .milestone(days: 7))
        #expect(try roundTrip(router.navigationState) == expected)
    }

    @Test func anAppOpensAndRestoresAFeatureOfOnlyARoot() throws {
        let app = StudyAppRouter()
        #expect(app.open(try #require(URL(string: "study:///milestones/3"))))
        #expect(app.streak.modal == .milestone(days: 3))
        #expect(URL(string: "study:///days").flatMap(StudyLink.init(url:)) == .streak(StreakNavigationState()))
        let restored = StudyAppRouter()
        restored.restore(StudyAppState(restoring: app.navigationState.encoded()))
        #expect(restored.streak.navigationState == app.streak.navigationState)
    }
}
