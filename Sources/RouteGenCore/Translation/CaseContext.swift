/// One screen, modal, event or the root as the translator spells it out: its names and
/// ready-made signatures.
struct TranslatedCase: Sendable {
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
    /// A pattern binding every parameter of the left operand of a generated `==`:
    /// `let .photos(l0, l1)`, or `.home`.
    var lhsPattern: String
    /// The same pattern for the right operand: `let .photos(r0, r1)`, or `.home`.
    var rhsPattern: String
    /// Whether the parameters bound by `lhsPattern` and `rhsPattern` are equal, one by one
    /// through RouteGenRuntime's non-overloaded `RouteEquality.areEqual`:
    /// `RouteEquality.areEqual(l0, r0) && RouteEquality.areEqual(l1, r1)`, or `true`.
    var parametersEqual: String
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
    /// Whether a parameter is a closure or an existential, which the enum boxes, so that the
    /// case has a factory taking them unboxed.
    var hasBoxedParameters: Bool
    /// The factory that takes the closures and existentials themselves: `tagPicker(onSelect: @escaping @Sendable (Tag) -> Void)`.
    var factoryDeclaration: String
    /// What the factory passes to the case, with the closures boxed.
    var factoryArguments: String
    /// The concrete view built with the parameters by name, for live mode:
    /// `ProfileView(user: user)`; empty when the spec names no view.
    var viewInitializer: String
    /// How a modal is presented (`sheet`, `fullScreenCover` or `popover`; in a regular horizontal
    /// size class, for a modal with a style per size class); `sheet` for the others.
    var style: ModalStyle
    /// How a modal is presented in a compact horizontal size class, when it differs from `style`.
    var compactStyle: ModalStyle? = nil
    /// The sheet's detents as a Swift set literal (`[.medium, .large]`); empty when not given.
    var detents: String
    /// The stack a modal hosts (`stack:`), if any.
    var hosted: HostedStackContext?
    /// The case's link templates, the canonical one first.
    var linkRoutes: [LinkRouteContext] = []
    /// The pattern and expression building the canonical link, when a template can build one.
    var linkBuild: (pattern: String, expression: String)?
    /// For a modal that hosts a stack with a link: the pattern matching a navigation state
    /// showing it with its stack's state, and the values it shares with that stack.
    var stateLink: (pattern: String, sharing: String)?
    /// The expression saving the case for restoration; `nil` when it cannot be saved.
    var restorationWrite: String?
    /// The expression reading the case back from a saved `entry`; `nil` when it cannot be saved.
    var restorationRead: String?
    /// The names a saved entry of this case may have: its own, then its earlier ones, as Swift
    /// string literals (`"photos", "gallery"`).
    var restorationNames: String = ""
    /// The case's earlier names (`renamedFrom`), as Swift string literals (`"gallery"`).
    var renamedNames: [String] = []
}

/// What a template sees of one screen, modal, event or the root: the translated case, and its
/// position in the list that holds it. Its properties are the translated case's.
@dynamicMemberLookup
final class CaseContext: TemplateObject {
    /// The case.
    let translated: TranslatedCase
    /// Whether this is the first case of its list.
    let isFirst: Bool
    /// Whether this is the last case of its list.
    let isLast: Bool
    /// The parameters as templates see them, built once.
    let parameterValues: TemplateValue
    /// The link templates as templates see them, built once.
    let linkRouteValues: TemplateValue

    /// `translated`, at the given position of its list.
    init(_ translated: TranslatedCase, isFirst: Bool = false, isLast: Bool = false) {
        self.translated = translated
        self.isFirst = isFirst
        self.isLast = isLast
        parameterValues = .objects(translated.parameters)
        linkRouteValues = .objects(translated.linkRoutes)
    }

    /// The translated case's property.
    subscript<Value>(dynamicMember keyPath: KeyPath<TranslatedCase, Value>) -> Value {
        translated[keyPath: keyPath]
    }

