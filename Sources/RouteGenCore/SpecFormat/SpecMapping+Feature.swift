extension SpecMapping {
    /// The top level of a feature spec (`<Feature>.routes.yaml`).
    static let feature = SpecMapping(
        summary: "A routegen feature spec (<Feature>.routes.yaml): one feature's screens, modals and events, with at least one screen or a root. The feature name is the file name before '.routes.yaml', an UpperCamelCase Swift identifier.",
        keys: [
            SpecKey(
                "access", .choice(AccessLevel.allCases.map(\.rawValue)),
                "The access level of everything generated: public (the default), package or internal.",
                example: "package"
            ),
            SpecKey(
                "imports", .orEmpty(.oneOrList(.string)),
                "Modules that define the parameter types, imported by every interface file: a list of module names, or one. Foundation is always imported.",
                example: ["Models"]
            ),
            SpecKey(
                "module", .orEmpty(.string),
                "The module that defines the 'view' types, which the live client imports. Leave it out when the views are in the module that compiles the live file.",
                example: "UserDetailFeature"
            ),
            SpecKey(
                "root", .orEmpty(.mapping(.caseBody(of: .root))),
                "The stack's root screen, shown under the path and never pushed: \(CaseKind.root.bodyKeysSpelled), or empty. Its params become the generated stack's initializer's, after 'router:'.",
                example: ["view": "UserDetailRootView"]
            ),
            SpecKey(
                "screens", .orEmpty(.dictionary(.orEmpty(.mapping(.caseBody(of: .screen))), minimum: 0)),
                "The push destinations, in order: at least one, unless the feature has a root, which its stack can show alone. Screen name (lowerCamelCase) -> \(CaseKind.screen.bodyKeysSpelled), or empty.",
                example: ["profile": ["params": ["user": "User"]]]
            ),
            SpecKey(
                "modals", .orEmpty(.dictionary(.orEmpty(.mapping(.caseBody(of: .modal))), minimum: 0)),
                "Destinations presented over the stack, never pushed. Modal name (lowerCamelCase) -> \(CaseKind.modal.bodyKeysSpelled), or empty.",
                example: ["report": ["view": "ReportView", "detents": ["medium", "large"]]]
            ),
            SpecKey(
                "events", .orEmpty(.dictionary(.orEmpty(.mapping(.caseBody(of: .event))), minimum: 0)),
                "What the feature reports to the app layer. Event name (lowerCamelCase) -> \(CaseKind.event.bodyKeysSpelled), or empty.",
                example: ["dismissed": [:]]
            ),
        ],
        requiredOneOf: ["screens", "root"],
        nonEmptyWhenRequired: ["screens"]
    )
}
