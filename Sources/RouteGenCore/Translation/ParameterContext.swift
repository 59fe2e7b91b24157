/// What a template sees of one parameter.
final class ParameterContext: TemplateObject {
    /// The parameter's name (`userID`), which closures, switch bindings and views use.
    let name: String
    /// The argument label: the name, or `_` for an unlabelled parameter.
    let label: String
    /// The type the enum case stores (`String?`; a function is boxed: `HomeCallback<@Sendable (Tag) -> Void>`,
    /// and an existential too: `HomeExistential<any Account & Sendable>`).
    let type: String
    /// The type closures, initializers and views take: `type`, or the function or existential
    /// itself for a boxed one.
    let valueType: String
    /// The default expression (`.all`, `nil`), if any.
    let defaultValue: String?
    /// The parameter as an enum case declares it: `filter: PhotoFilter = .all`, `_ post: Post`.
    let declaration: String
    /// The parameter as a closure type lists it: `_ filter: PhotoFilter`.
    let closureParameter: String
    /// The parameter as an initializer or a function declares it, with `@escaping` and its default.
    let initializerParameter: String
    /// The parameter passed by its label to something declared like the case: `filter: filter`, or `post`.
    let argument: String
    /// What the case's factory passes to the case: `argument`, with a closure or existential boxed.
    let boxedArgument: String
    /// The bound value as the client's closure takes it: the name, or `name.function` for a
    /// callback, `name.value` for an existential.
    let clientArgument: String
    /// Whether the parameter is a closure, boxed in the enum.
    let isCallback: Bool
    /// Whether the parameter is an existential (`any P`), boxed in the enum.
    let isExistential: Bool
    /// Whether this is the case's last parameter.
    let isLast: Bool

    /// A parameter; see the properties for what each value holds.
    init(
        name: String, label: String, type: String, valueType: String, defaultValue: String?,
        declaration: String, closureParameter: String, initializerParameter: String,
        argument: String, boxedArgument: String, clientArgument: String, isCallback: Bool, isExistential: Bool = false, isLast: Bool
    ) {
        self.name = name
        self.label = label
        self.type = type
        self.valueType = valueType
        self.defaultValue = defaultValue
        self.declaration = declaration
        self.closureParameter = closureParameter
        self.initializerParameter = initializerParameter
        self.argument = argument
        self.boxedArgument = boxedArgument
        self.clientArgument = clientArgument
        self.isCallback = isCallback
        self.isExistential = isExistential
        self.isLast = isLast
    }
}

extension ParameterContext {
    /// The value a template names `{{name}}`.
    func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .name: .text(name)
        case .label: .text(label)
        case .isLabelled: .flag(label != "_")
        case .type: .text(type)
        case .valueType: .text(valueType)
        case .defaultValue: .text(defaultValue)
        case .hasDefault: .flag(defaultValue != nil)
        case .declaration: .text(declaration)
        case .closureParameter: .text(closureParameter)
        case .initializerParameter: .text(initializerParameter)
        case .argument: .text(argument)
        case .boxedArgument: .text(boxedArgument)
        case .clientArgument: .text(clientArgument)
        case .isCallback: .flag(isCallback)
        case .isExistential: .flag(isExistential)
        case .isLast: .flag(isLast)
        default: nil
        }
    }
}
