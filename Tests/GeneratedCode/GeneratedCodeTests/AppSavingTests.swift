import Foundation
import MatchingModels
import MatchingNavigation
import Testing

/// Saving the app costs what changed: a feature at its root with nothing presented is left
/// out of the saved state, and restoring leaves its router as it is.
@MainActor
@Suite struct AppSavingTests {
    /// The top-level keys of saved state.
    static func keys(of data: Data) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return Set(try #require(object).keys)
    }

    @Test func featuresAtTheirRootAreLeftOut() throws {
        let router = MatchingAppRouter()
        #expect(try Self.keys(of: router.navigationState.encoded()) == ["selectedTab"])
        router.settings.push(.notifications())
        #expect(try Self.keys(of: router.navigationState.encoded()) == ["selectedTab", "settings"])
        router.settings.popToRoot()
        router.home.present(.ageRange(SearchFilter(minimumAge: 18)))
        #expect(try Self.keys(of: router.navigationState.encoded()) == ["selectedTab", "home"])
    }

    @Test func aFeatureLeftOutRestoresAsItIs() throws {
        let saved = MatchingAppRouter()
        saved.settings.push(.notifications())
        let restored = MatchingAppRouter()
        restored.home.present(.ageRange(SearchFilter(minimumAge: 18)))
        restored.restore(MatchingAppState(restoring: saved.navigationState.encoded()))
        #expect(restored.settings.path == [.notifications()])
        #expect(restored.home.modal == .ageRange(SearchFilter(minimumAge: 18)))
    }
}
