/// The well-known types a route can never hold, because they are not `Hashable` or not
/// `Sendable`, with what to use instead. A spec naming one gets that advice at its line, instead
/// of generated code that does not compile.
enum UnsupportedParameterTypes {
    /// Why a route cannot hold the type named `name` (a dotted name without generic arguments,
    /// such as `Binding` or `SwiftUI.Binding`), and what to use instead; `nil` for any other name.
    static func reason(for name: String) -> String? {
        let unqualified = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        if viewStateWrappers.contains(unqualified) {
            return "'\(unqualified)' ties the route to a view's state and is neither Hashable nor Sendable; return a value to the screen that pushed instead (push(_:onResult:) and returnResult(_:)), send an event, or pass an ID the destination loads"
        }
        switch name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : unqualified {
        case "EnvironmentValues":
            return "the environment belongs to the view hierarchy, not to a route; read it with @Environment in the destination view"
        case "AnyObject", "AnyClass":
            return "'\(name)' is not Hashable; pass an ID, or a value of a concrete Hashable and Sendable type"
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
    /// ``UnsupportedParameterTypes``), looking through collections, optionals and generic
    /// arguments but not into function types, whose signatures need not be `Hashable`.
    var unsupportedTypeName: String? {
        switch self {
        case .named(let components):
            let name = components.map(\.name).joined(separator: ".")
            if UnsupportedParameterTypes.reason(for: name) != nil { return name }
            return components.lazy.flatMap(\.genericArguments).compactMap(\.unsupportedTypeName).first
        case .array(let element), .optional(let element):
            return element.unsupportedTypeName
        case .dictionary(let key, let value):
            return key.unsupportedTypeName ?? value.unsupportedTypeName
        case .function:
            return nil
        }
    }
}
