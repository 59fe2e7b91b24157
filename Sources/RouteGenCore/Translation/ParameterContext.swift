import Mustache

/// What a template sees of one parameter.
struct ParameterContext: Hashable, Sendable {
    /// The parameter's name (`userID`), which closures, switch bindings and views use.
    var name: String
    /// The argument label: the name, or `_` for an unlabelled parameter.
    var label: String
    /// The type the enum case stores (`String?`; a function is boxed: `HomeCallback<@Sendable (Tag) -> Void>`).
    var type: String
    /// The type closures, initializers and views take: `type`, or the function itself for a callback.
    var valueType: String
    /// The default expression (`.all`, `nil`), if any.
    var defaultValue: String?
    /// The parameter as an enum case declares it: `filter: PhotoFilter = .all`, `_ post: Post`.
    var declaration: String
    /// The parameter as a closure type lists it: `_ filter: PhotoFilter`.
    var closureParameter: String
    /// The parameter as an initializer or a function declares it, with `@escaping` and its default.
    var initializerParameter: String
    /// The parameter passed by its label to something declared like the case: `filter: filter`, or `post`.
    var argument: String
    /// What the case's factory passes to the case: `argument`, with a callback boxed.
    var boxedArgument: String
    /// The bound value as the client's closure takes it: the name, or `name.function` for a callback.
    var clientArgument: String
    /// Whether the parameter is a closure, boxed in the enum.
    var isCallback: Bool
    /// Whether this is the case's last parameter.
    var isLast: Bool
}

extension ParameterContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "label": label
        case "isLabelled": label != "_"
        case "type": type
        case "valueType": valueType
        case "defaultValue": defaultValue
        case "hasDefault": defaultValue != nil
        case "declaration": declaration
        case "closureParameter": closureParameter
        case "initializerParameter": initializerParameter
        case "argument": argument
        case "boxedArgument": boxedArgument
        case "clientArgument": clientArgument
        case "isCallback": isCallback
        case "isLast": isLast
        default: nil
        }
    }
}
