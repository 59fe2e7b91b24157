// The model types that Specs/Matching/*.routes.yaml name, so that the generated reference
// code compiles. Test-only: each app of the reference specs has its own models module.

/// A member of the matching app.
public struct User: Codable, Hashable, Sendable, Identifiable {
    /// The user's identifier.
    public var id: String
    /// The name shown on the user's card.
    public var name: String

    /// Creates a user.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// One photo of a user.
public struct Photo: Codable, Hashable, Sendable, Identifiable {
    /// The photo's identifier.
    public var id: String

    /// Creates a photo.
    public init(id: String) {
        self.id = id
    }
}

/// Which of a user's photos to show.
public enum PhotoFilter: String, CaseIterable, Codable, Hashable, Sendable {
    /// Every photo.
    case all
    /// Only the photos the viewer liked.
    case liked
}

/// The grid's search filter.
public struct SearchFilter: Codable, Hashable, Sendable {
    /// The lowest age shown.
    public var minimumAge: Int

    /// Creates a filter.
    public init(minimumAge: Int) {
        self.minimumAge = minimumAge
    }
}

/// Why a user is reported.
public enum ReportReason: String, Codable, Hashable, Sendable {
    /// Unwanted messages.
    case spam
    /// An impersonated identity.
    case fakeProfile
}

/// One row of the settings list.
public enum SettingsItem: String, Codable, Hashable, Sendable {
    /// The account settings.
    case account
    /// The privacy settings.
    case privacy
    /// The notification settings, which the Settings spec also links as a screen of its own.
    case notifications
}

/// A kind of push notification.
public enum NotificationKind: String, Codable, Hashable, Sendable {
    /// Someone liked the user.
    case likes
    /// A new message arrived.
    case messages
}
