import Dependencies
import MatchingCore
import Navigation
import SwiftUI

/// A user's profile on Home's stack. The UserDetail feature owns the profile screen: Home
/// shows it through `UserDetailViewBuildingClient`, without importing UserDetailFeature.
public struct UserScreen: View {
    /// The user shown.
    public let user: User
    /// Builds UserDetail's screens; the app registers its live value.
    @Dependency(\.userDetailViewBuildingClient) private var userDetail

    /// Creates the screen of `user`.
    public init(user: User) {
        self.user = user
    }

    /// UserDetail's profile of `user`, as its client builds it.
    public var body: AnyView {
        userDetail.profile(user)
    }
}
