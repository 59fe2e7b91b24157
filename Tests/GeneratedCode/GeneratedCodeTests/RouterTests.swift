import Dependencies
import MatchingModels
import MatchingNavigation
import Observation
import Testing

/// Every Router operation, driven on the generated `UserDetailRouter`, including what each
/// one does at the edges.
@MainActor
@Suite struct RouterTests {
    let ann = User(id: "u1", name: "Ann")
    let photo = Photo(id: "p1")

    /// A router with the profile, the photos and one photo pushed.
    func routerThreeDeep() -> UserDetailRouter {
        UserDetailRouter(path: [.profile(user: ann), .photos(userID: "u1"), .photoDetail(photo)])
    }

    @Test func startsAtTheRootWithNothingPresented() {
        let router = UserDetailRouter()
        #expect(router.path == [])
        #expect(router.current == nil)
        #expect(router.modal == nil)
    }

    @Test func pushAppendsAndCurrentIsTheTop() {
        let router = UserDetailRouter()
        router.push(.profile(user: ann))
        router.push(.photos(userID: "u1"))
        #expect(router.path == [.profile(user: ann), .photos(userID: "u1")])
        #expect(router.current == .photos(userID: "u1", filter: .all, highlight: nil))
    }

    @Test func popRemovesOneByDefault() {
        let router = routerThreeDeep()
        #expect(router.pop() == 1)
        #expect(router.current == .photos(userID: "u1"))
    }

    @Test func popRemovesKAndStopsAtTheRoot() {
        let router = routerThreeDeep()
        #expect(router.pop(2) == 2)
        #expect(router.path == [.profile(user: ann)])
        #expect(router.pop(5) == 1)
        #expect(router.path == [])
        #expect(router.pop() == 0)
        #expect(router.path == [])
    }

    @Test(arguments: [0, -1, Int.min])
    func popOfLessThanOneChangesNothing(count: Int) {
        let router = routerThreeDeep()
        #expect(router.pop(count) == 0)
        #expect(router.path.count == 3)
    }

    @Test func popToARouteKeepsItsLastOccurrenceOnTop() {
        let router = UserDetailRouter(path: [.photos(userID: "u1"), .photoDetail(photo), .photos(userID: "u1"), .photoDetail(photo)])
        #expect(router.pop(to: .photos(userID: "u1")))
        #expect(router.path == [.photos(userID: "u1"), .photoDetail(photo), .photos(userID: "u1")])
        #expect(router.pop(to: .photos(userID: "u1")))
        #expect(router.path.count == 3)
    }

    @Test func popToARouteThatIsNotOnTheStackChangesNothing() {
        let router = routerThreeDeep()
        #expect(!router.pop(to: .photos(userID: "someone else")))
        #expect(!router.pop(to: .photos(userID: "u1", filter: .liked)))
        #expect(router.path.count == 3)
    }

    @Test func popToAScreenIgnoresItsParameters() {
        let router = routerThreeDeep()
        #expect(router.pop(toScreen: .profile))
        #expect(router.path == [.profile(user: ann)])
        #expect(!router.pop(toScreen: .photoDetail))
        #expect(router.path == [.profile(user: ann)])
    }

    @Test func popToRootEmptiesThePathAndIsANoOpAtTheRoot() {
        let router = routerThreeDeep()
        var changes = 0
        router.onPathChange = { _, _ in changes += 1 }
        router.popToRoot()
        #expect(router.path == [])
        router.popToRoot()
        #expect(changes == 1)
    }

    @Test func replacePathIsOneMutationForDeepLinks() {
        let router = routerThreeDeep()
        var changes: [([UserDetailRoute], [UserDetailRoute])] = []
        router.onPathChange = { changes.append(($0, $1)) }
        router.replacePath(with: [.profile(user: ann), .photos(userID: "u1", highlight: photo.id)])
        #expect(changes.count == 1)
        #expect(changes.first?.0.count == 3)
        #expect(changes.first?.1 == [.profile(user: ann), .photos(userID: "u1", highlight: "p1")])
    }

    @Test func pathChangesCanBeLoggedAsPushesAndPops() {
        let router = UserDetailRouter()
        var log: [String] = []
        router.onPathChange = { old, new in
            log.append(new.count > old.count ? "push \(new.last!.screen.rawValue)" : "pop to \(new.last?.screen.rawValue ?? "root")")
        }
        router.push(.profile(user: ann))
        router.push(.photos(userID: "u1"))
        router.pop()
        router.path.removeAll()  // as NavigationStack's binding does on a swipe back
        #expect(log == ["push profile", "push photos", "pop to profile", "pop to root"])
    }

    @Test func theModalIsKeptApartFromThePath() {
        let router = routerThreeDeep()
        router.present(.legacyProfile(userID: "u1"))
        #expect(router.modal == .legacyProfile(userID: "u1"))
        #expect(router.path.count == 3)
        router.present(.report(userID: "u1", reasons: [.spam]))
        #expect(router.modal == .report(userID: "u1", reasons: [.spam]))
        router.dismissModal()
        #expect(router.modal == nil)
        router.dismissModal()
        #expect(router.modal == nil)
        #expect(router.path.count == 3)
    }

    @Test func eventsGoToTheAppLayerInOrder() {
        var received: [UserDetailEvent] = []
        let router = UserDetailRouter(onEvent: { received.append($0) })
        #expect(router.send(.liked(userID: "u1")))
        #expect(router.send(.dismissed))
        #expect(received == [.liked(userID: "u1"), .dismissed])
    }

    @Test func sendingWithoutAHandlerReportsThatNobodyListened() {
        #expect(!UserDetailRouter().send(.dismissed))
    }

    @Test func pathAndModalAreObservable() {
        let router = UserDetailRouter()
        let changes = LockIsolated<[String]>([])
        withObservationTracking {
            _ = router.path
        } onChange: {
            changes.withValue { $0.append("path") }
        }
        withObservationTracking {
            _ = router.modal
        } onChange: {
            changes.withValue { $0.append("modal") }
        }
        router.push(.profile(user: ann))
        router.present(.legacyProfile(userID: "u1"))
        #expect(changes.value == ["path", "modal"])
    }
}
