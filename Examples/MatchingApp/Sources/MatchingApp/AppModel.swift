import MatchingCore
import Navigation
import Observation

/// The app layer: owns each feature's router, decides what the features' events do (such as
/// switching feature), and opens deep links. Features never reach each other; they send events.
@MainActor
@Observable
public final class AppModel {
    /// The tab showing.
    public var selectedTab: AppTab = .home
    /// Home's navigation state.
    public let home = HomeRouter()
    /// The Me tab's navigation state.
    public let me = UserDetailRouter()
    /// Settings' navigation state.
    public let settings = SettingsRouter()
    /// The photos the user liked, most recent last.
    public private(set) var likedPhotoIDs: [String] = []
    /// Whether the user is signed in.
    public private(set) var isSignedIn = true

    /// Creates the app layer and subscribes to every feature's events.
    public init() {
        home.onEvent = { [weak self] event in self?.handle(event) }
        me.onEvent = { [weak self] event in self?.handle(event) }
        settings.onEvent = { [weak self] event in self?.handle(event) }
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

    /// Opens `link`: selects its tab and replaces that tab's path in one mutation. Returns
    /// `false`, changing nothing, for a link the app does not know.
    @discardableResult
    public func open(_ link: String) -> Bool {
        guard let deepLink = DeepLink(link) else { return false }
        switch deepLink {
        case .user(let user):
            selectedTab = .home
            home.replacePath(with: [.user(user: user)])
        case .photo(let photo):
            selectedTab = .me
            me.replacePath(with: [.photos(userID: photo.userID), .photoDetail(photo)])
        case .settings(let item):
            selectedTab = .settings
            settings.replacePath(with: [.detail(item: item)])
        }
        return true
    }
}
