/// Spells out one feature's cases and parameters: declarations, patterns, argument lists and
/// closure signatures, with closures boxed in the feature's callback type and existentials in
/// its existential type.
struct CaseTranslator {
    /// The names of the feature whose cases are translated.
    var names: FeatureTypeNames
    /// The feature's buffer, which holds every case's and parameter's spelt-out pieces.
    let source: SwiftSource

    /// The translator of the cases of the feature named by `names`, spelling them into a new
    /// buffer of the feature's own.
    init(names: FeatureTypeNames) {
        self.names = names
        // A 30-screen feature's pieces take 8 to 16 KB: a new buffer doubles twice, not per case,
        // and most features reuse the memory of one gone before (``SwiftSourceMemory``).
        source = SwiftSource(capacity: 4_096)
    }

    /// The contexts of `cases`, each made at its position in the list (first, last), so that
    /// ``FeatureTranslator/markEnds(_:)`` need not make the ends anew.
    func translateList(_ cases: [ValidatedCase]) -> [CaseContext] {
        cases.indices.map { index in
            translateCase(cases[index], isFirst: index == cases.startIndex, isLast: index == cases.endIndex - 1)
        }
    }

    /// The context of one case, with its signatures spelled out, at the given position of its
    /// list; `isIndirect` for an event that carries another feature's events.
    func translateCase(_ validated: ValidatedCase, isIndirect: Bool = false, isFirst: Bool = false, isLast: Bool = false) -> CaseContext {
        // The feature's buffer, which holds the case's spelt-out pieces, each taken from it in turn.
        let scratch = source
        var parameters: [ParameterContext] = []
        parameters.reserveCapacity(validated.parameters.count)
        for (index, parameter) in validated.parameters.enumerated() {
            parameters.append(translateParameter(parameter, isLast: index == validated.parameters.count - 1, using: scratch))
        }
        let hasParameters = !parameters.isEmpty
        let hasCallbacks = parameters.contains(where: \.isCallback)
        let hasBoxedParameters = hasCallbacks || parameters.contains(where: \.isExistential)
        let namesList = Self.list(parameters, using: scratch) { $0.name }
        let hosted = validated.hostedFeature.map { feature in
            HostedStackContext(
                names: FeatureTypeNames(feature: feature),
                routerProperty: validated.name + "Router",
                routerLocal: Self.hostedRouterLocal(besides: parameters),
                stackArguments: parameters.map { ", " + ($0.label == "_" ? "" : $0.label + ": ") + $0.clientArgument }.joined()
            )
        }
        let links = LinkTranslator(names: names)
        let matchPattern = Self.matchPattern(validated.name, using: scratch)
        // Built as the argument of the context, not in a variable first: the context then takes
        // the case as it is (its init is `consuming`) rather than copying every field of it.
        return CaseContext(TranslatedCase(
            source: scratch,
            kind: validated.kind == .root ? CaseKind.screen.rawValue : validated.kind.rawValue,
            isRoot: validated.kind == .root,
            name: validated.name,
            docLines: validated.docLines.map { $0.isEmpty ? "///" : "/// " + $0 },
            parameters: parameters,
            declarationText: parameters.isEmpty ? scratch.piece(validated.name) : Self.call(validated.name, parameters, using: scratch) { $0.declarationText },
            isIndirect: isIndirect,
            patternText: hasParameters ? Self.bindingPattern(validated.name, parameters, using: scratch) : matchPattern,
            matchPatternText: matchPattern,
            lhsPatternText: Self.operandPattern(matchPattern, prefix: "l", count: parameters.count, using: scratch),
            rhsPatternText: Self.operandPattern(matchPattern, prefix: "r", count: parameters.count, using: scratch),
            parametersEqualText: Self.parametersEqual(count: parameters.count, using: scratch),
            callArgumentsText: namesList,
            caseArgumentsText: Self.list(parameters, using: scratch) { $0.argumentText },
            clientArgumentsText: Self.list(parameters, using: scratch) { $0.clientArgument },
            closureParametersText: Self.call("", parameters, using: scratch) { $0.closureParameterText },
            initializerParametersText: Self.list(parameters, using: scratch) { $0.initializerParameterText },
            ignoredParametersText: Self.list(parameters, using: scratch) { _ in "_" },
            hasCallbacks: hasCallbacks,
            hasBoxedParameters: hasBoxedParameters,
            // A boxed parameter makes the case have parameters, so the factory's are in parentheses.
            factoryDeclarationText: hasBoxedParameters
                ? Self.call(validated.name, parameters, using: scratch) { $0.initializerParameterText } : .empty,
            factoryArgumentsText: hasBoxedParameters ? Self.list(parameters, using: scratch) { $0.boxedArgumentText } : .empty,
            viewInitializerText: validated.view.map { view in
                Self.viewInitializer(view.description, parameters, using: scratch)
            } ?? .empty,
            style: validated.kind == .modal ? validated.style : .sheet,
            compactStyle: validated.kind == .modal ? validated.compactStyle : nil,
            detents: validated.detents.isEmpty ? "" : "[" + validated.detents.joined(separator: ", ") + "]",
            hosted: hosted,
            linkRoutes: links.linkRoutes(of: validated),
            linkBuild: links.linkBuild(of: validated),
            stateLink: validated.hostedFeature != nil && !validated.links.isEmpty ? links.stateLink(of: validated) : nil,
            restorationWriteText: links.restorationWrite(of: validated, using: scratch),
            restorationReadText: links.restorationRead(of: validated, using: scratch),
            // Most cases were never renamed: their own name needs no list to join.
            restorationNamesText: validated.renamedFrom.isEmpty
                ? Self.quoted(validated.name, using: scratch)
                : scratch.piece(([validated.name] + validated.renamedFrom).map(links.swiftString).joined(separator: ", ")),
            renamedNames: validated.renamedFrom.map(links.swiftString)
        ), isFirst: isFirst, isLast: isLast)
    }

