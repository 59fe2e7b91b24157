import MatchingCore

/// A link the app opens: `matching://users/<id>`, `matching://photos/<user>/<id>` or
/// `matching://settings/<item>`.
enum DeepLink: Equatable {
    /// A user's profile on Home.
    case user(User)
    /// A photo's detail on the Me tab, above its owner's photos.
    case photo(Photo)
    /// A settings item.
    case settings(SettingsItem)

    /// Parses `link`; `nil` for anything else.
    init?(_ link: String) {
        let prefix = "matching://"
        guard link.hasPrefix(prefix) else { return nil }
        let parts = link.dropFirst(prefix.count).split(separator: "/").map(String.init)
        switch parts.first {
        case "users" where parts.count == 2:
            guard let user = User.samples.first(where: { $0.id == parts[1] }) else { return nil }
            self = .user(user)
        case "photos" where parts.count == 3:
            self = .photo(Photo(id: parts[2], userID: parts[1]))
        case "settings" where parts.count == 2:
            guard let item = SettingsItem(rawValue: parts[1]) else { return nil }
            self = .settings(item)
        default:
            return nil
        }
    }
}
