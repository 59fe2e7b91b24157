import Dependencies
import MatchingModels
import MatchingNavigation
import OnsenModels
import OnsenNavigation
import SwiftUI
import Testing

/// Views built through generated view-building clients set up with test closures, as a
/// feature does to show another module's screen without importing it.
@MainActor
@Suite struct ViewBuildingClientTests {
    @Test func buildsEachRouteThroughItsClosureWithItsParameters() {
        let calls = Calls()
        let client = recordingUserDetailClient(calls)
        _ = client.view(for: UserDetailRoute.profile(user: User(id: "u1", name: "Ann")))
        _ = client.view(for: UserDetailRoute.photos(userID: "u1"))
        _ = client.view(for: UserDetailRoute.photos(userID: "u1", filter: .liked, highlight: "p9"))
        _ = client.view(for: UserDetailRoute.photoDetail(Photo(id: "p2")))
        #expect(calls.log == ["profile Ann", "photos u1 all -", "photos u1 liked p9", "photoDetail p2"])
    }

    @Test func buildsEachModalThroughItsClosure() {
        let calls = Calls()
        let client = recordingUserDetailClient(calls)
        _ = client.view(for: UserDetailModal.legacyProfile(userID: "u1"))
        _ = client.view(for: UserDetailModal.report(userID: "u2", reasons: [.fakeProfile]))
        #expect(calls.log == ["legacyProfile u1", "report u2 [MatchingModels.ReportReason.fakeProfile]"])
    }

    @Test func aFeatureReachesAnotherFeaturesScreensThroughDependencies() {
        let calls = Calls()
        withDependencies {
            $0.userDetailViewBuildingClient = recordingUserDetailClient(calls)
        } operation: {
            // What a Home screen does to show a user's profile without importing UserDetail's views.
            @Dependency(\.userDetailViewBuildingClient) var userDetail
            _ = userDetail.view(for: .profile(user: User(id: "u3", name: "Kai")))
        }
        #expect(calls.log == ["profile Kai"])
    }

    @Test func overridingOneClosureOfTheTestValueIsEnough() {
        var built: [Facility.ID] = []
        withDependencies {
            $0.facilitySearchViewBuildingClient.facilityDetail = { id in
                built.append(id)
                return AnyView(BuiltView(call: "facilityDetail \(id)"))
            }
        } operation: {
            @Dependency(\.facilitySearchViewBuildingClient) var client
            _ = client.view(for: .facilityDetail(facilityID: 42))
        }
        #expect(built == [42])
    }

    @Test func theTestValueFailsLoudlyNamingTheScreenItWasNotGiven() {
        withKnownIssue {
            @Dependency(\.userDetailViewBuildingClient) var client
            _ = client.view(for: .photoDetail(Photo(id: "p1")))
        } matching: { issue in
            issue.description.contains("Unimplemented: UserDetailViewBuildingClient.photoDetail")
                && issue.description.contains("'photoDetail' screen")
        }
    }

    @Test func theTestValueNamesModalsToo() {
        withKnownIssue {
            _ = UserDetailViewBuildingClient.testValue.view(for: .legacyProfile(userID: "u1"))
        } matching: { issue in
            issue.description.contains("UserDetailViewBuildingClient.legacyProfile")
                && issue.description.contains("'legacyProfile' modal")
        }
    }
}
