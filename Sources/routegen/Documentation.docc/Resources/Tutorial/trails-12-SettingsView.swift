import SwiftUI
import TrailsNavigation

/// The settings, presented as a sheet over the Profile tab.
public struct SettingsView: View {
    @Environment(ProfileRouter.self) private var router

    public init() {}

    public var body: some View {
        VStack {
            Text("Settings")
            Button("Done") {
                router.dismissModal()
            }
        }
    }
}
