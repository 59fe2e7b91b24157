/// A member of the matching service.
public struct User: Hashable, Identifiable, Sendable {
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
