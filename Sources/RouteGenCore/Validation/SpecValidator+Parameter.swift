extension SpecValidator {
    /// Validates one parameter: its name, type and default.
    ///
    /// `shadowing` names a type the generated enum nests (`Screen` in a Route) which a
    /// parameter type of the same name would silently refer to instead of the user's type.
    mutating func validateParameter(
        _ spec: ParameterSpec, of subject: MessageSubject, shadowing: (name: String, enclosingType: String)?, ownEnum: String? = nil
    ) -> ValidatedParameter? {
        // Made once, not per message: the messages' closures then capture it, not the whole spec.
        let parameter = subject.parameter(named: spec.name.text)
        validateName(spec.name, isLabelled: spec.isLabelled, of: subject)
        let facts: ParameterTypeFacts
        switch parsedType(spec.type.text) {
        case .success(let parsed):
            facts = parsed
        case .failure(let problem):
            if spec.type.text.hasPrefix("{"), spec.type.text.hasSuffix("}") {
                let brackets = "[" + spec.type.text.dropFirst().dropLast().trimmingWhitespace + "]"
                error("invalid type '\(spec.type.shown)' for \(parameter): Swift writes a dictionary type with brackets; write \(spec.name.shown): \(brackets.yamlQuoted)", at: spec.type.position)
                return nil
            }
            error("invalid type '\(spec.type.shown)' for \(parameter): \(problem.message)", at: spec.type.position(atOffset: problem.offset))
            return nil
        }
        let type = facts.type
        warnAboutSuspiciousNames(facts, written: spec.type, parameter: parameter.description)
        if let ownEnum, type.storesInline(ownEnum) {
            error("type '\(type)' of \(parameter) holds \(ownEnum), the enum this case belongs to, which would make it recursive; pass the values the destination needs, or an ID", at: spec.type.position)
            return nil
        }
        if let shadowing, facts.mentions(shadowing.name) {
            error("type '\(type)' of \(parameter) would refer to the generated '\(shadowing.enclosingType).\(shadowing.name)'; qualify it with its module, e.g. 'Models.\(shadowing.name)'", at: spec.type.position)
        }
        guard validateRouteSafety(of: facts, written: spec.type, parameter: parameter.description) else { return nil }
        guard let defaultsToNil = validateDefaultsToNil(spec, type: type, parameter: parameter.description) else { return nil }
        let validated = ValidatedParameter(
            name: spec.name.text, isLabelled: spec.isLabelled, type: type, typeName: facts.description, defaultValue: type.isOptional && defaultsToNil ? "nil" : nil
        )
        guard let written = spec.defaultValue else { return validated }
        if type.isBoxed {
            guard type.isOptional, written.text == "nil" else {
                let message = type.callback != nil
                    ? "can only be 'nil', for an optional function type such as '((Tag) -> Void)?'; closures cannot be written in a spec"
                    : "can only be 'nil', for an optional existential such as '(any FeedLoading)?'; a value behind a protocol cannot be written in a spec"
                error("the default of \(parameter) \(message)", at: written.position)
                return nil
            }
            return validated
        }
        if written.text == "nil", !type.isOptional {
            error("the default of \(parameter) is 'nil', but its type '\(type)' is not optional; write '\(type)?' or remove the default", at: written.position)
            return nil
        }
        if facts.isBool, let swift = Self.yamlBooleans[written.text] {
            error("the default of \(parameter) is '\(written.shown)', which Swift does not know; write 'default: \(swift)'", at: written.position)
            return nil
        }
        switch parsedExpression(written.text) {
        case .success(let expression):
            if let integerType = facts.integerType, let problem = Self.integerLiteralOverflow(expression.text, integerType: integerType) {
                error("the default '\(written.shown)' of \(parameter) \(problem)", at: written.position)
                return nil
            }
            if facts.isString {
                warnAboutUnquotedString(expression, written: written, parameter: parameter.description)
            }
            return ValidatedParameter(name: spec.name.text, isLabelled: spec.isLabelled, type: type, typeName: facts.description, defaultValue: expression.text)
        case .failure(let problem):
            error("invalid default value '\(written.shown)' for \(parameter): \(problem.message)", at: written.position(atOffset: problem.offset))
            return nil
        }
    }

    /// Whether an optional parameter defaults to `nil` (`defaultsToNil:`, true unless written
    /// `false`); `nil`, with an error, when the key is not a Boolean, is given with `default:`,
    /// or is given for a type that is not optional.
    mutating func validateDefaultsToNil(_ spec: ParameterSpec, type: SwiftType, parameter: @autoclosure () -> String) -> Bool? {
        guard let written = spec.defaultsToNil else { return true }
        guard written.text == "true" || written.text == "false" else {
            error("'defaultsToNil' of \(parameter()) is true or false; found '\(written.shown)'", at: written.position)
            return nil
        }
        if spec.defaultValue != nil {
            error("\(parameter()) has both 'default' and 'defaultsToNil'; keep 'default' for a default value, or 'defaultsToNil: false' for none", at: written.position)
            return nil
        }
        guard type.isOptional else {
            error("'defaultsToNil' of \(parameter()) applies to optional types only; '\(type)' has no default unless 'default' gives one", at: written.position)
            return nil
        }
        return written.text == "true"
    }

    /// Checks that a parameter name (its label too, unless unlabelled) is an identifier and not a keyword.
    mutating func validateName(_ name: SpecText, isLabelled: Bool, of subject: MessageSubject) {
        let noun = isLabelled ? "label" : "name"
        if SwiftNaming.isKeyword(name.text) {
            error("'\(name.shown)' is a Swift keyword and cannot \(noun) a parameter of \(subject)", at: name.position)
        } else if !SwiftNaming.isIdentifier(name.text) {
            let suggestion = SwiftNaming.lowerCamelCase(name.text).map { ", e.g. '\($0)'" } ?? ""
            error("parameter \(noun) '\(name.shown)' of \(subject) must be a Swift identifier (ASCII letters, digits and '_')\(suggestion)", at: name.position)
        }
    }

    /// Checks that the names of a case's parameters are unique: they name the closure's
    /// parameters, the switch bindings and the view initializer's arguments.
    mutating func checkDistinctParameterNames(_ parameters: [ParameterSpec], of subject: MessageSubject) {
        // A case has a few parameters, for which comparing each with those before it beats
        // hashing; a hostile spec's thousands are looked up in a table.
        let usesTable = parameters.count > 16
        var firstPositions: [String: SourcePosition] = [:]
        // Read in place, by index: an enumerated iterator, and a slice's `first(where:)`, copy
        // every parameter they pass.
        for index in parameters.indices {
            let name = parameters[index].name
            var earlier: SourcePosition?
            if usesTable {
                earlier = firstPositions[name.text]
                if earlier == nil { firstPositions[name.text] = name.position }
            } else if let other = (0..<index).first(where: { parameters[$0].name.text == name.text }) {
                earlier = parameters[other].name.position
            }
            guard let earlier else { continue }
            error("parameter name '\(name.shown)' of \(subject) is already used at \(earlier); each parameter needs its own name", at: name.position)
        }
    }

    /// Checks that a route can hold a value of `type`: `Hashable` and `Sendable`, or a function
    /// type or existential routegen wraps. Returns `false`, with an error saying why and what to
    /// use instead, for the types that cannot be.
    mutating func validateRouteSafety(of facts: ParameterTypeFacts, written: SpecText, parameter: @autoclosure () -> String) -> Bool {
        if case .optional(let wrapped) = facts.type, wrapped.isBoxed, wrapped.isOptional {
            let kind = wrapped.callback != nil ? "function" : "existential"
            error("type '\(facts.description)' of \(parameter()) is an optional of an optional \(kind); write '\(wrapped)'", at: written.position)
            return false
        }
        if let unsupported = facts.unsupported {
            error("type '\(facts.description)' of \(parameter()) cannot be a route parameter: \(unsupported.reason)", at: written.position)
            return false
        }
        return true
    }

    /// The ranges of the standard integer types, by name.
    static let integerRanges: [String: (min: Int128, max: Int128)] = [
        "Int": (Int128(Int.min), Int128(Int.max)), "Int8": (Int128(Int8.min), Int128(Int8.max)),
        "Int16": (Int128(Int16.min), Int128(Int16.max)), "Int32": (Int128(Int32.min), Int128(Int32.max)),
        "Int64": (Int128(Int64.min), Int128(Int64.max)), "UInt": (0, Int128(UInt.max)),
        "UInt8": (0, Int128(UInt8.max)), "UInt16": (0, Int128(UInt16.max)),
        "UInt32": (0, Int128(UInt32.max)), "UInt64": (0, Int128(UInt64.max)),
    ]

    /// Why an integer literal default (`300`, `-0x81`, `1_000`) does not fit the standard
    /// integer type `type` (swiftc refuses it where the default is used); `nil` when it fits, or
    /// when the default is not such a literal.
    static func integerLiteralOverflow(_ text: String, type: SwiftType) -> String? {
        integerType(type).flatMap { integerLiteralOverflow(text, integerType: $0) }
    }

    /// The standard integer type `type` is (`Int`, `Swift.UInt8`), with its range; `nil` for
    /// any other type.
    static func integerType(_ type: SwiftType) -> (name: String, range: (min: Int128, max: Int128))? {
        guard case .named(let components) = type, let last = components.last, last.genericArguments.isEmpty,
              components.count == 1 || (components.count == 2 && components[0].name == "Swift"),
              let range = integerRanges[last.name]
        else { return nil }
        return (last.name, range)
    }

    /// Why an integer literal default does not fit `integerType`, a standard integer type
    /// named with its range (``integerType(_:)``); `nil` when it fits, or when the default is
    /// not such a literal.
    static func integerLiteralOverflow(_ text: String, integerType: (name: String, range: (min: Int128, max: Int128))) -> String? {
        let (name, range) = integerType
        // Most defaults are short decimal literals: read those over their bytes, without the
        // character-by-character filtering below (about 10,000 instructions a default).
        if let value = shortDecimalValue(text) {
            return value >= range.min && value <= range.max ? nil : "does not fit in \(name) (\(range.min)...\(range.max))"
        }
        let isNegative = text.hasPrefix("-")
        var digits = Substring(text.filter { $0 != "_" }.dropFirst(isNegative ? 1 : 0))
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit }) else { return nil }
        let magnitude = UInt128(digits, radix: radix)
        let value = magnitude.flatMap { $0 <= UInt128(Int128.max) ? Int128($0) : nil }.map { isNegative ? -$0 : $0 }
        guard let value, value >= range.min, value <= range.max else {
            return "does not fit in \(name) (\(range.min)...\(range.max))"
        }
        return nil
    }

    /// The value of `text` when it is 1 to 18 decimal digits, after a `-` or not (which always
    /// fits in `Int64`); `nil` for any other text, which ``integerLiteralOverflow(_:type:)``
    /// reads the general way.
    static func shortDecimalValue(_ text: String) -> Int128? {
        var utf8 = text.utf8[...]
        let isNegative = utf8.first == UInt8(ascii: "-")
        if isNegative { utf8 = utf8.dropFirst() }
        guard (1...18).contains(utf8.count) else { return nil }
        var value: Int64 = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return Int128(isNegative ? -value : value)
    }

    /// Warns when a `String` parameter's default is not a Swift string literal but was quoted in
    /// YAML (YAML ate the quotes, so `default: "hi"` means the identifier `hi`), or is a bare
    /// word (`default: hello`), which Swift reads as a variable that rarely exists.
    mutating func warnAboutUnquotedString(_ expression: SwiftExpression, written: SpecText, parameter: @autoclosure () -> String) {
        guard !expression.isStringLiteral, expression.text != "nil" else { return }
        let fix = "write default: '\"\(expression.text.shown)\"' for a string literal"
        if written.style == .singleQuoted || written.style == .doubleQuoted {
            warning("the default of \(parameter()) is the Swift expression '\(expression.text.shown)', not a string: YAML removed the quotes; \(fix)", at: written.position)
        } else if SwiftNaming.isIdentifier(expression.text), !SwiftNaming.isKeyword(expression.text) {
            warning("the default of \(parameter()) is the Swift variable '\(expression.text.shown)', not a string; \(fix)", at: written.position)
        }
    }

    /// The words YAML 1.1 reads as booleans but Swift does not, with the Swift literal meant.
    static let yamlBooleans: [String: String] = [
        "yes": "true", "Yes": "true", "YES": "true", "on": "true", "On": "true", "ON": "true",
        "y": "true", "Y": "true", "True": "true", "TRUE": "true",
        "no": "false", "No": "false", "NO": "false", "off": "false", "Off": "false", "OFF": "false",
        "n": "false", "N": "false", "False": "false", "FALSE": "false",
    ]

    /// The standard types a spec may spell in lower case by mistake, by that spelling.
    static let lowercasedStandardTypes: [String: String] = Dictionary(uniqueKeysWithValues: [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "URL", "UUID", "Date", "Data", "Decimal",
    ].map { ($0.lowercased(), $0) })

    /// Warns about a type name that is a standard type in lower case (`int`, `string`, `url`)
    /// or a YAML boolean (`flag: yes`): Swift has no such type, unless the app declares one.
    mutating func warnAboutSuspiciousNames(_ facts: ParameterTypeFacts, written: SpecText, parameter: @autoclosure () -> String) {
        for (name, standard) in facts.suspiciousNames {
            if let standard {
                warning("type '\(facts.description)' of \(parameter()) names '\(name)', which is not a Swift type unless you declared it; did you mean '\(standard)'?", at: written.position)
            } else {
                warning("type '\(facts.description)' of \(parameter()) names '\(name)', a YAML boolean, not a type; write the parameter's type, e.g. 'Bool'", at: written.position)
            }
        }
    }
}
