import Mustache

/// What a template sees of one screen, modal, event or the root: its names and ready-made signatures.
struct CaseContext: Sendable {
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
    /// Whether the enum declares the case `indirect`: an event that carries another feature's events.
    var isIndirect: Bool
    /// A switch pattern binding every parameter: `let .photos(userID, filter)`, or `.home`.
    var pattern: String
    /// A pattern matching the case whatever its parameters: `.photos`.
    var matchPattern: String
    /// The bound parameters' names, in order: `userID, filter` (empty without parameters).
    var callArguments: String
    /// The parameters passed by label to something declared like the case: `post, scrollTo: scrollTo`.
    var caseArguments: String
    /// The bound parameters as the client's closure takes them: `userID, onSelect.function`.
    var clientArguments: String
    /// The closure parameter list: `(_ userID: String, _ filter: PhotoFilter)`, or `()`.
    var closureParameters: String
    /// The parameters as an initializer or a factory declares them, comma-separated, with defaults.
    var initializerParameters: String
    /// One `_` per parameter, comma-separated, for closures that ignore their arguments.
    var ignoredParameters: String
    /// Whether a parameter is a closure, which the enum boxes.
    var hasCallbacks: Bool
    /// The factory that takes the closures themselves: `tagPicker(onSelect: @escaping @Sendable (Tag) -> Void)`.
    var factoryDeclaration: String
    /// What the factory passes to the case, with the closures boxed.
    var factoryArguments: String
    /// The concrete view built with the parameters by name, for live mode:
    /// `ProfileView(user: user)`; empty when the spec names no view.
    var viewInitializer: String
    /// How a modal is presented (`sheet`, `fullScreenCover` or `popover`); `sheet` for the others.
    var style: ModalStyle
    /// The sheet's detents as a Swift set literal (`[.medium, .large]`); empty when not given.
    var detents: String
    /// The stack a modal hosts (`stack:`), if any.
    var hosted: HostedStackContext?
    /// The case's link templates, the canonical one first.
    var linkRoutes: [LinkRouteContext] = []
    /// The pattern and expression building the canonical link, when a template can build one.
    var linkBuild: (pattern: String, expression: String)?
    /// The expression saving the case for restoration; `nil` when it cannot be saved.
    var restorationWrite: String?
    /// The expression reading the case back from a saved `entry`; `nil` when it cannot be saved.
    var restorationRead: String?
    /// The names a saved entry of this case may have: its own, then its earlier ones, as Swift
    /// string literals (`"photos", "gallery"`).
    var restorationNames: String = ""
    /// The case's earlier names (`renamedFrom`), as Swift string literals (`"gallery"`).
    var renamedNames: [String] = []
    /// Whether this is the first case of its list.
    var isFirst: Bool
    /// Whether this is the last case of its list.
    var isLast: Bool
}

/// What a template sees of the stack a modal hosts: the other feature's type names, and the
/// presenting router's property holding the hosted router.
struct HostedStackContext: Hashable, Sendable {
    /// The hosted feature's type names.
    var names: FeatureTypeNames
    /// The presenting router's property holding the hosted router (`settingsRouter`).
    var routerProperty: String
    /// The modal's bound parameters passed to the hosted stack's initializer by label, after
    /// `router:` and a comma (`, user: user`); empty without parameters.
    var stackArguments: String
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
        case "isIndirect": isIndirect
        case "pattern": pattern
        case "matchPattern": matchPattern
        case "callArguments": callArguments
        case "caseArguments": caseArguments
        case "clientArguments": clientArguments
        case "closureParameters": closureParameters
        case "initializerParameters": initializerParameters
        case "ignoredParameters": ignoredParameters
        case "hasCallbacks": hasCallbacks
        case "factoryDeclaration": factoryDeclaration
        case "factoryArguments": factoryArguments
        case "viewInitializer": viewInitializer
        case "style": style.rawValue
        case "isSheet": style == .sheet
        case "isFullScreenCover": style == .fullScreenCover
        case "isPopover": style == .popover
        case "detents": detents
        case "hasDetents": !detents.isEmpty
        case "hostsStack": hosted != nil
        case "hostedFeature": hosted?.names.feature
        case "hostedRouterType": hosted?.names.routerType
        case "hostedStackType": hosted?.names.stackType
        case "hostedEventType": hosted?.names.eventType
        case "hostedRouterProperty": hosted?.routerProperty
        case "hostedStackArguments": hosted?.stackArguments
        case "linkRoutes": linkRoutes
        case "hasLinks": !linkRoutes.isEmpty
        case "buildsLink": linkBuild != nil
        case "linkPattern": linkBuild?.pattern
        case "linkExpression": linkBuild?.expression
        case "isRestorable": restorationWrite != nil
        case "restorationWrite": restorationWrite
        case "restorationRead": restorationRead
        case "restorationNames": restorationNames
        case "renamedNames": renamedNames
        case "isFirst": isFirst
        case "isLast": isLast
        default: nil
        }
    }
}
