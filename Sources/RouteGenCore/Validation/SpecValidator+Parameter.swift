extension SpecValidator {
    /// Validates one parameter: its label, type and default.
    ///
    /// `shadowing` names a type the generated enum nests (`Screen` in a Route) which a
    /// parameter type of the same name would silently refer to instead of the user's type.
    mutating func validateParameter(
        _ spec: ParameterSpec, of subject: String, shadowing: (name: String, generated: String)?
    ) -> ValidatedParameter? {
        let parameter = "parameter '\(spec.label.shown)' of \(subject)"
        validateLabel(spec.label, of: subject)
        let type: SwiftType
        switch SwiftTypeParser.parse(spec.type.text) {
        case .success(let parsed):
            type = parsed
        case .failure(let problem):
            error("invalid type '\(spec.type.shown)' for \(parameter): \(problem.message)", at: spec.type.position(atOffset: problem.offset))
            return nil
        }
        if let shadowing, type.mentions(shadowing.name) {
            error("type '\(type)' of \(parameter) would refer to the generated '\(shadowing.generated)'; qualify it with its module, e.g. 'Models.\(shadowing.name)'", at: spec.type.position)
        }
        guard let written = spec.defaultValue else {
            return ValidatedParameter(label: spec.label.text, type: type, defaultValue: type.isOptional ? "nil" : nil)
        }
        switch SwiftExpressionParser.parse(written.text) {
        case .success(let expression):
            warnAboutUnquotedString(expression, written: written, type: type, parameter: parameter)
            return ValidatedParameter(label: spec.label.text, type: type, defaultValue: expression.text)
        case .failure(let problem):
            error("invalid default value '\(written.shown)' for \(parameter): \(problem.message)", at: written.position(atOffset: problem.offset))
            return nil
        }
    }

    /// Checks that a label is an identifier and not a keyword.
    mutating func validateLabel(_ label: SpecText, of subject: String) {
        if SwiftNaming.isKeyword(label.text) {
            error("'\(label.shown)' is a Swift keyword and cannot label a parameter of \(subject)", at: label.position)
        } else if !SwiftNaming.isIdentifier(label.text) {
            let suggestion = SwiftNaming.lowerCamelCase(label.text).map { ", e.g. '\($0)'" } ?? ""
            error("parameter label '\(label.shown)' of \(subject) must be a Swift identifier (ASCII letters, digits and '_')\(suggestion)", at: label.position)
        }
    }

    /// Warns when a `String` parameter's default was quoted in YAML but is not a Swift string
    /// literal: YAML ate the quotes, so `default: "hi"` means the identifier `hi`.
    mutating func warnAboutUnquotedString(_ expression: SwiftExpression, written: SpecText, type: SwiftType, parameter: String) {
        guard ["String", "String?"].contains(type.description),
            written.style == .singleQuoted || written.style == .doubleQuoted,
            !expression.isStringLiteral, expression.text != "nil"
        else { return }
        warning("the default of \(parameter) is the Swift expression '\(expression.text)', not a string: YAML removed the quotes; write default: '\"\(expression.text)\"' for a string literal", at: written.position)
    }
}
