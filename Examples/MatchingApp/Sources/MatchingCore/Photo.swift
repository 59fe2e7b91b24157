/// A photo on a user's profile.
public struct Photo: Codable, Hashable, Identifiable, Sendable {
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

/// A photo is written in a link by its ID, which starts with its owner's (`u1-3`).
extension Photo: LosslessStringConvertible {
    /// The photo with ID `description`, whose owner is the part before its last '-'.
    public init?(_ description: String) {
        guard let dash = description.lastIndex(of: "-"), dash != description.startIndex else { return nil }
        self.init(id: description, userID: String(description[..<dash]))
    }

    /// The photo's ID.
    public var description: String { id }
}

/// Which of a user's photos a grid shows.
public enum PhotoFilter: String, Codable, Hashable, Sendable {
    /// Every photo.
    case all
    /// The photos posted in the last month.
    case recent
}
