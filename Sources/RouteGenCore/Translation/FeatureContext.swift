/// What every template of a feature sees: the feature's type names and its ordered cases.
///
/// Built once per feature; the lists templates repeat over are built with it, so that the
/// feature's files share them.
final class FeatureContext: TemplateObject {
    /// The feature's generated type names.
    let names: FeatureTypeNames
    /// The spec file name the header names (`UserDetail.routes.yaml`).
    let specFileName: String
    /// The access modifier with a trailing space (`public `), or empty for internal.
    let access: String
    /// The modules the spec imports, in spec order.
    let specImports: [String]
    /// The module that defines the concrete views (`module:`), if the spec names one.
    let module: String?
    /// The module live files import the interface from, if it is another module.
    let interfaceModule: String?
    /// The stack's root screen, if the spec declares one.
    let root: CaseContext?
    /// The screens, in spec order.
    let screens: [CaseContext]
    /// The modals, in spec order.
    let modals: [CaseContext]
    /// The events in spec order, then one per modal that hosts a stack, carrying that stack's events.
    let events: [CaseContext]
    /// The root (if declared), the screens, then the modals the client builds with a closure of
    /// their own (those that host no stack and share no screen's name): one view-building
    /// closure each.
    let destinations: [CaseContext]
    /// The root's link candidates, as Swift: `[LinkCandidate(LinkPath.path(["home"]), leadsTo: HomeNavigationState())]`.
    let rootLinkCandidates: String
    /// The name of the parameter of the state's `linkedState(_:_:)` that holds a link's values:
    /// `values`, with an underscore added while a parameter the templates read has that name.
    let linkValues: String
    /// Whether a template of the root, a screen or a modal hosts no stack: the state's
    /// `linkedState(_:_:)` builds its state.
    let hasNumberedLinkRoutes: Bool
    /// The name of the local of the state's `linkedState(_:_:)` that holds the route a screen's
    /// template leads to: `route`, with an underscore added while a value read has that name.
    let linkedRouteLocal: String
    /// Whether a screen's template leads to it alone on an empty path (see `linkedRoute`).
    let hasLinkedRoutes: Bool
    /// The functions building the states of the templates that host no stack: the state's
    /// `linkedState(_:_:)` alone, or, for more than ``LinkedStateChunkContext/size`` templates,
    /// the functions it hands each position to; none without such templates.
    let linkedStateChunks: [LinkedStateChunkContext]
    /// The screens in the groups that each switch over every screen is split into (see
    /// ``SwitchChunking``); none for screens that fit in one (at most ``SwitchChunking/size``,
    /// weighing at most ``SwitchChunking/weightBudget``), whose one group is the feature itself
    /// (``SwitchChunking/singleGroupValue(for:)``).
    let screenChunks: [CaseChunkContext]
    /// The screens with earlier names (`renamedFrom`) in the groups of at most
    /// ``SwitchChunking/size`` names that `Screen(renamedFrom:)` hands a name to, a static
    /// function each; none when they fit in one, whose one group is the feature itself, listing
    /// every screen, and the initializer then switches over the names itself. An initializer that
    /// sets `self` in hundreds of arms costs the compiler far more than a function returning the
    /// same values: 200 names, 2.64 G instructions against 1.47 G (a file of the screens' enum
    /// and that one member, `-Onone`); 600 names took 4.5 s against 1.0 s.
    let renamedScreenChunks: [CaseChunkContext]
    /// The modals that host a stack in groups of at most ``SwitchChunking/size``, which the
    /// bodies over every such modal are written in (the `Hosted` enum's `==` and
    /// `hash(into:)`, the state's reading, saving and links of the hosted state, the router's
    /// hosted routers); none for at most that many, whose one group is the feature itself. At
    /// 150 such modals the state's `init(from:)` took 149 to 249 ms to type-check and `Hosted`'s
    /// synthesized `==` 114 to 120 ms.
    let hostingModalChunks: [CaseChunkContext]
    /// The events in the groups that the event type's `==` is split into, as the screens are.
    let eventChunks: [CaseChunkContext]
    /// The modals in the groups that each switch over every modal is split into, as the screens
    /// are (`==`, `hash(into:)`, presentation, links, restoration, and the views the client and
    /// the stack build); none for modals that fit in one.
    let modalChunks: [CaseChunkContext]
    /// The client's destinations in groups of at most ``SwitchChunking/size``, whose closures the
    /// client then stores in a struct each; none for at most that many.
    let destinationChunks: [CaseChunkContext]
    /// The link templates in the groups that `linkRoutes` is joined from; none for at most
    /// ``SwitchChunking/size`` templates.
    let linkRouteChunks: [LinkRouteChunkContext]
    /// Every link template of the root, the screens and the modals, in order, as the lines of a
    /// multi-line string literal (the text `LinkTemplate(text:)` reads, indented by eight spaces;
    /// the root's empty template an empty line), when each is numbered (hosts no stack) and has
    /// such a text: then `linkRoutes` is built from that one literal, which compiles to far less
    /// code than an array literal of routes. Empty otherwise.
    let linkTemplateLines: [String]
    /// The events' link templates in the groups that the event type's `linkRoutes` is joined
    /// from, as the feature's are, by weight too; none when they fit in one.
    let eventLinkRouteChunks: [LinkRouteChunkContext]
    /// The lists templates repeat over, built once.
    private let screenValues, modalValues, eventValues, destinationValues, hostingModalValues, linkRouteValues, linkedStateChunkValues,
        screenChunkValues, renamedScreenChunkValues, hostingModalChunkValues, eventChunkValues, modalChunkValues, destinationChunkValues, linkRouteChunkValues, linkTemplateLineValues, eventLinkRouteValues, eventLinkRouteChunkValues, specImportValues: TemplateValue
    /// The flags templates test, computed once.
    private let hasSheets, hasFullScreenCovers, hasPopovers, hasDetents, buildsModalViews, hasHostingModals,
        hasCallbacks, hasExistentials, hasRenamedScreens, hasScreensWithoutLinks, hasLinkAssignments, hasEventLinks, hasEventsWithoutLinks,
        hasScreenParameters, hasModalParameters, hasEventParameters, restoresScreenParameters: Bool
    /// The type names templates name, spelt once (each is the feature name and a suffix).
    private let routeType, modalType, eventType, routerType, clientType, clientKey, stackType, callbackType, existentialType, stateType: String

