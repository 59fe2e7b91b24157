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
    /// The buffer holding the spelt-out pieces below, kept as long as the parameter.
    let source: SwiftSource
    /// The parameter as an enum case declares it: `filter: PhotoFilter = .all`, `_ post: Post`.
    let declarationText: SourceText
    /// The parameter as a closure type lists it: `_ filter: PhotoFilter`.
    let closureParameterText: SourceText
    /// The parameter as an initializer or a function declares it, with `@escaping` and its default.
    let initializerParameterText: SourceText
    /// The parameter passed by its label to something declared like the case: `filter: filter`, or `post`.
    let argumentText: SourceText
    /// What the case's factory passes to the case: `argument`, with a closure or existential boxed.
    let boxedArgumentText: SourceText
    /// The bound value as the client's closure takes it: the name, or `name.function` for a
    /// callback, `name.value` for an existential.
    let clientArgument: String
    /// Whether the parameter is a closure, boxed in the enum.
    let isCallback: Bool
    /// Whether the parameter is an existential (`any P`), boxed in the enum.
    let isExistential: Bool
    /// Whether this is the case's last parameter.
    let isLast: Bool

    /// A parameter whose spelt-out pieces `source` holds; see the properties for what each value holds.
    init(
        source: SwiftSource, name: String, label: String, type: String, valueType: String, defaultValue: String?,
        declaration: SourceText, closureParameter: SourceText, initializerParameter: SourceText,
        argument: SourceText, boxedArgument: SourceText, clientArgument: String, isCallback: Bool, isExistential: Bool = false, isLast: Bool
    ) {
        self.source = source
        self.name = name
        self.label = label
        self.type = type
        self.valueType = valueType
        self.defaultValue = defaultValue
        declarationText = declaration
        closureParameterText = closureParameter
        initializerParameterText = initializerParameter
        argumentText = argument
        boxedArgumentText = boxedArgument
        self.clientArgument = clientArgument
        self.isCallback = isCallback
        self.isExistential = isExistential
        self.isLast = isLast
    }

    /// A parameter whose spelt-out strings are written to `source` as pieces of their own: for
    /// the rarer closures and existentials, whose strings are interpolated.
    convenience init(
        source: SwiftSource, name: String, label: String, type: String, valueType: String, defaultValue: String?,
        declaration: String, closureParameter: String, initializerParameter: String,
        argument: String, boxedArgument: String, clientArgument: String, isCallback: Bool, isExistential: Bool = false, isLast: Bool
    ) {
        self.init(
            source: source, name: name, label: label, type: type, valueType: valueType, defaultValue: defaultValue,
            declaration: source.piece(declaration), closureParameter: source.piece(closureParameter),
            initializerParameter: source.piece(initializerParameter), argument: source.piece(argument),
            boxedArgument: source.piece(boxedArgument), clientArgument: clientArgument, isCallback: isCallback,
            isExistential: isExistential, isLast: isLast
        )
    }

    /// The parameter as an enum case declares it, as a string.
    var declaration: String { source.text(of: declarationText) }
    /// The parameter as a closure type lists it, as a string.
    var closureParameter: String { source.text(of: closureParameterText) }
    /// The parameter as an initializer or a function declares it, as a string.
    var initializerParameter: String { source.text(of: initializerParameterText) }
    /// The parameter passed by its label, as a string.
    var argument: String { source.text(of: argumentText) }
    /// What the case's factory passes to the case, as a string.
    var boxedArgument: String { source.text(of: boxedArgumentText) }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
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

    /// Lends a spelt-out field's bytes from the buffer that holds them, no string made; other
    /// fields are answered by `value(for:)`, and a test checks that the two agree.
    override func lendText(of field: TemplateField, to body: (UnsafeBufferPointer<UInt8>) -> Void) -> FieldText {
        let piece: SourceText
        switch field {
        case .declaration: piece = declarationText
        case .closureParameter: piece = closureParameterText
        case .initializerParameter: piece = initializerParameterText
        case .argument: piece = argumentText
        case .boxedArgument: piece = boxedArgumentText
        default: return lendTextOfValue(of: field, to: body)
        }
        source.withBytes(of: piece, body)
        return .lent
    }
}
