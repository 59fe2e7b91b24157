/// An entry of the Settings list.
public enum SettingsItem: String, CaseIterable, Codable, Hashable, Identifiable, Sendable {
    /// The account: email, password, profile.
    case account
    /// Which notifications arrive.
    case notifications

    /// The item itself.
    public var id: Self { self }
}
