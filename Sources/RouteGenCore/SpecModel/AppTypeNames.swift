/// The names of the types routegen generates for an app spec: functions of the app name alone.
struct AppTypeNames: Hashable, Sendable {
    /// The app name (`Matching`).
    var app: String

    /// The app router class (`MatchingAppRouter`).
    var appRouterType: String { app + "AppRouter" }
    /// The enum of the app's tabs (`MatchingTab`).
    var tabType: String { app + "Tab" }
    /// The parsed link value (`MatchingLink`).
    var linkType: String { app + "Link" }
    /// The app's saved navigation state (`MatchingAppState`).
    var appStateType: String { app + "AppState" }
    /// The SwiftUI tab view (`MatchingTabView`).
    var tabViewType: String { app + "TabView" }
}
