import MatchingCore
import SwiftUI

/// One settings item.
public struct SettingsDetailView: View {
    /// The item shown.
    public let item: SettingsItem

    /// Creates the detail of `item`.
    public init(item: SettingsItem) {
        self.item = item
    }

    /// The item's name.
    public var body: some View {
        Text(item.rawValue)
    }
}
