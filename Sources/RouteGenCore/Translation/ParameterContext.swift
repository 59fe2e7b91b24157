import Mustache

/// What a template sees of one parameter.
struct ParameterContext: Hashable, Sendable {
    /// The argument label (`userID`).
    var label: String
    /// The canonical Swift type (`String?`).
    var type: String
    /// The default expression (`.all`, `nil`), if any.
    var defaultValue: String?
    /// The parameter as an enum case declares it: `filter: PhotoFilter = .all`.
    var declaration: String
    /// The parameter as a closure type lists it: `_ filter: PhotoFilter`.
    var closureParameter: String
    /// Whether this is the case's last parameter.
    var isLast: Bool
}

extension ParameterContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "type": type
        case "defaultValue": defaultValue
        case "hasDefault": defaultValue != nil
        case "declaration": declaration
        case "closureParameter": closureParameter
        case "isLast": isLast
        default: nil
        }
    }
}