    /// A pattern binding a case's `count` parameters as `prefix` and their position, for one
    /// operand of a generated `==`: `let .photos(l0, l1)`; `matchPattern` itself without any.
    /// Spelt as a piece of `source`, the feature's buffer.
    static func operandPattern(_ matchPattern: SourceText, prefix: StaticString, count: Int, using source: SwiftSource) -> SourceText {
        guard count > 0 else { return matchPattern }
        source.add("let ")
        source.add(matchPattern)
        source.add("(")
        for index in 0..<count {
            if index > 0 { source.add(", ") }
            source.add(prefix)
            source.add(decimal: index)
        }
        source.add(")")
        return source.take()
    }

    /// Whether the operands of a generated `==` hold equal parameters, for a case of `count`:
    /// `RouteEquality.areEqual(l0, r0) && RouteEquality.areEqual(l1, r1)`; `true` without any.
    /// Spelt as a piece of `source`, the feature's buffer.
    static func parametersEqual(count: Int, using source: SwiftSource) -> SourceText {
        guard count > 0 else { return source.piece("true") }
        for index in 0..<count {
            if index > 0 { source.add(" && ") }
            source.add("RouteEquality.areEqual(l")
            source.add(decimal: index)
            source.add(", r")
            source.add(decimal: index)
            source.add(")")
        }
        return source.take()
    }

    /// The event case that carries the events of the stack `modal` hosts: `settings(_ event: SettingsEvent)`,
    /// `indirect` so that features can host each other's stacks; `nil` for a modal that hosts none.
    func hostedEvent(of modal: CaseContext) -> CaseContext? {
        guard let hosted = modal.translated.hosted else { return nil }
        let event = ValidatedCase(
            kind: .event,
            name: modal.translated.name,
            docLines: ["An event of the \(hosted.names.feature) stack that the `\(modal.translated.name)` modal hosts."],
            parameters: [ValidatedParameter(name: "event", isLabelled: false, type: .named([SwiftTypeComponent(name: hosted.names.eventType)]), defaultValue: nil)],
            style: .sheet,
            view: nil
        )
        return translateCase(event, isIndirect: true)
    }

