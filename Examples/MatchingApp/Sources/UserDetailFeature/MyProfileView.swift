import MatchingCore
import Navigation
import SwiftUI

/// The Me tab's root: the signed-in user's profile, their photos, the legacy editor and the
/// settings sheet.
public struct MyProfileView: View {
    /// The Me tab's router.
    @Environment(UserDetailRouter.self) private var router

    /// Creates the screen.
    public init() {}

    /// The profile and where to go from it.
    public var body: some View {
        VStack {
            ProfileView(user: .me)
            Button("Photos") {
                router.push(.photos(user: .me))
            }
            Button("Edit (legacy)") {
                router.present(.legacyProfile(userID: User.me.id))
            }
            Button("Settings") {
                router.present(.settings)
            }
        }
    }
}
