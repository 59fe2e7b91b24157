/// One screen, modal, event or the root as the translator spells it out: its names and
/// ready-made signatures.
///
/// Its spelt-out signatures and patterns are pieces of `source`, the feature's buffer, which it
/// holds; each has a computed `String` of the same name for what reads it other than by
/// appending it (tests, and custom templates' sections), made anew when asked.
struct TranslatedCase {
    /// The buffer holding the case's spelt-out pieces (its parameters' too).
    var source: SwiftSource
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
    var declarationText: SourceText
    /// Whether the enum declares the case `indirect`: an event that carries another feature's events.
    var isIndirect: Bool
    /// A switch pattern binding every parameter: `let .photos(userID, filter)`, or `.home`.
    var patternText: SourceText
    /// A pattern matching the case whatever its parameters: `.photos`.
    var matchPatternText: SourceText
    /// A pattern binding every parameter of the left operand of a generated `==`:
    /// `let .photos(l0, l1)`, or `.home`.
    var lhsPatternText: SourceText
    /// The same pattern for the right operand: `let .photos(r0, r1)`, or `.home`.
    var rhsPatternText: SourceText
    /// Whether the parameters bound by `lhsPattern` and `rhsPattern` are equal, one by one
    /// through RouteGenRuntime's non-overloaded `RouteEquality.areEqual`:
    /// `RouteEquality.areEqual(l0, r0) && RouteEquality.areEqual(l1, r1)`, or `true`.
    var parametersEqualText: SourceText
    /// The bound parameters' names, in order: `userID, filter` (empty without parameters).
    var callArgumentsText: SourceText
    /// The parameters passed by label to something declared like the case: `post, scrollTo: scrollTo`.
    var caseArgumentsText: SourceText
    /// The bound parameters as the client's closure takes them: `userID, onSelect.function`.
    var clientArgumentsText: SourceText
    /// The closure parameter list: `(_ userID: String, _ filter: PhotoFilter)`, or `()`.
    var closureParametersText: SourceText
    /// The parameters as an initializer or a factory declares them, comma-separated, with defaults.
    var initializerParametersText: SourceText
    /// One `_` per parameter, comma-separated, for closures that ignore their arguments.
    var ignoredParametersText: SourceText
    /// Whether a parameter is a closure, which the enum boxes.
    var hasCallbacks: Bool
    /// Whether a parameter is a closure or an existential, which the enum boxes, so that the
    /// case has a factory taking them unboxed.
    var hasBoxedParameters: Bool
    /// The factory that takes the closures and existentials themselves: `tagPicker(onSelect: @escaping @Sendable (Tag) -> Void)`.
    var factoryDeclarationText: SourceText
    /// What the factory passes to the case, with the closures boxed.
    var factoryArgumentsText: SourceText
    /// The concrete view built with the parameters by name, for live mode:
    /// `ProfileView(user: user)`; empty when the spec names no view.
    var viewInitializerText: SourceText
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
    /// The pattern and expression building the canonical link, when a template can build one,
    /// and for a screen whose one link leads to it alone, the link it assigns instead.
    var linkBuild: (pattern: String, expression: String, assignment: String?)?
    /// For a modal that hosts a stack with a link: the pattern matching a navigation state
    /// showing it with its stack's state, and the values it shares with that stack.
    var stateLink: (pattern: String, sharing: String)?
    /// The expression saving the case for restoration; `nil` when it cannot be saved.
    var restorationWriteText: SourceText?
    /// The expression reading the case back from a saved `entry`; `nil` when it cannot be saved.
    var restorationReadText: SourceText?
    /// The names a saved entry of this case may have: its own, then its earlier ones, as Swift
    /// string literals (`"photos", "gallery"`).
    var restorationNamesText: SourceText
    /// The case's earlier names (`renamedFrom`), as Swift string literals (`"gallery"`).
    var renamedNames: [String] = []
}


