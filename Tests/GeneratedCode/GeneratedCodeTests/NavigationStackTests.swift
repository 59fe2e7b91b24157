// The generated stacks are driven through the SwiftUI stand-in's StandInInspector, which exists
// on Linux only; elsewhere these stacks compile against the real SwiftUI, which cannot be
// inspected, and only their compilation is checked.
#if os(Linux)
import Dependencies
import MatchingModels
import MatchingNavigation
import SwiftUI
import Testing

/// The generated NavigationStack hosts, looked into through the stand-in: what the stack binds
/// to the router, what its destinations and modals build through the feature's client, and
/// what it puts in the environment. Each check fails if the template wires one of them wrong.
@MainActor
@Suite struct NavigationStackTests {
    /// The user the routes show.
    let ann = User(id: "u1", name: "Ann")

    /// The inspector of a UserDetail stack over `router`, whose client records into `calls`.
    func userDetailStack(_ router: UserDetailRouter, recordingInto calls: Calls) -> StandInInspector {
        let stack = withDependencies {
            $0.userDetailViewBuildingClient = recordingUserDetailClient(calls)
        } operation: {
            UserDetailNavigationStack(router: router) { BuiltView(call: "given root") }
        }
        return StandInInspector(stack)
    }

    /// The call named by the `BuiltView` inside `view`, or `nil`.
    func call(builtIn view: any View) -> String? {
        StandInInspector(view).firstView(of: BuiltView.self)?.call
    }

    /// The stack's path is the router's, read and written through the binding.
    @Test func thePathBindingReadsAndWritesTheRoutersPath() throws {
        let router = UserDetailRouter(path: [.photos(userID: "u1")])
        let stack = userDetailStack(router, recordingInto: Calls())
        let path = try #require(stack.navigationPath([UserDetailRoute].self))
        #expect(path.wrappedValue == [.photos(userID: "u1")])
        // Bound to the router, not to a copy of its path taken when the body was built.
        router.push(.photoDetail(Photo(id: "p2")))
        #expect(path.wrappedValue == [.photos(userID: "u1"), .photoDetail(Photo(id: "p2"))])
        // SwiftUI writes the path through the binding when the user swipes back.
        path.wrappedValue = [.photos(userID: "u1")]
        #expect(router.path == [.photos(userID: "u1")])
    }

    /// Each pushed route's view is the one the client builds for that route, with its parameters.
    @Test func theDestinationBuildsEachRouteThroughTheClientWithItsParameters() throws {
        let calls = Calls()
        let router = UserDetailRouter(path: [.profile(user: ann), .photos(userID: "u2", filter: .liked, highlight: "p9")])
        let stack = userDetailStack(router, recordingInto: calls)
        #expect(calls.log.isEmpty, "the body builds no screen itself")
        let destination = try #require(stack.navigationDestination(for: UserDetailRoute.self))
        // SwiftUI calls it for every route of the path, outside `withDependencies`: the stack
        // keeps the client it was made with.
        #expect(call(builtIn: destination(router.path[0])) == "profile Ann")
        #expect(call(builtIn: destination(router.path[1])) == "photos u2 liked p9")
        #expect(calls.log == ["profile Ann", "photos u2 liked p9"])
    }

    /// The sheet presents the sheet modals only, builds them through the client, and dismisses them.
    @Test func theSheetShowsOnlySheetModalsThroughTheClientAndNilDismissesIt() throws {
        let calls = Calls()
        let router = UserDetailRouter()
        let sheet = try #require(userDetailStack(router, recordingInto: calls).sheet(item: UserDetailModal.self))
        #expect(sheet.item.wrappedValue == nil)
        router.present(.report(userID: "u1", reasons: [.spam]))
        #expect(sheet.item.wrappedValue == .report(userID: "u1", reasons: [.spam]))
        #expect(call(builtIn: sheet.content(.report(userID: "u1", reasons: [.spam]))) == "report u1 [MatchingModels.ReportReason.spam]")
        // SwiftUI writes nil through the binding when the user swipes the sheet down.
        sheet.item.wrappedValue = nil
        #expect(router.modal == nil)
        // A full-screen modal is not the sheet's, and the sheet closing cannot dismiss it.
        router.present(.legacyProfile(userID: "u1"))
        #expect(sheet.item.wrappedValue == nil)
        sheet.item.wrappedValue = nil
        #expect(router.modal == .legacyProfile(userID: "u1"))
        #expect(calls.log == ["report u1 [MatchingModels.ReportReason.spam]"])
    }

