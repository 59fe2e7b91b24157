import Mustache

/// What a template sees of one screen, modal or event: its names and ready-made signatures.
struct CaseContext: Hashable, Sendable {
    /// `screen`, `modal` or `event`; `screen` for the root too.
    var kind: String
    /// Whether this is the stack's root screen.
    var isRoot: Bool
    /// The case name (`photos`).
    var name: String
    /// The doc comment, one `///` line per entry.
    var docLines: [String]
    /// The parameters, in spec order.
    var parameters: [ParameterContext]
    /// The case as the enum declares it: `photos(userID: String, filter: PhotoFilter = .all)`.
    var declaration: String
    /// A switch pattern binding every parameter: `let .photos(userID, filter)`, or `.home`.
    var pattern: String
    /// The bound parameters passed on, in order: `userID, filter` (empty without parameters).
    var callArguments: String
    /// The closure parameter list: `(_ userID: String, _ filter: PhotoFilter)`, or `()`.
    var closureParameters: String
    /// One `_` per parameter, comma-separated, for closures that ignore their arguments.
    var ignoredParameters: String
    /// The concrete view built with the parameters by label, for live mode:
    /// `ProfileView(user: user)`; empty when the spec names no view.
    var viewInitializer: String
    /// Whether a modal is presented as a full-screen cover (always `false` for screens and events).
    var isFullScreenCover: Bool
    /// Whether this is the first case of its list.
    var isFirst: Bool
    /// Whether this is the last case of its list.
    var isLast: Bool
}

extension CaseContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "kind": kind
        case "isRoot": isRoot
        case "name": self.name
        case "docLines": docLines
        case "hasDoc": !docLines.isEmpty
        case "parameters": parameters
        case "hasParameters": !parameters.isEmpty
        case "declaration": declaration
        case "pattern": pattern
        case "callArguments": callArguments
        case "closureParameters": closureParameters
        case "ignoredParameters": ignoredParameters
        case "viewInitializer": viewInitializer
        case "isFullScreenCover": isFullScreenCover
        case "style": isFullScreenCover ? ModalStyle.fullScreenCover.rawValue : ModalStyle.sheet.rawValue
        case "isFirst": isFirst
        case "isLast": isLast
        default: nil
        }
    }
}