    /// The same case at another position.
    func positioned(isFirst: Bool, isLast: Bool) -> CaseContext {
        CaseContext(translated, isFirst: isFirst, isLast: isLast)
    }
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
    /// Whether the presenting feature's Event enum has a case wrapping the hosted stack's
    /// events; not when the feature hosts only stacks of its own and has no events, since an
    /// enum whose every case holds itself cannot be declared.
    var forwardsEvents = true
}

extension CaseContext {
    /// The value a template names `{{name}}`.
    func value(for field: TemplateField) -> TemplateValue? {
        let c = translated
        return switch field {
        case .kind: .text(c.kind)
        case .isRoot: .flag(c.isRoot)
        case .name: .text(c.name)
        case .docLines: .texts(c.docLines)
        case .hasDoc: .flag(!c.docLines.isEmpty)
        case .parameters: parameterValues
        case .hasParameters: .flag(!c.parameters.isEmpty)
        case .declaration: .text(c.declaration)
        case .isIndirect: .flag(c.isIndirect)
        case .pattern: .text(c.pattern)
        case .matchPattern: .text(c.matchPattern)
        case .lhsPattern: .text(c.lhsPattern)
        case .rhsPattern: .text(c.rhsPattern)
        case .parametersEqual: .text(c.parametersEqual)
        case .callArguments: .text(c.callArguments)
        case .caseArguments: .text(c.caseArguments)
        case .clientArguments: .text(c.clientArguments)
        case .closureParameters: .text(c.closureParameters)
        case .initializerParameters: .text(c.initializerParameters)
        case .ignoredParameters: .text(c.ignoredParameters)
        case .hasCallbacks: .flag(c.hasCallbacks)
        case .hasBoxedParameters: .flag(c.hasBoxedParameters)
        case .factoryDeclaration: .text(c.factoryDeclaration)
        case .factoryArguments: .text(c.factoryArguments)
        case .viewInitializer: .text(c.viewInitializer)
        case .style: .text(c.style.rawValue)
        case .isSheet: .flag(c.style == .sheet)
        case .isFullScreenCover: .flag(c.style == .fullScreenCover)
        case .isPopover: .flag(c.style == .popover)
        case .isAdaptive: .flag(c.compactStyle != nil)
        case .compactStyle: .text((c.compactStyle ?? c.style).rawValue)
        case .detents: .text(c.detents)
        case .hasDetents: .flag(!c.detents.isEmpty)
        case .hostsStack: .flag(c.hosted != nil)
        case .hostedFeature: .text(c.hosted?.names.feature)
        case .hostedRouterType: .text(c.hosted?.names.routerType)
        case .forwardsHostedEvents: .flag(c.hosted?.forwardsEvents ?? false)
        case .hostedStackType: .text(c.hosted?.names.stackType)
        case .hostedEventType: .text(c.hosted?.names.eventType)
        case .hostedStateType: .text(c.hosted?.names.stateType)
        case .hostedRouterProperty: .text(c.hosted?.routerProperty)
        case .hostedStackArguments: .text(c.hosted?.stackArguments)
        case .linkRoutes: linkRouteValues
        case .hasLinks: .flag(!c.linkRoutes.isEmpty)
        case .buildsLink: .flag(c.linkBuild != nil)
        case .linkPattern: .text(c.linkBuild?.pattern)
        case .linkExpression: .text(c.linkBuild?.expression)
        case .stateLinkPattern: .text(c.stateLink?.pattern)
        case .stateLinkSharing: .text(c.stateLink?.sharing)
        case .isRestorable: .flag(c.restorationWrite != nil)
        case .restorationWrite: .text(c.restorationWrite)
        case .restorationRead: .text(c.restorationRead)
        case .restorationNames: .text(c.restorationNames)
        case .renamedNames: .texts(c.renamedNames)
        case .isFirst: .flag(isFirst)
        case .isLast: .flag(isLast)
        default: nil
        }
    }
}