    /// The full-screen cover presents the cover modals only, builds them through the client, and dismisses them.
    @Test func theFullScreenCoverShowsOnlyCoverModalsThroughTheClientAndNilDismissesIt() throws {
        let calls = Calls()
        let router = UserDetailRouter()
        let cover = try #require(userDetailStack(router, recordingInto: calls).fullScreenCover(item: UserDetailModal.self))
        #expect(cover.item.wrappedValue == nil)
        router.present(.legacyProfile(userID: "u1"))
        #expect(cover.item.wrappedValue == .legacyProfile(userID: "u1"))
        #expect(call(builtIn: cover.content(.legacyProfile(userID: "u1"))) == "legacyProfile u1")
        cover.item.wrappedValue = nil
        #expect(router.modal == nil)
        // A sheet modal is not the cover's, and the cover closing cannot dismiss it.
        router.present(.report(userID: "u1", reasons: []))
        #expect(cover.item.wrappedValue == nil)
        cover.item.wrappedValue = nil
        #expect(router.modal == .report(userID: "u1", reasons: []))
        #expect(calls.log == ["legacyProfile u1"])
    }

    /// A feature without full-screen modals gets a sheet and no cover.
    @Test func aFeatureWithOnlySheetModalsHasNoFullScreenCover() {
        let stack = withDependencies {
            $0.settingsViewBuildingClient.root = { AnyView(BuiltView(call: "root")) }
        } operation: {
            SettingsNavigationStack(router: SettingsRouter())
        }
        let inspector = StandInInspector(stack)
        #expect(inspector.sheet(item: SettingsModal.self) != nil)
        #expect(inspector.fullScreenCover(item: SettingsModal.self) == nil)
    }

    /// The screens of the stack find its router, the same instance, in the environment.
    @Test func theEnvironmentHoldsTheStacksOwnRouter() throws {
        let router = UserDetailRouter()
        let stack = userDetailStack(router, recordingInto: Calls())
        let object = try #require(stack.environmentObject(UserDetailRouter.self))
        #expect(object === router)
    }

    /// A declared root comes from the client of the dependency values, built once.
    @Test func theDeclaredRootIsBuiltOnceByTheClientOfTheDependencyValues() {
        let calls = Calls()
        let stack = withDependencies {
            $0.homeViewBuildingClient.root = {
                calls.log.append("root")
                return AnyView(BuiltView(call: "root"))
            }
        } operation: {
            HomeNavigationStack(router: HomeRouter())
        }
        #expect(calls.log == ["root"])
        // Evaluating the body, as SwiftUI does on every update, builds no other root.
        #expect(call(builtIn: stack) == "root")
        #expect(call(builtIn: stack) == "root")
        #expect(calls.log == ["root"])
    }

    /// A stack without declared root shows the root it is given, and builds no pushed screen itself.
    @Test func aStackWithoutDeclaredRootShowsTheGivenRootAndBuildsNoScreenEagerly() {
        // The client is the test value: had the body built a pushed screen itself, instead of
        // leaving it to navigationDestination, the test value would report an issue here.
        let router = UserDetailRouter(path: [.photos(userID: "u1")])
        let stack = UserDetailNavigationStack(router: router) {
            BuiltView(call: "given root")
        }
        #expect(call(builtIn: stack) == "given root")
    }
}
#endif