    /// A feature's context; see the properties for what each value holds.
    init(
        names: FeatureTypeNames, specFileName: String, access: String, specImports: [String], module: String?,
        interfaceModule: String?, root: CaseContext?, screens: [CaseContext], modals: [CaseContext],
        events: [CaseContext], destinations: [CaseContext], rootLinkCandidates: String = "[]"
    ) {
        self.names = names
        self.specFileName = specFileName
        self.access = access
        self.specImports = specImports
        self.module = module
        self.interfaceModule = interfaceModule
        self.root = root
        self.screens = screens
        self.modals = modals
        self.events = events
        self.destinations = destinations
        self.rootLinkCandidates = rootLinkCandidates
        valueCount = Self.valueCount(of: root.map { [$0] } ?? []) + Self.valueCount(of: screens) + Self.valueCount(of: modals)
            + Self.valueCount(of: events)
        // The flags read each case in place: copying out a `TranslatedCase` retains its every field.
        let linkRoutes = ([root].compactMap { $0 } + screens + modals).flatMap(\.translated.linkRoutes)
        screenValues = .objects(screens)
        modalValues = .objects(modals)
        eventValues = .objects(events)
        destinationValues = .objects(destinations)
        let hostingModals = modals.filter { $0.translated.hosted != nil }
        hostingModalValues = .objects(hostingModals)
        hostingModalChunks = CaseChunkContext.chunks(of: hostingModals, in: .hostingModals)
        hostingModalChunkValues = .objects(hostingModalChunks)
        // The state's `linkedState(_:_:)` reads the values of the templates that host no stack from
        // a parameter, and assigns a screen's route to a local, named so that no value read into
        // a local hides them (most are read in place).
        let numbered = linkRoutes.filter { $0.hostedStateType == nil }
        let readNames = Set(numbered.filter { $0.readingInPlace == nil }.flatMap { $0.readCalls.map(\.name) })
        let linkValues = SwiftNaming.name("values", avoiding: readNames.contains)
        let linkedRouteLocal = SwiftNaming.name("route", avoiding: readNames.contains)
        self.linkValues = linkValues
        self.linkedRouteLocal = linkedRouteLocal
        hasNumberedLinkRoutes = !numbered.isEmpty
        hasLinkedRoutes = numbered.contains { $0.linkedRoute != nil }
        let numberedRoutes = linkRoutes.enumerated().map { NumberedLinkRouteContext(route: $1, position: $0, values: linkValues) }
        linkRouteValues = .objects(numberedRoutes)
        linkedStateChunks = LinkedStateChunkContext.chunks(of: numberedRoutes.filter { $0.route.hostedStateType == nil })
        linkedStateChunkValues = .objects(linkedStateChunks)
        screenChunks = CaseChunkContext.weightedChunks(of: screens, in: .screens)
        screenChunkValues = .objects(screenChunks)
        renamedScreenChunks = CaseChunkContext.weightedChunks(
            of: screens.filter { !$0.translated.renamedNames.isEmpty }, in: .screens, weight: { $0.translated.renamedNames.count }, budget: SwitchChunking.size
        )
        renamedScreenChunkValues = .objects(renamedScreenChunks)
        eventChunks = CaseChunkContext.weightedChunks(of: events, in: .events)
        eventChunkValues = .objects(eventChunks)
        modalChunks = CaseChunkContext.weightedChunks(of: modals, in: .modals)
        modalChunkValues = .objects(modalChunks)
        destinationChunks = CaseChunkContext.chunks(of: destinations, in: .destinations)
        destinationChunkValues = .objects(destinationChunks)
        linkRouteChunks = LinkRouteChunkContext.chunks(of: numberedRoutes)
        linkRouteChunkValues = .objects(linkRouteChunks)
        let texts = linkRoutes.compactMap { $0.hostedStateType == nil ? $0.templateText : nil }
        let listsTexts = !texts.isEmpty && texts.count == linkRoutes.count && texts.allSatisfy(Self.fitsMultilineLiteral)
        linkTemplateLines = listsTexts ? texts.map { $0.isEmpty ? "" : "        " + $0 } : []
        linkTemplateLineValues = .texts(linkTemplateLines)
        let eventLinkRoutes = events.flatMap(\.translated.linkRoutes)
        eventLinkRouteValues = .objects(eventLinkRoutes)
        // The events' templates read their values in closures, from `$0`.
        let numberedEventRoutes = eventLinkRoutes.enumerated().map { NumberedLinkRouteContext(route: $1, position: $0, values: "$0") }
        eventLinkRouteChunks = LinkRouteChunkContext.eventRouteChunks(of: numberedEventRoutes)
        eventLinkRouteChunkValues = .objects(eventLinkRouteChunks)
        hasEventLinks = !eventLinkRoutes.isEmpty
        hasEventsWithoutLinks = events.contains { $0.translated.linkBuild == nil }
        specImportValues = .texts(specImports)
        hasSheets = modals.contains { $0.translated.style == .sheet || $0.translated.compactStyle == .sheet }
        hasFullScreenCovers = modals.contains { $0.translated.style == .fullScreenCover || $0.translated.compactStyle == .fullScreenCover }
        hasPopovers = modals.contains { $0.translated.style == .popover || $0.translated.compactStyle == .popover }
        hasAdaptiveModals = modals.contains { $0.translated.compactStyle != nil }
        hasDetents = modals.contains { !$0.translated.detents.isEmpty }
        buildsModalViews = modals.contains { $0.translated.hosted != nil || !$0.translated.detents.isEmpty }
        hasHostingModals = modals.contains { $0.translated.hosted != nil }
        hasCallbacks = (screens + modals + events).contains { $0.translated.hasCallbacks }
        hasExistentials = (screens + modals + events).contains { $0.translated.parameters.contains(where: \.isExistential) }
        hasRenamedScreens = screens.contains { !$0.translated.renamedNames.isEmpty }
        hasScreensWithoutLinks = screens.contains { $0.translated.linkBuild == nil }
        hasLinkAssignments = screens.contains { $0.translated.linkBuild?.assignment != nil }
        hasScreenParameters = screens.contains { !$0.translated.parameters.isEmpty }
        hasModalParameters = modals.contains { !$0.translated.parameters.isEmpty }
        hasEventParameters = events.contains { !$0.translated.parameters.isEmpty }
        restoresScreenParameters = screens.contains { $0.translated.restorationWriteText != nil && !$0.translated.parameters.isEmpty }
        routeType = names.routeType
        modalType = names.modalType
        eventType = names.eventType
        routerType = names.routerType
        clientType = names.clientType
        clientKey = names.clientKey
        stackType = names.stackType
        callbackType = names.callbackType
        existentialType = names.existentialType
        stateType = names.stateType
    }

