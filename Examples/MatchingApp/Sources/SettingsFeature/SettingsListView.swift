import MatchingCore
import Navigation
import SwiftUI

/// Settings' root: the items and the sign-out button.
public struct SettingsListView: View {
    /// The Settings tab's router.
    @Environment(SettingsRouter.self) private var router

    /// Creates the list.
    public init() {}

    /// A button per item, and sign-out.
    public var body: some View {
        VStack {
            ForEach(SettingsItem.allCases) { item in
                Button(item.rawValue) {
                    router.push(.detail(item: item))
                }
            }
            Button("Sign out") {
                router.present(.signOutConfirmation)
            }
        }
    }
}