    /// `part` of each parameter, comma-separated, as a piece of `source`, the feature's buffer (a
    /// case has a few parameters, and a feature many cases: no array per list). A list of one is
    /// that part itself, shared rather than copied: most cases have one parameter.
    static func list(_ parameters: [ParameterContext], using source: SwiftSource, _ part: (ParameterContext) -> SourceText) -> SourceText {
        guard parameters.count > 1 else { return parameters.first.map(part) ?? .empty }
        return joinedList(parameters, using: source, part)
    }

    /// `part` of each parameter, comma-separated, as a piece of `source`: what `list` gives for
    /// any number of parameters, which a test compares it with.
    static func joinedList(_ parameters: [ParameterContext], using source: SwiftSource, _ part: (ParameterContext) -> SourceText) -> SourceText {
        guard !parameters.isEmpty else { return .empty }
        source.add(parameters, separator: ", ", part)
        return source.take()
    }

    /// `part` of each parameter, a string the parameter holds or a literal, comma-separated, as a
    /// piece of `source`.
    static func list(_ parameters: [ParameterContext], using source: SwiftSource, _ part: (ParameterContext) -> String) -> SourceText {
        guard !parameters.isEmpty else { return .empty }
        source.add(parameters, separator: ", ", part)
        return source.take()
    }

    /// `.name`: the pattern matching a case whatever its parameters, spelt in `source`, the
    /// feature's buffer, rather than concatenated.
    static func matchPattern(_ name: String, using source: SwiftSource) -> SourceText {
        source.add(".")
        source.add(name)
        return source.take()
    }

    /// `hostedRouter`, with an underscore added while a parameter has that name: the local a
    /// stack binds a hosted router to, in the arm whose pattern binds the modal's parameters.
    static func hostedRouterLocal(besides parameters: [ParameterContext]) -> String {
        SwiftNaming.name("hostedRouter") { local in parameters.contains { $0.name == local } }
    }

    /// `let .name(a, b)`: the switch pattern binding every parameter by its name, spelt in
    /// `source` with no `let .name` string made first.
    static func bindingPattern(_ name: String, _ parameters: [ParameterContext], using source: SwiftSource) -> SourceText {
        source.add("let .")
        source.add(name)
        source.add("(")
        source.add(parameters, separator: ", ") { $0.name }
        source.add(")")
        return source.take()
    }

    /// `text` as a Swift string literal, as ``LinkTranslator/swiftString(_:)`` spells it (a test
    /// compares them), spelt in `source` rather than interpolated.
    static func quoted(_ text: String, using source: SwiftSource) -> SourceText {
        source.add("\"")
        source.add(text)
        source.add("\"")
        return source.take()
    }

    /// `prefix`, then `part` of each parameter comma-separated in parentheses, as a piece of
    /// `source`, the feature's buffer.
    static func call(_ prefix: String, _ parameters: [ParameterContext], using source: SwiftSource, _ part: (ParameterContext) -> SourceText) -> SourceText {
        source.add(prefix)
        source.add("(")
        source.add(parameters, separator: ", ", part)
        source.add(")")
        return source.take()
    }

    /// The concrete view `view` built with the parameters by name, for live mode
    /// (`ProfileView(user: user, post: post)`: an unlabelled parameter is passed by its name
    /// too), as a piece of `source`.
    static func viewInitializer(_ view: String, _ parameters: [ParameterContext], using source: SwiftSource) -> SourceText {
        source.add(view)
        source.add("(")
        source.add(each: parameters, separator: ", ") { parameter in
            if parameter.label == "_" {
                source.add(parameter.name)
                source.add(": ")
                source.add(parameter.name)
            } else {
                source.add(parameter.argumentText)
            }
        }
        source.add(")")
        return source.take()
    }

