/// Stage 4: turns a ``ValidatedFeature`` into the ``FeatureContext`` templates render.
///
/// Templates are logic-less, so everything they lay out is decided here: type names,
/// signatures, switch patterns, doc comment lines and the order of every list.
enum FeatureTranslator {
    /// The template context for `feature`; live files import the interface from `interfaceModule`.
    static func translate(_ feature: ValidatedFeature, interfaceModule: String? = nil) -> FeatureContext {
        let root = feature.root.map(translateCase)
        let screens = translateCases(feature.screens)
        let modals = translateCases(feature.modals)
        return FeatureContext(
            feature: feature.name,
            specFileName: feature.specFileName,
            access: accessModifier(feature.access),
            specImports: feature.imports,
            routeType: feature.name + "Route",
            modalType: feature.name + "Modal",
            eventType: feature.name + "Event",
            routerType: feature.name + "Router",
            clientType: feature.name + "ViewBuildingClient",
            clientKey: SwiftNaming.lowercasedLeadingCapitals(feature.name) + "ViewBuildingClient",
            stackType: feature.name + "NavigationStack",
            module: feature.module,
            interfaceModule: interfaceModule,
            root: root,
            screens: screens,
            modals: modals,
            events: translateCases(feature.events),
            destinations: markEnds((root.map { [$0] } ?? []) + screens + modals)
        )
    }

    /// The modifier written before each declaration: `public `, `package `, or nothing for internal.
    static func accessModifier(_ access: AccessLevel) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// The contexts of `cases`, in order, with first and last marked.
    static func translateCases(_ cases: [ValidatedCase]) -> [CaseContext] {
        markEnds(cases.map(translateCase))
    }

    /// `contexts` with `isFirst` and `isLast` set from their positions.
    static func markEnds(_ contexts: [CaseContext]) -> [CaseContext] {
        contexts.enumerated().map { index, context in
            var context = context
            context.isFirst = index == 0
            context.isLast = index == contexts.count - 1
            return context
        }
    }

    /// The context of one case, with its signatures spelled out.
    static func translateCase(_ validated: ValidatedCase) -> CaseContext {
        let parameters = validated.parameters.enumerated().map { index, parameter in
            translateParameter(parameter, isLast: index == validated.parameters.count - 1)
        }
        let labels = validated.parameters.map(\.label)
        let hasParameters = !parameters.isEmpty
        return CaseContext(
            kind: validated.kind == .root ? CaseKind.screen.rawValue : validated.kind.rawValue,
            isRoot: validated.kind == .root,
            name: validated.name,
            docLines: validated.docLines.map { $0.isEmpty ? "///" : "/// " + $0 },
            parameters: parameters,
            declaration: validated.name
                + (hasParameters ? "(" + parameters.map(\.declaration).joined(separator: ", ") + ")" : ""),
            pattern: hasParameters
                ? "let .\(validated.name)(\(labels.joined(separator: ", ")))"
                : ".\(validated.name)",
            callArguments: labels.joined(separator: ", "),
            closureParameters: "(" + parameters.map(\.closureParameter).joined(separator: ", ") + ")",
            ignoredParameters: Array(repeating: "_", count: parameters.count).joined(separator: ", "),
            viewInitializer: validated.view.map { view in
                "\(view)(" + labels.map { "\($0): \($0)" }.joined(separator: ", ") + ")"
            } ?? "",
            isFullScreenCover: validated.kind == .modal && validated.style == .fullScreenCover,
            isFirst: false,
            isLast: false
        )
    }

    /// The context of one parameter.
    static func translateParameter(_ parameter: ValidatedParameter, isLast: Bool) -> ParameterContext {
        let type = parameter.type.description
        return ParameterContext(
            label: parameter.label,
            type: type,
            defaultValue: parameter.defaultValue,
            declaration: "\(parameter.label): \(type)" + (parameter.defaultValue.map { " = \($0)" } ?? ""),
            closureParameter: "_ \(parameter.label): \(type)",
            isLast: isLast
        )
    }
}
