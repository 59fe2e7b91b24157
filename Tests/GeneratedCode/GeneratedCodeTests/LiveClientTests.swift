import Dependencies
import MatchingFeatures
import MatchingLive
import MatchingModels
import MatchingNavigation
import POSNavigation
import SwiftUI
import Testing

/// The view an `AnyView` erases, found the way it is stored in SwiftUI and in the stand-in.
func erasedView<V>(_ view: AnyView, as type: V.Type) -> V? {
    Mirror(reflecting: view).descendant("storage", "view") as? V
}

/// The live-mode reference output (`Tests/GeneratedCode/ReferenceOutput/MatchingLive`), compiled in its own
/// module as in an app target: each client's live value builds the spec's `view:` types with
/// the screen's parameters, and the dependency system finds it.
@MainActor
@Suite struct LiveClientTests {
    let ann = User(id: "u1", name: "Ann")

    @Test func liveValuesBuildTheDeclaredViewsWithTheirParameters() throws {
        let userDetail = UserDetailViewBuildingClient.liveValue
        let photos = try #require(erasedView(userDetail.view(for: .photos(userID: "u1", highlight: "p9")), as: PhotoGridView.self))
        #expect(photos.userID == "u1")
        #expect(photos.filter == .all)
        #expect(photos.highlight == "p9")
        #expect(erasedView(userDetail.view(for: .profile(user: ann)), as: ProfileView.self)?.user == ann)
        #expect(erasedView(userDetail.view(for: .legacyProfile(userID: "u1")), as: LegacyProfileView.self)?.userID == "u1")

        let home = HomeViewBuildingClient.liveValue
        #expect(erasedView(home.root(), as: UserGridView.self) != nil)
        #expect(erasedView(home.view(for: .search()), as: SearchView.self)?.query == "")
    }

    @Test func theLiveContextResolvesTheLiveValue() {
        let view = withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.settingsViewBuildingClient) var client
            return client.view(for: SettingsRoute.detail(item: .account))
        }
        #expect(erasedView(view, as: SettingsDetailView.self)?.item == .account)
    }

    /// swift-dependencies reads `previewValue` through the interface module's `TestDependencyKey`
    /// conformance, which cannot see the app's `DependencyKey` one: the interface's preview value
    /// must find the live value at run time for previews to build the real views.
    @Test func thePreviewContextResolvesTheLiveValue() {
        let view = withDependencies {
            $0.context = .preview
        } operation: {
            @Dependency(\.homeViewBuildingClient) var client
            return client.view(for: .filters(current: SearchFilter(minimumAge: 30)))
        }
        #expect(erasedView(view, as: FiltersView.self)?.current == SearchFilter(minimumAge: 30))
    }

    /// A feature whose live value is not linked in (a feature package's own previews) previews
    /// with the test value, which says which closure to set up.
    @Test func withoutALiveValueThePreviewContextResolvesTheTestValue() {
        withKnownIssue {
            _ = withDependencies {
                $0.context = .preview
            } operation: {
                @Dependency(\.registerViewBuildingClient) var client
                return client.view(for: RegisterRoute.orderDetail(orderID: 1))
            }
        } matching: { issue in
            issue.description.contains("Unimplemented: RegisterViewBuildingClient.orderDetail")
        }
    }
}
