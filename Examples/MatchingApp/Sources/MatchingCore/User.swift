/// A member of the matching service.
public struct User: Codable, Hashable, Identifiable, Sendable {
    /// The user's stable identifier.
    public let id: String
    /// The name shown on cards and profiles.
    public let name: String

    /// Creates a user.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

extension User {
    /// The signed-in user, whose profile the Me tab shows.
    public static let me = User(id: "me", name: "Mika")
    /// The users the Home grid shows.
    public static let samples = [User(id: "u1", name: "Ann"), User(id: "u2", name: "Bo"), User(id: "u3", name: "Chen")]
}

/// A user is written in a link by their ID, and read back from the users the app knows; a
/// real app would look the ID up in its store, or carry the ID in the route.
extension User: LosslessStringConvertible {
    /// The known user with ID `description`, or `nil`.
    public init?(_ description: String) {
        guard let user = ([User.me] + User.samples).first(where: { $0.id == description }) else { return nil }
        self = user
    }

    /// The user's ID.
    public var description: String { id }
}
