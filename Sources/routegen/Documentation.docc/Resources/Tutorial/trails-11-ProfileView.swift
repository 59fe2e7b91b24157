import SwiftUI
import TrailsNavigation

/// The Profile tab's root.
public struct ProfileView: View {
    @Environment(ProfileRouter.self) private var router

    public init() {}

    public var body: some View {
        VStack {
            Text("Your hikes")
            Button("Settings") {
                router.present(.settings)
            }
        }
    }
}