    /// The context of one parameter; a value's declaration and closure parameter are spelt in
    /// `scratch`, the feature's buffer, as pieces of it.
    func translateParameter(_ parameter: ValidatedParameter, isLast: Bool, using scratch: SwiftSource) -> ParameterContext {
        let name = parameter.name
        let label = parameter.isLabelled ? name : "_"
        if let members = parameter.type.existentialMembers {
            return translateExistential(parameter, members: members, isLast: isLast)
        }
        guard let function = parameter.type.callback?.stored else {
            let type = parameter.typeName
            if !parameter.isLabelled { scratch.add("_ ") }
            scratch.add(name)
            scratch.add(": ")
            scratch.add(type)
            if let defaultValue = parameter.defaultValue {
                scratch.add(" = ")
                scratch.add(defaultValue)
            }
            let declarationText = scratch.take()
            scratch.add("_ ")
            scratch.add(name)
            scratch.add(": ")
            scratch.add(type)
            let closureParameterText = scratch.take()
            if parameter.isLabelled {
                scratch.add(name)
                scratch.add(": ")
                scratch.add(name)
            }
            let argument = parameter.isLabelled ? scratch.take() : scratch.piece(name)
            // A value is declared, passed and bound the same way everywhere: one string each.
            return ParameterContext(
                source: scratch, name: name, label: label, type: type, valueType: type, defaultValue: parameter.defaultValue,
                declaration: declarationText,
                closureParameter: closureParameterText,
                initializerParameter: declarationText,
                argument: argument,
                boxedArgument: argument,
                clientArgument: name,
                isCallback: false,
                isLast: isLast
            )
        }
        // A closure is boxed so that the route stays Hashable. The case takes the box and has no
        // default, so that its factory, which takes the closure, is the only match for a call
        // that passes a closure, `nil`, or nothing.
        let labelPrefix = parameter.isLabelled ? name + ": " : ""
        let declaredLabel = parameter.isLabelled ? name : "_ " + name
        let defaultSuffix = parameter.defaultValue.map { " = " + $0 } ?? ""
        let isOptional = parameter.type.isOptional
        let valueType = isOptional ? "(\(function))?" : function.description
        let boxed = "\(names.callbackType)<\(valueType)>"
        return ParameterContext(
            source: source, name: name, label: label, type: boxed, valueType: valueType, defaultValue: parameter.defaultValue,
            declaration: "\(declaredLabel): \(boxed)",
            closureParameter: "_ \(name): " + (isOptional ? valueType : "@escaping \(valueType)"),
            initializerParameter: "\(declaredLabel): " + (isOptional ? valueType : "@escaping \(valueType)") + defaultSuffix,
            argument: labelPrefix + name,
            boxedArgument: labelPrefix + "\(names.callbackType)(\(isOptional ? "optional: " : "")\(name))",
            clientArgument: name + ".function",
            isCallback: true,
            isLast: isLast
        )
    }

    /// The context of an existential parameter (`any Account`), boxed so that the route stays
    /// Hashable, as a closure is, and stored `& Sendable` so that it stays Sendable. As for a
    /// closure, the case takes the box and has no default; its factory takes the value.
    func translateExistential(_ parameter: ValidatedParameter, members: [SwiftType], isLast: Bool) -> ParameterContext {
        let name = parameter.name
        let label = parameter.isLabelled ? name : "_"
        let labelPrefix = parameter.isLabelled ? name + ": " : ""
        let declaredLabel = parameter.isLabelled ? name : "_ " + name
        let isSendable = members.contains { ["Sendable", "Swift.Sendable"].contains($0.description) }
        let stored = SwiftType.existential(isSendable ? members : members + [.named([SwiftTypeComponent(name: "Sendable")])])
        let isOptional = parameter.type.isOptional
        let valueType = (isOptional ? SwiftType.optional(stored) : stored).description
        let boxed = "\(names.existentialType)<\(valueType)>"
        return ParameterContext(
            source: source, name: name, label: label, type: boxed, valueType: valueType, defaultValue: parameter.defaultValue,
            declaration: "\(declaredLabel): \(boxed)",
            closureParameter: "_ \(name): \(valueType)",
            initializerParameter: "\(declaredLabel): \(valueType)" + (parameter.defaultValue.map { " = " + $0 } ?? ""),
            argument: labelPrefix + name,
            boxedArgument: labelPrefix + "\(names.existentialType)(\(isOptional ? "optional: " : "")\(name))",
            clientArgument: name + ".value",
            isCallback: false,
            isExistential: true,
            isLast: isLast
        )
    }
}
