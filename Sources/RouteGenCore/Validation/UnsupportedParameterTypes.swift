/// The well-known types a route can never hold, because they are not `Hashable` or not
/// `Sendable`, with what to use instead. A spec naming one gets that advice at its line, instead
/// of generated code that does not compile.
enum UnsupportedParameterTypes {
    /// Why a route cannot hold the type named `name` (a dotted name without generic arguments,
    /// such as `Binding` or `SwiftUI.Binding`), and what to use instead; `nil` for any other name.
    /// `inExistential` when the name is a member of `any P & Q`, which the route boxes: there
    /// `AnyObject` is a constraint, not a value, and `View` the one protocol no route may hold.
    static func reason(for name: String, inExistential: Bool = false) -> String? {
        let unqualified = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        if viewStateWrappers.contains(unqualified) {
            return "'\(unqualified)' ties the route to a view's state and is neither Hashable nor Sendable; return a value to the screen that pushed instead (push(_:onResult:) and returnResult(_:)), send an event, or pass an ID the destination loads"
        }
        switch name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : unqualified {
        case "EnvironmentValues":
            return "the environment belongs to the view hierarchy, not to a route; read it with @Environment in the destination view"
        case "AnyObject" where !inExistential, "AnyClass" where !inExistential:
            return "'\(name)' is not Hashable; pass an ID, or a value of a concrete Hashable and Sendable type"
        case "View" where inExistential:
            return "a view belongs to the view hierarchy, not to a route; name the destination's view with 'view:' and pass the values it needs"
        case "AnyHashable":
            return "'AnyHashable' is not Sendable; use a concrete Hashable and Sendable type"
        case "Error":
            return "'Error' is a protocol, and 'any Error' is not Hashable; use a concrete error type that is Hashable and Sendable (an enum, say), or report the failure with an event"
        default:
            return nil
        }
    }

    /// SwiftUI's property wrappers and bindings: state that belongs to a view.
    static let viewStateWrappers: Set<String> = [
        "Binding", "Bindable", "State", "StateObject", "ObservedObject", "Environment",
        "EnvironmentObject", "FocusState", "Namespace", "GestureState", "AppStorage", "SceneStorage",
    ]
}

extension SwiftType {
    /// The first dotted name in this type that a route cannot hold (see
    /// ``UnsupportedParameterTypes``), with why, looking through collections, optionals, generic
    /// arguments and an existential's members but not into function types, whose signatures
    /// need not be `Hashable`.
    var unsupportedTypeName: (name: String, reason: String)? {
        unsupportedTypeName(inExistential: false)
    }

    /// ``unsupportedTypeName``, for a type that is a member of an existential or not.
    private func unsupportedTypeName(inExistential: Bool) -> (name: String, reason: String)? {
        switch self {
        case .named(let components):
            let name = components.map(\.name).joined(separator: ".")
            if let reason = UnsupportedParameterTypes.reason(for: name, inExistential: inExistential) { return (name, reason) }
            return components.lazy.flatMap(\.genericArguments).compactMap(\.unsupportedTypeName).first
        case .existential(let members):
            return members.lazy.compactMap { $0.unsupportedTypeName(inExistential: true) }.first
        case .array(let element), .optional(let element):
            return element.unsupportedTypeName
        case .dictionary(let key, let value):
            return key.unsupportedTypeName ?? value.unsupportedTypeName
        case .function:
            return nil
        }
    }
}