extension TranslatedCase {
    /// `declarationText` as a string.
    var declaration: String { source.text(of: declarationText) }
    /// `patternText` as a string.
    var pattern: String { source.text(of: patternText) }
    /// `matchPatternText` as a string.
    var matchPattern: String { source.text(of: matchPatternText) }
    /// `lhsPatternText` as a string.
    var lhsPattern: String { source.text(of: lhsPatternText) }
    /// `rhsPatternText` as a string.
    var rhsPattern: String { source.text(of: rhsPatternText) }
    /// `parametersEqualText` as a string.
    var parametersEqual: String { source.text(of: parametersEqualText) }
    /// `callArgumentsText` as a string.
    var callArguments: String { source.text(of: callArgumentsText) }
    /// `caseArgumentsText` as a string.
    var caseArguments: String { source.text(of: caseArgumentsText) }
    /// `clientArgumentsText` as a string.
    var clientArguments: String { source.text(of: clientArgumentsText) }
    /// `closureParametersText` as a string.
    var closureParameters: String { source.text(of: closureParametersText) }
    /// `initializerParametersText` as a string.
    var initializerParameters: String { source.text(of: initializerParametersText) }
    /// `ignoredParametersText` as a string.
    var ignoredParameters: String { source.text(of: ignoredParametersText) }
    /// `factoryDeclarationText` as a string.
    var factoryDeclaration: String { source.text(of: factoryDeclarationText) }
    /// `factoryArgumentsText` as a string.
    var factoryArguments: String { source.text(of: factoryArgumentsText) }
    /// `viewInitializerText` as a string.
    var viewInitializer: String { source.text(of: viewInitializerText) }
    /// `restorationNamesText` as a string.
    var restorationNames: String { source.text(of: restorationNamesText) }
    /// `restorationWriteText` as a string; `nil` when it has none.
    var restorationWrite: String? { restorationWriteText.map(source.text(of:)) }
    /// `restorationReadText` as a string; `nil` when it has none.
    var restorationRead: String? { restorationReadText.map(source.text(of:)) }
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

    /// `translated`, at the given position of its list. The case is taken (`consuming`), so that
    /// one built as the argument moves into the context instead of being copied field by field
    /// (a retain each) and then destroyed (a release each).
    init(_ translated: consuming TranslatedCase, isFirst: Bool = false, isLast: Bool = false) {
        self.isFirst = isFirst
        self.isLast = isLast
        parameterValues = .objects(translated.parameters)
        linkRouteValues = .objects(translated.linkRoutes)
        self.translated = translated
    }

    /// The translated case's property.
    subscript<Value>(dynamicMember keyPath: KeyPath<TranslatedCase, Value>) -> Value {
        translated[keyPath: keyPath]
    }

    /// The same case at another position.
    func positioned(isFirst: Bool, isLast: Bool) -> CaseContext {
        CaseContext(translated, isFirst: isFirst, isLast: isLast)
    }

