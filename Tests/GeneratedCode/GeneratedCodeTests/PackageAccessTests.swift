import MatchingModels
import MatchingNavigation
import Testing

/// `access: package` (the Settings spec) makes the generated API visible across the
/// package's modules, as the reference output is used from this test target.
@MainActor
@Suite struct PackageAccessTests {
    @Test func aPackageFeatureIsUsableFromAnotherModuleOfThePackage() {
        let router = SettingsRouter()
        router.push(.notifications())
        router.push(.detail(item: .privacy))
        #expect(router.current?.screen == .detail)
        #expect(SettingsRoute.notifications() == .notifications(enabledKinds: []))
        router.present(.signOutConfirmation)
        #expect(router.modal?.isFullScreenCover == false)
        var events: [SettingsEvent] = []
        router.onEvent = { events.append($0) }
        router.send(.signedOut)
        #expect(events == [.signedOut])
    }
}
