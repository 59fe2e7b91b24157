/// The app's tabs, one feature each.
public enum AppTab: Hashable, Sendable {
    /// Home: the grid of users.
    case home
    /// Me: the signed-in user's profile.
    case me
    /// Settings.
    case settings
}
