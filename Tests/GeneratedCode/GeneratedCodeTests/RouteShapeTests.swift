import Foundation
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import POSModels
import POSNavigation
import SwiftUI
@testable import StudyNavigation
import StudyModels
import Testing

/// The route shapes real apps write, compiled and driven: unlabelled associated values, Foundation
/// types in a spec that imports no Foundation, and closures boxed so that routes stay Hashable.
@MainActor
@Suite struct RouteShapeTests {
    let session = UUID(uuidString: "6E1F4A9C-2B2E-4C5B-9D7A-000000000001")!

    @Test func unlabelledValuesAreWrittenAndMatchedWithoutLabels() {
        let route = RegisterRoute.checkout(7, Decimal(string: "12.50")!, session: session)
        guard case let .checkout(orderID, amount, carried) = route else {
            Issue.record("\(route) is not checkout")
            return
        }
        #expect(orderID == 7)
        #expect(amount == Decimal(string: "12.5"))
        #expect(carried == session)
        #expect(route.screen == .checkout)
    }

    @Test func anUnlabelledValueMixesWithLabelledOnesAndKeepsItsDefaultsAfterIt() {
        let photo = Photo(id: "p1")
        #expect(UserDetailRoute.photoDetail(photo) == .photoDetail(photo, zoomed: false))
        #expect(UserDetailRoute.photoDetail(photo, zoomed: true) != .photoDetail(photo))
        #expect(FacilityDetailRoute.review(7) != .review(8))
        #expect(FacilitySearchModal.facility(42) == .facility(42))
        #expect(TicketsRoute.terms(URL(string: "https://example.com/terms")!).screen == .terms)
    }

    @Test func theClientReceivesUnlabelledValuesByPosition() {
        let calls = Calls()
        let client = recordingUserDetailClient(calls)
        _ = client.view(for: .photoDetail(Photo(id: "p4"), zoomed: true))
        #expect(calls.log == ["photoDetail p4 zoomed"])
    }

    @Test func aRouteCarriesItsClosureAndTheViewCanCallIt() throws {
        var picked: [LessonTag] = []
        let route = SubjectsRoute.tagPicker(selected: [], onSelect: { picked.append($0) })
        guard case let .tagPicker(selected, onSelect) = route else {
            Issue.record("\(route) is not tagPicker")
            return
        }
        #expect(selected == [])
        onSelect.function(LessonTag(name: "grammar"))
        #expect(picked == [LessonTag(name: "grammar")])
    }

    @Test func routesWithClosuresAreEqualOnlyToThemselves() {
        let first = SubjectsRoute.tagPicker(selected: [], onSelect: { _ in })
        let copy = first
        let rebuilt = SubjectsRoute.tagPicker(selected: [], onSelect: { _ in })
        #expect(first == copy)
        #expect(first != rebuilt)
        #expect(Set([first, copy, rebuilt]).count == 2)
        let router = SubjectsRouter(path: [first, .subject(subject: Subject(name: "Maths"))])
        #expect(router.pop(to: copy))
        #expect(router.path == [first])
        #expect(!router.pop(to: rebuilt))
    }

    @Test func anOptionalClosureDefaultsToNilAndEveryNilIsEqual() {
        let maths = Subject(name: "Maths")
        #expect(SubjectsRoute.lesson(subject: maths, lessonID: 1) == .lesson(subject: maths, lessonID: 1, onCompleted: nil))
        #expect(SubjectsRoute.lesson(subject: maths, lessonID: 1) == .lesson(subject: maths, lessonID: 1, autoplay: false))
        var scores: [Int] = []
        let withHandler = SubjectsRoute.lesson(subject: maths, lessonID: 1, onCompleted: { scores.append($0) })
        #expect(withHandler != .lesson(subject: maths, lessonID: 1))
        guard case let .lesson(_, _, _, onCompleted) = withHandler else { return }
        onCompleted.function?(90)
        #expect(scores == [90])
    }

    @Test func theClientGetsTheClosureItselfForTheViewToCall() {
        var picked: [String] = []
        let client = SubjectsViewBuildingClient(
            subject: { _ in AnyView(EmptyView()) },
            lesson: { _, _, _, onCompleted in
                onCompleted?(75)
                return AnyView(EmptyView())
            },
            tagPicker: { _, onSelect in
                onSelect(LessonTag(name: "kanji"))
                return AnyView(EmptyView())
            },
            material: { _, _ in AnyView(EmptyView()) },
            sharedMaterial: { _ in AnyView(EmptyView()) },
            search: { _, _ in AnyView(EmptyView()) },
            glossary: { _ in AnyView(EmptyView()) },
            lessonNotes: { _ in AnyView(EmptyView()) }
        )
        _ = client.view(for: .tagPicker(selected: [], onSelect: { picked.append($0.name) }))
        _ = client.view(for: .lesson(subject: Subject(name: "Japanese"), lessonID: 2, onCompleted: { picked.append("score \($0)") }))
        #expect(picked == ["kanji", "score 75"])
    }
}
