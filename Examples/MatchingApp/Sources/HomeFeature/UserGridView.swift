import MatchingCore
import Navigation
import SwiftUI

/// Home's root: a card per user; tapping one pushes their profile.
public struct UserGridView: View {
    /// Home's router, which the generated `HomeNavigationStack` puts in the environment.
    @Environment(HomeRouter.self) private var router

    /// Creates the grid.
    public init() {}

    /// The cards, and a way to the settings.
    public var body: some View {
        VStack {
            ForEach(User.samples) { user in
                Button(user.name) {
                    router.push(.user(user: user))
                }
            }
            Button("Filters") {
                router.push(.filters())
            }
            Button("Settings") {
                router.send(.openSettings)
            }
        }
    }
}
