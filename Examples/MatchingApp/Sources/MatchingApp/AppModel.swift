import Foundation
import MatchingCore
import Navigation
import Observation

/// The app layer: owns the app's navigation (generated from Matching.app.yaml: a router per
/// tab, the selected tab, links and restoration) and decides what the features' events do,
/// such as switching feature. Features never reach each other; they send events.
@MainActor
@Observable
public final class AppModel {
    /// The tabs, their routers, the links the app opens and the state restoration saves.
    public let navigation: MatchingAppRouter
    /// The photos the user liked, most recent last.
    public private(set) var likedPhotoIDs: [String] = []
    /// Whether the user is signed in.
    public private(set) var isSignedIn = true

    /// Creates the app layer, restoring `savedState` if given, and subscribes to every feature's events.
    public init(restoring savedState: Data? = nil) {
        navigation = MatchingAppRouter()
        if let savedState {
            navigation.restore(MatchingAppState(restoring: savedState))
        }
        home.onEvent = { [weak self] event in self?.handle(event) }
        me.onEvent = { [weak self] event in self?.handle(event) }
        settings.onEvent = { [weak self] event in self?.handle(event) }
    }

    /// The tab showing.
    public var selectedTab: MatchingTab {
        get { navigation.selectedTab }
        set { navigation.selectedTab = newValue }
    }

    /// Home's navigation state.
    public var home: HomeRouter { navigation.home }
    /// The Me tab's navigation state.
    public var me: UserDetailRouter { navigation.me }
    /// Settings' navigation state.
    public var settings: SettingsRouter { navigation.settings }

    /// Opens `url` (`matching://users/u1`, `https://matching.example.com/settings/account`):
    /// selects its tab and sets that tab's stack in one mutation. Returns `false`, changing
    /// nothing, for a link the app does not open.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        navigation.open(url)
    }

    /// What `@SceneStorage` keeps between launches.
    public var savedState: Data {
        navigation.navigationState.encoded()
    }

    /// Home asked for the settings: switch to the Settings tab.
    func handle(_ event: HomeEvent) {
        switch event {
        case .openSettings:
            selectedTab = .settings
        }
    }

    /// The Me tab reported a like, or its settings sheet reported what Settings reports.
    func handle(_ event: UserDetailEvent) {
        switch event {
        case .liked(let photoID):
            likedPhotoIDs.append(photoID)
        case .settings(let event):
            handle(event)
        }
    }

    /// Settings reported a sign-out, from its tab or from the Me tab's sheet: every stack
    /// returns to its root, every modal goes, and Home shows.
    func handle(_ event: SettingsEvent) {
        switch event {
        case .signedOut:
            isSignedIn = false
            home.popToRoot()
            me.popToRoot()
            settings.popToRoot()
            home.dismissModal()
            me.dismissModal()
            settings.dismissModal()
            selectedTab = .home
        }
    }
}