    /// What the case's arm of a switch over the screens or events weighs when the switch is split
    /// (``SwitchChunking/weightBudget``): one, one per parameter (compared, saved, read back),
    /// and one per value its link templates carry (written into a link).
    var switchWeight: Int {
        translated.linkRoutes.reduce(1 + translated.parameters.count) { $0 + $1.readCalls.count }
    }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        // `translated.` each time, not a local copy: copying the case retains every field of it,
        // on each of the quarter million lookups of a 100-feature run.
        return switch field {
        case .kind: .text(translated.kind)
        case .isRoot: .flag(translated.isRoot)
        case .name: .text(translated.name)
        case .docLines: .texts(translated.docLines)
        case .hasDoc: .flag(!translated.docLines.isEmpty)
        case .parameters: parameterValues
        case .hasParameters: .flag(!translated.parameters.isEmpty)
        case .declaration: .text(translated.declaration)
        case .isIndirect: .flag(translated.isIndirect)
        case .pattern: .text(translated.pattern)
        case .matchPattern: .text(translated.matchPattern)
        case .lhsPattern: .text(translated.lhsPattern)
        case .rhsPattern: .text(translated.rhsPattern)
        case .parametersEqual: .text(translated.parametersEqual)
        // The values `lhsPattern` binds (`l0`, `l1`, …), which a written-out `hash(into:)` combines:
        // made when asked, since only a feature whose switches are split (more than
        // `SwitchChunking.size` screens) writes one.
        case .hashedValues: .texts((0..<translated.parameters.count).map { "l\($0)" })
        case .callArguments: .text(translated.callArguments)
        case .caseArguments: .text(translated.caseArguments)
        case .clientArguments: .text(translated.clientArguments)
        case .closureParameters: .text(translated.closureParameters)
        case .initializerParameters: .text(translated.initializerParameters)
        case .ignoredParameters: .text(translated.ignoredParameters)
        case .hasCallbacks: .flag(translated.hasCallbacks)
        case .hasBoxedParameters: .flag(translated.hasBoxedParameters)
        case .factoryDeclaration: .text(translated.factoryDeclaration)
        case .factoryArguments: .text(translated.factoryArguments)
        case .viewInitializer: .text(translated.viewInitializer)
        case .style: .text(translated.style.rawValue)
        case .isSheet: .flag(translated.style == .sheet)
        case .isFullScreenCover: .flag(translated.style == .fullScreenCover)
        case .isPopover: .flag(translated.style == .popover)
        case .isAdaptive: .flag(translated.compactStyle != nil)
        case .compactStyle: .text((translated.compactStyle ?? translated.style).rawValue)
        case .detents: .text(translated.detents)
        case .hasDetents: .flag(!translated.detents.isEmpty)
        case .hostsStack: .flag(translated.hosted != nil)
        case .hostedFeature: .text(translated.hosted?.names.feature)
        case .hostedRouterType: .text(translated.hosted?.names.routerType)
        case .forwardsHostedEvents: .flag(translated.hosted?.forwardsEvents ?? false)
        case .hostedStackType: .text(translated.hosted?.names.stackType)
        case .hostedEventType: .text(translated.hosted?.names.eventType)
        case .hostedStateType: .text(translated.hosted?.names.stateType)
        case .hostedRouterProperty: .text(translated.hosted?.routerProperty)
        case .hostedRouterLocal: .text(translated.hosted?.routerLocal)
        case .hostedStackArguments: .text(translated.hosted?.stackArguments)
        case .linkRoutes: linkRouteValues
        case .hasLinks: .flag(!translated.linkRoutes.isEmpty)
        case .buildsLink: .flag(translated.linkBuild != nil)
        case .linkPattern: .text(translated.linkBuild?.pattern)
        case .linkExpression: .text(translated.linkBuild?.expression)
        case .linkAssignment: .text(translated.linkBuild?.assignment ?? nil)
        case .stateLinkPattern: .text(translated.stateLink?.pattern)
        case .stateLinkSharing: .text(translated.stateLink?.sharing)
        case .isRestorable: .flag(translated.restorationWriteText != nil)
        case .restorationWrite: .text(translated.restorationWrite)
        case .restorationRead: .text(translated.restorationRead)
        case .restorationNames: .text(translated.restorationNames)
        case .renamedNames: .texts(translated.renamedNames)
        case .isFirst: .flag(isFirst)
        case .isLast: .flag(isLast)
        default: nil
        }
    }

    /// Lends a text field's bytes from where the case stores them: no `TemplateValue` made, its
    /// string not retained and released around the append, and no string made of a piece of the
    /// feature's buffer, on the hundred thousand texts of a 100-feature run. Other fields are
    /// answered by `value(for:)`; a test checks that the two agree on every field.
    override func lendText(of field: TemplateField, to body: (UnsafeBufferPointer<UInt8>) -> Void) -> FieldText {
        let piece: SourceText
        switch field {
        case .kind: lend(translated.kind, to: body); return .lent
        case .name: lend(translated.name, to: body); return .lent
        case .detents: lend(translated.detents, to: body); return .lent
        case .declaration: piece = translated.declarationText
        case .pattern: piece = translated.patternText
        case .matchPattern: piece = translated.matchPatternText
        case .lhsPattern: piece = translated.lhsPatternText
        case .rhsPattern: piece = translated.rhsPatternText
        case .parametersEqual: piece = translated.parametersEqualText
        case .callArguments: piece = translated.callArgumentsText
        case .caseArguments: piece = translated.caseArgumentsText
        case .clientArguments: piece = translated.clientArgumentsText
        case .closureParameters: piece = translated.closureParametersText
        case .initializerParameters: piece = translated.initializerParametersText
        case .ignoredParameters: piece = translated.ignoredParametersText
        case .factoryDeclaration: piece = translated.factoryDeclarationText
        case .factoryArguments: piece = translated.factoryArgumentsText
        case .viewInitializer: piece = translated.viewInitializerText
        case .restorationNames: piece = translated.restorationNamesText
        case .restorationWrite:
            guard let write = translated.restorationWriteText else { return .absent }
            piece = write
        case .restorationRead:
            guard let read = translated.restorationReadText else { return .absent }
            piece = read
        default: return lendTextOfValue(of: field, to: body)
        }
        translated.source.withBytes(of: piece, body)
        return .lent
    }
}

/// What a template sees of the stack a modal hosts: the other feature's type names, and the
/// presenting router's property holding the hosted router.
struct HostedStackContext: Hashable, Sendable {
    /// The hosted feature's type names.
    var names: FeatureTypeNames
    /// The presenting router's property holding the hosted router (`settingsRouter`).
    var routerProperty: String
    /// The local the stack binds the hosted router to (`hostedRouter`), beside the modal's
    /// parameters that the same arm binds: underscores are added until no parameter has it.
    var routerLocal: String
    /// The modal's bound parameters passed to the hosted stack's initializer by label, after
    /// `router:` and a comma (`, user: user`); empty without parameters.
    var stackArguments: String
    /// Whether the presenting feature's Event enum has a case wrapping the hosted stack's
    /// events; not when the feature hosts only stacks of its own and has no events, since an
    /// enum whose every case holds itself cannot be declared.
    var forwardsEvents = true
}