    /// Whether a modal's style depends on the horizontal size class, which the stack then reads.
    let hasAdaptiveModals: Bool

    /// The feature name (`UserDetail`).
    var feature: String { names.feature }

    /// How many values the context lists: its cases, their parameters and link templates (an
    /// event's templates too). Counted once, in the init: every file rendered asks for it, and
    /// counting joined the lists into a new array each time.
    let valueCount: Int

    /// How many values `cases` list: each case, its parameters and its link templates.
    private static func valueCount(of cases: [CaseContext]) -> Int {
        cases.reduce(0) { count, item in
            count + 1 + item.translated.parameters.count + item.translated.linkRoutes.count
        }
    }

    /// Whether `text` can stand as a line of a multi-line string literal as it is: no whitespace
    /// (which would split or end the line), quote or backslash. Validation allows none of them
    /// in a template; this keeps the literal right whatever it allows.
    private static func fitsMultilineLiteral(_ text: String) -> Bool {
        // By byte: printable ASCII but for the space, `"` and `\`.
        text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .module: return .text(module)
        case .interfaceModule: return .text(interfaceModule)
        case .root: return root.map { .object($0) }
        case .hasRoot: return .flag(root != nil)
        case .hasScreens: return .flag(!screens.isEmpty)
        case .hasModals: return .flag(!modals.isEmpty)
        case .hasScreenParameters: return .flag(hasScreenParameters)
        case .hasModalParameters: return .flag(hasModalParameters)
        case .hasEventParameters: return .flag(hasEventParameters)
        case .restoresScreenParameters: return .flag(restoresScreenParameters)
        case .hasEvents: return .flag(!events.isEmpty)
        case .screens: return screenValues
        case .modals: return modalValues
        case .events: return eventValues
        case .destinations: return destinationValues
        case .hostingModals: return hostingModalValues
        case .hostingModalChunks: return hostingModalChunks.isEmpty ? .flag(true) : hostingModalChunkValues
        case .splitsHostingModals: return .flag(!hostingModalChunks.isEmpty)
        case .linkRoutes: return linkRouteValues
        case .hasNumberedLinkRoutes: return .flag(hasNumberedLinkRoutes)
        case .linkValues: return .text(linkValues)
        case .linkedRouteLocal: return .text(linkedRouteLocal)
        case .hasLinkedRoutes: return .flag(hasLinkedRoutes)
        case .linkedStateChunks: return linkedStateChunkValues
        case .splitsLinkedState: return .flag(linkedStateChunks.count > 1)
        case .screenChunks: return screenChunks.isEmpty ? .flag(true) : screenChunkValues
        case .splitsScreens: return .flag(!screenChunks.isEmpty)
        case .renamedScreenChunks: return renamedScreenChunks.isEmpty ? .flag(true) : renamedScreenChunkValues
        case .splitsRenamedScreens: return .flag(!renamedScreenChunks.isEmpty)
        case .eventChunks: return eventChunks.isEmpty ? .flag(true) : eventChunkValues
        case .modalChunks: return modalChunks.isEmpty ? .flag(true) : modalChunkValues
        case .splitsModals: return .flag(!modalChunks.isEmpty)
        case .destinationChunks: return destinationChunks.isEmpty ? .flag(true) : destinationChunkValues
        case .splitsDestinations: return .flag(!destinationChunks.isEmpty)
        case .linkRouteChunks: return linkRouteChunks.isEmpty ? .flag(true) : linkRouteChunkValues
        case .linkTemplateLines: return linkTemplateLineValues
        case .listsLinkTemplateLines: return .flag(!linkTemplateLines.isEmpty)
        case .splitsLinkRoutes: return .flag(!linkRouteChunks.isEmpty)
        case .chunk, .nextChunk, .isFirstChunk, .endsChunks: return SwitchChunking.singleGroupValue(for: field)
        case .eventLinkRoutes: return eventLinkRouteValues
        case .eventLinkRouteChunks: return eventLinkRouteChunks.isEmpty ? .flag(true) : eventLinkRouteChunkValues
        case .splitsEventLinkRoutes: return .flag(!eventLinkRouteChunks.isEmpty)
        case .hasEventLinks: return .flag(hasEventLinks)
        case .hasEventsWithoutLinks: return .flag(hasEventsWithoutLinks)
        case .specImports: return specImportValues
        case .hasSheets: return .flag(hasSheets)
        case .hasFullScreenCovers: return .flag(hasFullScreenCovers)
        case .hasPopovers: return .flag(hasPopovers)
        case .hasAdaptiveModals: return .flag(hasAdaptiveModals)
        case .hasDetents: return .flag(hasDetents)
        case .buildsModalViews: return .flag(buildsModalViews)
        case .hasHostingModals: return .flag(hasHostingModals)
        case .hasCallbacks: return .flag(hasCallbacks)
        case .hasExistentials: return .flag(hasExistentials)
        case .hasRenamedScreens: return .flag(hasRenamedScreens)
        case .hasScreensWithoutLinks: return .flag(hasScreensWithoutLinks)
        case .hasLinkAssignments: return .flag(hasLinkAssignments)
        // Its texts, after the other fields, which sections look up far more often.
        default: return withStoredText(of: field) { TemplateValue.text($0) } ?? nil
        }
    }

    /// `body` of the feature's text field `field`, read where it is stored (lent to `body`,
    /// not returned, which would retain it); `nil` for a field that is no text of the feature.
    /// `value(for:)` makes its value of it, and `lendText(of:to:)` lends it to be appended.
    private func withStoredText<Result>(of field: TemplateField, _ body: (String) -> Result) -> Result? {
        switch field {
        case .feature: body(names.feature)
        case .specFileName: body(specFileName)
        case .access: body(access)
        case .routeType: body(routeType)
        case .modalType: body(modalType)
        case .eventType: body(eventType)
        case .routerType: body(routerType)
        case .clientType: body(clientType)
        case .clientKey: body(clientKey)
        case .stackType: body(stackType)
        case .callbackType: body(callbackType)
        case .existentialType: body(existentialType)
        case .stateType: body(stateType)
        case .rootLinkCandidates: body(rootLinkCandidates)
        default: nil
        }
    }

    /// Lends a text field from where it is stored, as ``CaseContext`` does; other fields are
    /// answered by `value(for:)`, and a test checks that the two agree.
    override func lendText(of field: TemplateField, to body: (UnsafeBufferPointer<UInt8>) -> Void) -> FieldText {
        withStoredText(of: field) { lend($0, to: body) } != nil ? .lent : lendTextOfValue(of: field, to: body)
    }
}

/// What one template sees: the feature, plus the imports of the file it renders.
final class FileContext: TemplateObject {
    /// The modules the file imports, sorted and without duplicates.
    let imports: [String]
    /// The feature the file belongs to.
    let feature: FeatureContext

    /// The context of a file of `feature` that imports `imports`.
    init(imports: [String], feature: FeatureContext) {
        self.imports = imports
        self.feature = feature
    }

    /// `imports`, `hasImports`, or the feature's value named `name`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .imports: .texts(imports)
        case .hasImports: .flag(!imports.isEmpty)
        default: feature.value(for: field)
        }
    }

    /// The file's own fields by their values; the feature's as the feature lends them.
    override func lendText(of field: TemplateField, to body: (UnsafeBufferPointer<UInt8>) -> Void) -> FieldText {
        switch field {
        case .imports, .hasImports: lendTextOfValue(of: field, to: body)
        default: feature.lendText(of: field, to: body)
        }
    }
}
