import Navigation
import SwiftUI

/// Asks before signing out.
public struct SignOutConfirmationView: View {
    /// The Settings tab's router.
    @Environment(SettingsRouter.self) private var router

    /// Creates the confirmation.
    public init() {}

    /// Confirm or cancel; confirming reports the sign-out to the app layer.
    public var body: some View {
        VStack {
            Button("Sign out") {
                router.dismissModal()
                router.send(.signedOut)
            }
            Button("Cancel") {
                router.dismissModal()
            }
        }
    }
}
