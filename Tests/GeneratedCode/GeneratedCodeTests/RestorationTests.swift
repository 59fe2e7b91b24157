import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
@testable import StudyNavigation
import StudyModels
@testable import StudyV1Navigation
import Testing

/// Saving and restoring navigation state: by case name and parameter label, tolerant of what
/// an app update changed, and cut where an entry cannot be saved or read.
@MainActor
@Suite struct RestorationTests {
    let maths = Subject(name: "Maths")

    /// `state` saved as JSON and read back as a `Restored`.
    func roundTrip<Saved: Encodable, Restored: Decodable>(_ state: Saved, as type: Restored.Type) throws -> Restored {
        try JSONDecoder().decode(Restored.self, from: JSONEncoder().encode(state))
    }

    @Test func anAppsStateRoundTripsWithTheStacksItsModalsHost() throws {
        let app = OnsenAppRouter(selectedTab: .tickets)
        app.tickets.replacePath(with: [.detail(ticketID: "T1"), .purchase(ticketID: "T1", quantity: 2)])
        app.search.present(.facility(42))
        try #require(app.search.facilityRouter).push(.reviews(page: 3))
        let saved = app.navigationState
        let restored = OnsenAppRouter()
        restored.restore(OnsenAppState(restoring: saved.encoded()))
        #expect(restored.selectedTab == .tickets)
        #expect(restored.tickets.path == app.tickets.path)
        #expect(restored.search.modal == .facility(42))
        #expect(restored.search.facilityRouter?.path == [.reviews(page: 3)])
        #expect(restored.navigationState == saved)
    }

    @Test func aRouteThatCannotBeSavedCutsThePathThere() throws {
        // Coordinate is not Codable, so the map cannot be saved, nor what is above it.
        let state = FacilitySearchNavigationState(path: [
            .results(area: Area(name: "Hakone")), .map(center: Coordinate(latitude: 35, longitude: 139)), .facilityDetail(facilityID: 1),
        ])
        #expect(try roundTrip(state, as: FacilitySearchNavigationState.self).path == [.results(area: Area(name: "Hakone"))])
    }

    @Test func aRouteCarryingAClosureIsCutButOneWithoutItsOptionalClosureIsKept() throws {
        typealias State = StudyNavigation.SubjectsNavigationState
        let lesson = StudyNavigation.SubjectsRoute.lesson(subject: maths, lessonID: 1)
        let kept = State(path: [.subject(subject: maths), lesson])
        #expect(try roundTrip(kept, as: State.self) == kept)
        let withClosure = State(path: [.subject(subject: maths), .lesson(subject: maths, lessonID: 1, onCompleted: { _ in }), lesson])
        #expect(try roundTrip(withClosure, as: State.self).path == [.subject(subject: maths)])
        let picker = State(path: [.tagPicker(selected: [], onSelect: { _ in })])
        #expect(try roundTrip(picker, as: State.self).path == [])
    }

    @Test func stateSavedByAnEarlierSpecRestoresWhatStillDecodes() throws {
        // Saved by the app built from Specs/StudyV1, restored by the one built from Specs/Study.
        let old = StudyV1Navigation.SubjectsNavigationState(
            path: [.subject(subject: maths), .lesson(subject: maths, lessonID: 7), .quiz(lessonID: 7), .subject(subject: maths)],
            modal: .notes(lessonID: 7)
        )
        let restored = try roundTrip(old, as: StudyNavigation.SubjectsNavigationState.self)
        // `lesson` gained `autoplay` (default false); `quiz` was removed, which cuts the path there.
        #expect(restored.path == [.subject(subject: maths), .lesson(subject: maths, lessonID: 7, autoplay: false)])
        // `notes` became `lessonNotes` with `renamedFrom: [notes]`.
        #expect(restored.modal == .lessonNotes(lessonID: 7))
    }

    @Test func anEntryWhoseParameterChangedTypeNoLongerRestores() throws {
        let old = StudyV1Navigation.SubjectsNavigationState(path: [.subject(subject: maths)], modal: .dictionary(term: 42))
        let restored = try roundTrip(old, as: StudyNavigation.SubjectsNavigationState.self)
        #expect(restored.path == [.subject(subject: maths)])
        #expect(restored.modal == nil, "'dictionary' is 'glossary' now, but its term became a String")
    }

    @Test func savedStateIsWrittenByCaseNameAndParameterLabelNeverByPosition() throws {
        let state = SettingsNavigationState(path: [.detail(item: .account), .notifications(enabledKinds: [.likes])])
        let json = try #require(String(data: JSONEncoder().encode(state), encoding: .utf8))
        #expect(json.contains(#""case":"detail""#) && json.contains(#""item":"account""#))
        #expect(json.contains(#""case":"notifications""#) && json.contains(#""enabledKinds":["likes"]"#))
        // An earlier name of `notifications` still restores.
        let renamed = json.replacingOccurrences(of: #""case":"notifications""#, with: #""case":"alerts""#)
        #expect(try JSONDecoder().decode(SettingsNavigationState.self, from: Data(renamed.utf8)) == state)
    }

    @Test func anAppStateThatNoLongerDecodesGivesWhatDoes() throws {
        #expect(OnsenAppState(restoring: Data("not json".utf8)) == OnsenAppState())
        let saved = #"{"selectedTab":"coupons","tickets":{"path":[{"case":"detail","values":{"ticketID":"T9"}},{"case":"gone","values":{}}]},"favorites":42}"#
        let state = OnsenAppState(restoring: Data(saved.utf8))
        #expect(state.selectedTab == nil, "the coupons tab no longer exists")
        #expect(state.tickets?.path == [.detail(ticketID: "T9")])
        #expect(state.favorites == nil)
        let app = OnsenAppRouter(selectedTab: .favorites)
        app.restore(state)
        #expect(app.selectedTab == .favorites)
        #expect(app.tickets.path == [.detail(ticketID: "T9")])
    }
}
