import MatchingCore
import SwiftUI

/// A user's profile. It needs no router, so any feature's stack can show it.
public struct ProfileView: View {
    /// The user shown.
    public let user: User

    /// Creates the profile of `user`.
    public init(user: User) {
        self.user = user
    }

    /// The user's name.
    public var body: some View {
        Text(user.name)
    }
}
