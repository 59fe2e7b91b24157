import Dependencies
import HomeFeature
import MatchingApp
import MatchingCore
import Navigation
import SettingsFeature
import SwiftUI
import Testing
import UserDetailFeature

/// The live view-building clients routegen generated into MatchingApp: each builds its
/// feature's concrete screens, and Home shows UserDetail's profile through UserDetail's
/// client, never importing UserDetailFeature.
@MainActor
@Suite struct LiveWiringTests {
    let ann = User.samples[0]

    /// Checks that `screen` is Home's UserScreen of Ann, whose body is UserDetail's profile of
    /// Ann, built by UserDetail's live client.
    func expectUserScreenShowingProfileOfAnn(_ screen: AnyView, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let userScreen = try #require(erasedView(screen, as: UserScreen.self), sourceLocation: sourceLocation)
        #expect(userScreen.user == ann, sourceLocation: sourceLocation)
        let profile = try #require(erasedView(userScreen.body, as: ProfileView.self), sourceLocation: sourceLocation)
        #expect(profile.user == ann, sourceLocation: sourceLocation)
    }

    @Test func homeBuildsUserDetailsProfileThroughTheLiveClient() throws {
        let screen = withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.homeViewBuildingClient) var home
            return home.view(for: .user(user: ann))
        }
        try expectUserScreenShowingProfileOfAnn(screen)
    }

    @Test func everyFeatureBuildsItsRootAndScreensWithTheirParameters() throws {
        #expect(erasedView(HomeViewBuildingClient.liveValue.root(), as: UserGridView.self) != nil)
        #expect(erasedView(UserDetailViewBuildingClient.liveValue.root(), as: MyProfileView.self) != nil)
        #expect(erasedView(SettingsViewBuildingClient.liveValue.root(), as: SettingsListView.self) != nil)

        let bo = User.samples[1]
        let photos = try #require(erasedView(UserDetailViewBuildingClient.liveValue.view(for: UserDetailRoute.photos(user: bo)), as: PhotosView.self))
        #expect(photos.user == bo)
        #expect(photos.filter == .all)
        let filters = try #require(erasedView(HomeViewBuildingClient.liveValue.view(for: .filters()), as: FiltersView.self))
        #expect(filters.current == .everyone)
        let cover = UserDetailViewBuildingClient.liveValue.view(for: UserDetailModal.legacyProfile(userID: "me"))
        #expect(erasedView(cover, as: LegacyProfileView.self)?.userID == "me")
        let detail = SettingsViewBuildingClient.liveValue.view(for: .detail(item: .notifications))
        #expect(erasedView(detail, as: SettingsDetailView.self)?.item == .notifications)
    }

#if os(Linux)
    /// Home's generated stack, with the live clients, shows a route pushed on Home's router as
    /// UserDetail's profile: its destination builds Home's UserScreen, whose body is the screen
    /// UserDetail's live client builds. Linux only: it looks into the stack through the SwiftUI
    /// stand-in's `StandInInspector`, which SwiftUI does not have.
    @Test func aRoutePushedOnHomeShowsUserDetailsProfileThroughHomesGeneratedStack() throws {
        let app = AppModel()
        try withDependencies {
            $0.context = .live
        } operation: {
            let stack = StandInInspector(HomeNavigationStack(router: app.home))
            #expect(stack.firstView(of: UserGridView.self) != nil)
            let path = try #require(stack.navigationPath([HomeRoute].self))
            let destination = try #require(stack.navigationDestination(for: HomeRoute.self))
            // What tapping a card of the grid does.
            app.home.push(.user(user: ann))
            let pushed = try #require(path.wrappedValue.last)
            let screen = try #require(destination(pushed) as? AnyView)
            try expectUserScreenShowingProfileOfAnn(screen)
        }
    }
#endif

    @Test func aFeatureTestSeesOnlyTheScreensItSetsUp() throws {
        // In tests the dependency is the generated test value: a test overrides what it needs.
        let screen = withDependencies {
            $0.userDetailViewBuildingClient.profile = { user in AnyView(Text("stub \(user.name)")) }
        } operation: {
            UserScreen(user: ann)
        }
        #expect(erasedView(screen.body, as: Text.self) != nil)
    }

    @Test func theTestValueFailsLoudlyForAScreenATestDidNotSetUp() {
        withKnownIssue {
            _ = HomeViewBuildingClient.testValue.view(for: .filters())
        } matching: { issue in
            issue.description.contains("Unimplemented: HomeViewBuildingClient.filters")
        }
    }

    @Test func theRootViewBuildsEachStacksRootThroughTheLiveClients() {
        // Were a root built by a test value, it would report an issue and fail this test.
        let model = AppModel()
        withDependencies {
            $0.context = .live
        } operation: {
            for tab in MatchingTab.allCases {
                model.selectedTab = tab
                _ = AppRootView(model: model).body
            }
        }
    }

#if os(Linux)
    @Test func theRootViewShowsEachTabsStackBoundToThatTabsRouterAndTheSelectedTab() throws {
        // StandInInspector exists only in the SwiftUI stand-in, on Linux.
        let model = AppModel()
        try withDependencies {
            $0.context = .live
        } operation: {
            let root = StandInInspector(AppRootView(model: model))
            let tabs = StandInInspector(try #require(root.firstView(of: MatchingTabView.self)))
            // The tab view's selection is the app router's selected tab, both ways.
            let selection = try #require(tabs.tabSelection(MatchingTab.self))
            selection.wrappedValue = .settings
            #expect(model.selectedTab == .settings)
            model.selectedTab = .me
            #expect(selection.wrappedValue == .me)
            // One tab per feature, in the app spec's order, each bound to its own router.
            let tagged = tabs.taggedViews(MatchingTab.self)
            #expect(tagged.map(\.tag) == [.home, .me, .settings])
            let meStack = try #require(StandInInspector(tagged[1].view).firstView(of: UserDetailNavigationStack<AnyView>.self))
            #expect(StandInInspector(meStack).environmentObject(UserDetailRouter.self) === model.me)
            let settingsStack = try #require(StandInInspector(tagged[2].view).firstView(of: SettingsNavigationStack<AnyView>.self))
            #expect(StandInInspector(settingsStack).environmentObject(SettingsRouter.self) === model.settings)
        }
    }
#endif
}
