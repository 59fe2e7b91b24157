/// Every name a routegen template can look up: the contract between the translator's contexts
/// and the templates, which the table of CustomTemplates.md documents.
///
/// A template's names are resolved to these once, when it is parsed; each context answers the
/// fields it has with a switch. A name that is none of these is no context's, so it never
/// finds a value (as in any Mustache template, it renders nothing).
enum TemplateField: String, CaseIterable, Sendable {
    // Every file.
    case imports, hasImports

    // A feature.
    case feature, specFileName, access, specImports
    case routeType, modalType, eventType, routerType, clientType, clientKey, stackType, callbackType, existentialType, stateType
    case module, interfaceModule
    case root, hasRoot, screens, hasScreens, modals, hasModals, events, hasEvents, destinations
    case hasScreenParameters, hasModalParameters, hasEventParameters, restoresScreenParameters
    case hasSheets, hasFullScreenCovers, hasPopovers, hasAdaptiveModals, hasDetents, buildsModalViews
    case hostingModals, hasHostingModals, hostingModalChunks, splitsHostingModals, hasCallbacks, hasExistentials
    case hasRenamedScreens, hasScreensWithoutLinks, hasLinkAssignments, linkRoutes, hasNumberedLinkRoutes, linkValues, hasLinkedRoutes, linkedRouteLocal
    case linkedStateChunks, splitsLinkedState, screenChunks, splitsScreens, renamedScreenChunks, splitsRenamedScreens, eventChunks, modalChunks, splitsModals, destinationChunks, splitsDestinations, linkRouteChunks, splitsLinkRoutes
    case linkTemplateLines, listsLinkTemplateLines
    case eventLinkRoutes, eventLinkRouteChunks, splitsEventLinkRoutes, hasEventLinks, hasEventsWithoutLinks, rootLinkCandidates

    // A case: a screen, a modal, an event or the root.
    case kind, isRoot, name, docLines, hasDoc, parameters, hasParameters
    case declaration, isIndirect, pattern, matchPattern, lhsPattern, rhsPattern, parametersEqual, hashedValues
    case callArguments, caseArguments, clientArguments, closureParameters, initializerParameters, ignoredParameters
    case hasBoxedParameters, factoryDeclaration, factoryArguments, viewInitializer
    case style, isSheet, isFullScreenCover, isPopover, isAdaptive, compactStyle, detents
    case hostsStack, hostedFeature, hostedRouterType, hostedStackType, hostedEventType, hostedStateType
    case hostedRouterProperty, hostedRouterLocal, hostedStackArguments, forwardsHostedEvents
    case hasLinks, buildsLink, linkPattern, linkExpression, linkAssignment, stateLinkPattern, stateLinkSharing
    case isRestorable, restorationWrite, restorationRead, restorationNames, renamedNames
    case isFirst, isLast

    // A parameter.
    case label, isLabelled, type, valueType, defaultValue, hasDefault
    case closureParameter, initializerParameter, argument, boxedArgument, clientArgument, isCallback, isExistential

    // A link template of a case.
    case template, reads, hasReads, state, shares, position, linkedRoute

    // A function building the states of a feature's numbered link templates.
    case linkedStateFunction, firstPosition, lastPosition

    // One of the functions a switch over every screen, or the list of every link template, is split into.
    case chunk, nextChunk, isFirstChunk, endsChunks, firstName, lastName

    // An app, and a feature of it.
    case app, appRouterType, tabType, linkType, appStateType, tabViewType
    case features, tabs, hasTabs, firstTab, otherFeatures, hasOtherFeatures, featureChunks, splitsFeatures
    case rules, options, linkRows, linkOrigins
    case caseName, isTab, tabItem, eventCaseName
}
