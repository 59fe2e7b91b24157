// The generated stacks are driven through the SwiftUI stand-in's StandInInspector, which exists
// on Linux only; elsewhere only their compilation is checked.
#if os(Linux)
import Dependencies
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import SwiftUI
import Testing

/// What the generated stacks present: a hosted feature's stack bound to the hosted router,
/// popovers, the spec's detents, and the root built from the root's parameters.
@MainActor
@Suite struct StackPresentationTests {
    let ann = User(id: "u1", name: "Ann")

    /// The inspector of a UserDetail stack over `router` for `ann`, whose client records into `calls`.
    func userDetailStack(_ router: UserDetailRouter, recordingInto calls: Calls) -> StandInInspector {
        let stack = withDependencies {
            $0.userDetailViewBuildingClient = recordingUserDetailClient(calls)
        } operation: {
            UserDetailNavigationStack(router: router, user: ann)
        }
        return StandInInspector(stack)
    }

    @Test func theRootIsBuiltFromTheRootsParameters() throws {
        let calls = Calls()
        let stack = userDetailStack(UserDetailRouter(), recordingInto: calls)
        #expect(calls.log == ["root Ann"])
        #expect(stack.firstView(of: BuiltView.self)?.call == "root Ann")
    }

    @Test func aHostingModalPresentsTheHostedStackBoundToTheHostedRouter() throws {
        let router = UserDetailRouter()
        let sheet = try #require(userDetailStack(router, recordingInto: Calls()).sheet(item: UserDetailModal.self))
        router.present(.settings)
        let settingsRouter = try #require(router.settingsRouter)
        // The inspector looks into the erased view, but a view found inside has an inspector of its own.
        let hosted = withDependencies {
            $0.settingsViewBuildingClient.root = { AnyView(BuiltView(call: "settings root")) }
        } operation: {
            StandInInspector(StandInInspector(sheet.content(.settings)).firstView(of: SettingsNavigationStack<AnyView>.self)!)
        }
        let path = try #require(hosted.navigationPath([SettingsRoute].self))
        path.wrappedValue = [.detail(item: .privacy)]
        #expect(settingsRouter.path == [.detail(item: .privacy)])
        #expect(hosted.environmentObject(SettingsRouter.self) === settingsRouter)
        #expect(hosted.firstView(of: BuiltView.self)?.call == "settings root")
    }

    @Test func aHostedStackOfTheSameFeatureGetsTheModalsParameters() throws {
        let router = UserDetailRouter()
        let calls = Calls()
        let sheet = try #require(userDetailStack(router, recordingInto: calls).sheet(item: UserDetailModal.self))
        let bob = User(id: "u2", name: "Bob")
        router.present(.otherUser(user: bob))
        let hosted = withDependencies {
            $0.userDetailViewBuildingClient = recordingUserDetailClient(calls)
        } operation: {
            StandInInspector(StandInInspector(sheet.content(.otherUser(user: bob))).firstView(of: UserDetailNavigationStack<AnyView>.self)!)
        }
        #expect(hosted.environmentObject(UserDetailRouter.self) === router.otherUserRouter)
        #expect(calls.log == ["root Ann", "root Bob"])
    }

    @Test func aSheetRestsAtTheSpecsDetents() throws {
        let router = UserDetailRouter()
        let sheet = try #require(userDetailStack(router, recordingInto: Calls()).sheet(item: UserDetailModal.self))
        let report = StandInInspector(sheet.content(.report(userID: "u1", reasons: [])))
        #expect(report.presentationDetents == [.medium, .large])
        let settings = StandInInspector(sheet.content(.settings))
        #expect(settings.presentationDetents == nil, "a modal without detents keeps SwiftUI's")
    }

    @Test func aPopoverShowsOnlyPopoverModalsAndClosesOnlyThem() throws {
        let router = HomeRouter()
        let stack = withDependencies {
            $0.homeViewBuildingClient.root = { AnyView(EmptyView()) }
            $0.homeViewBuildingClient.ageRange = { filter in AnyView(BuiltView(call: "ageRange \(filter.minimumAge)")) }
        } operation: {
            StandInInspector(HomeNavigationStack(router: router))
        }
        let popover = try #require(stack.popover(item: HomeModal.self))
        #expect(stack.sheet(item: HomeModal.self) == nil, "Home has no sheet")
        router.present(.ageRange(SearchFilter(minimumAge: 30)))
        #expect(popover.item.wrappedValue == .ageRange(SearchFilter(minimumAge: 30)))
        #expect(router.presentedSheet == nil)
        router.presentedSheet = nil
        #expect(router.modal != nil, "a sheet closing does not close the popover")
        let content = StandInInspector(popover.content(.ageRange(SearchFilter(minimumAge: 30))))
        #expect(content.firstView(of: BuiltView.self)?.call == "ageRange 30")
        popover.item.wrappedValue = nil
        #expect(router.modal == nil)
    }

    @Test func aPopoverCanRestAtDetentsWhenItShowsAsASheet() throws {
        let router = FacilitySearchRouter()
        let stack = withDependencies {
            $0.facilitySearchViewBuildingClient.sortOrder = { _, _ in AnyView(EmptyView()) }
        } operation: {
            StandInInspector(FacilitySearchNavigationStack(router: router) { EmptyView() })
        }
        let popover = try #require(stack.popover(item: FacilitySearchModal.self))
        let content = StandInInspector(popover.content(.sortOrder(area: Area(name: "Hakone"), current: .distance)))
        #expect(content.presentationDetents == [.fraction(0.4)])
    }

    @Test func theClientShowsAHostedStackAtItsRootWithARouterOfItsOwn() throws {
        let client = UserDetailViewBuildingClient.testValue
        let view = withDependencies {
            $0.settingsViewBuildingClient.root = { AnyView(EmptyView()) }
        } operation: {
            client.view(for: .settings)
        }
        let stack = try #require(StandInInspector(view).firstView(of: SettingsNavigationStack<AnyView>.self))
        let router = try #require(StandInInspector(stack).environmentObject(SettingsRouter.self))
        #expect(router.path == [])
    }
}
#endif
