import MatchingModels
import SwiftUI

// The concrete views `Specs/Matching/Settings.routes.yaml` names.

/// The list of settings.
public struct SettingsListView: View {
    /// Creates the list.
    public init() {}

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// One setting's detail.
public struct SettingsDetailView: View {
    /// The setting shown.
    public let item: SettingsItem

    /// Creates the detail of `item`.
    public init(item: SettingsItem) {
        self.item = item
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// The notification settings.
public struct NotificationSettingsView: View {
    /// The kinds of notification turned on.
    public let enabledKinds: [NotificationKind]

    /// Creates the screen with `enabledKinds` on.
    public init(enabledKinds: [NotificationKind]) {
        self.enabledKinds = enabledKinds
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// The sign-out confirmation.
public struct SignOutConfirmationView: View {
    /// Creates the confirmation.
    public init() {}

    /// Renders nothing.
    public var body: some View { EmptyView() }
}
