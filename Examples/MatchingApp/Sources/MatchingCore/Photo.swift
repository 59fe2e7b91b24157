/// A photo on a user's profile.
public struct Photo: Hashable, Identifiable, Sendable {
    /// The photo's identifier.
    public let id: String
    /// The user who posted it.
    public let userID: String

    /// Creates a photo.
    public init(id: String, userID: String) {
        self.id = id
        self.userID = userID
    }
}

/// Which of a user's photos a grid shows.
public enum PhotoFilter: Hashable, Sendable {
    /// Every photo.
    case all
    /// The photos posted in the last month.
    case recent
}
