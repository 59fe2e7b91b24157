/// Which of a feature's enums a case belongs to.
enum CaseKind: String, CaseIterable, Hashable, Sendable {
    /// A push destination: a case of the feature's Route.
    case screen
    /// A destination presented over the stack: a case of the feature's Modal.
    case modal
    /// Something the feature reports to the app layer: a case of the feature's Event.
    case event
    /// The first screen of the feature's stack, shown under the pushed path; never pushed.
    case root

    /// The kind with its article, for messages: `a screen`, `an event`.
    var withArticle: String {
        "\(rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(rawValue)"
    }

    /// How messages name a case of this kind called `name`: `screen 'profile'`, or `the root screen`.
    func subject(named name: String) -> String {
        self == .root ? "the root screen" : rawValue + " '" + name + "'"
    }
}
