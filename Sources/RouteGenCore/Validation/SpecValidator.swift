/// Stage 3: checks a ``FeatureSpec`` against Swift's rules and turns it into a ``ValidatedFeature``.
///
/// Every name must be an ASCII identifier of the right case and not a keyword, every type and
/// default must parse as Swift, and docs may not hold control characters; in live mode every
/// screen, modal and root must name its view. Every problem is reported, not just the first.
struct SpecValidator {
    /// The spec file diagnostics point into.
    let file: String
    /// What the run generates, which decides whether `view:` is required.
    let mode: GenerationMode
    /// What the validator found wrong so far.
    var diagnostics = Diagnostics()
    /// The types and default values the run has parsed, shared by its features, which a text
    /// this validator has not met yet is taken from.
    var sharedParses = ParsedSwiftCache()
    /// The types parsed so far, with what validation needs of them, by their text. Made with
    /// room for the types of most specs: a table grown from empty is copied at 1, 2, 4, 8 and 16.
    var parsedTypes = [String: Result<ParameterTypeFacts, SwiftSubsetError>](minimumCapacity: 32)
    /// The default values parsed so far, by their text: a spec repeats its defaults too.
    var parsedExpressions = [String: Result<SwiftExpression, SwiftSubsetError>](minimumCapacity: 16)

    /// Validates `spec`, reporting problems to `diagnostics`; `nil` when there was an error.
    /// `parses` holds the types and defaults other features of the run have parsed.
    static func validate(
        _ spec: FeatureSpec, mode: GenerationMode, parses: ParsedSwiftCache = ParsedSwiftCache(), diagnostics: inout Diagnostics
    ) -> ValidatedFeature? {
        var validator = SpecValidator(file: spec.file, mode: mode, sharedParses: parses)
        let feature = validator.validateFeature(spec)
        diagnostics.append(contentsOf: validator.diagnostics)
        return validator.diagnostics.hasErrors ? nil : feature
    }

    /// Validates the whole feature.
    mutating func validateFeature(_ spec: FeatureSpec) -> ValidatedFeature {
        let fileName = SpecSource.fileName(ofPath: spec.file)
        validateFeatureName(spec.name, fileName: fileName)
        let module = spec.module.flatMap { validateModule($0) }
        // The enums the cases belong to, named once for the feature rather than once a case.
        let typeNames = FeatureTypeNames(feature: spec.name)
        let (routeType, modalType, eventType) = (typeNames.routeType, typeNames.modalType, typeNames.eventType)
        let root = spec.root.map { validateCase($0, ownEnum: nil) }
        let screenNames = Set(spec.screens.map(\.name.text))
        let modalNames = Set(spec.modals.map(\.name.text))
        let eventNames = Set(spec.events.map(\.name.text))
        var screens = spec.screens.map { validateCase($0, ownEnum: routeType, siblings: screenNames) }
        // Whether each modal hosts no stack and is named like a screen, whose closure builds it.
        let sharesScreenClosure = spec.modals.map { $0.stack == nil && screenNames.contains($0.name.text) }
        var modals = spec.modals.indices.map {
            validateCase(spec.modals[$0], ownEnum: modalType, siblings: modalNames, sharesScreenClosure: sharesScreenClosure[$0])
        }
        let events = spec.events.map { validateCase($0, ownEnum: eventType, siblings: eventNames) }
        // The checks across cases take the specs and their validated cases side by side, by
        // index: pairing them up would copy every case (a tenth of validation).
        checkDistinctClientNames(
            root: spec.root, screens: spec.screens, validatedScreens: screens, modals: spec.modals, validatedModals: modals,
            someModalSharesScreenClosure: sharesScreenClosure.contains(true)
        )
        checkHostedEventNames(modals: spec.modals, events: spec.events)
        checkEnumsContainingEachOther(feature: spec.name, groups: [(spec.screens, screens), (spec.modals, modals), (spec.events, events)])
        // Only a case with a 'parent' has parents to resolve (a case without gets none).
        if spec.screens.contains(where: { $0.parent != nil }) || spec.modals.contains(where: { $0.parent != nil }) {
            let screenTable = Dictionary(zip(spec.screens, screens).map { ($0.name.text, (spec: $0, parameters: $1.parameters)) }) { first, _ in first }
            for index in screens.indices {
                screens[index].parents = resolveParents(of: spec.screens[index], parameters: screens[index].linkCarriedParameters, subject: MessageSubject(.screen, named: spec.screens[index].name.text), screens: screenTable)
            }
            for index in modals.indices {
                modals[index].parents = resolveParents(of: spec.modals[index], parameters: modals[index].linkCarriedParameters, subject: MessageSubject(.modal, named: spec.modals[index].name.text), screens: screenTable)
            }
        }
        checkLinkConflicts([root.map { [$0] } ?? [], screens, modals, events])
        checkRenamedFrom(spec.screens, kind: .screen)
        checkRenamedFrom(spec.modals, kind: .modal)
        return ValidatedFeature(
            specFileName: fileName,
            name: spec.name,
            access: spec.access,
            imports: validateImports(spec.imports),
            module: module,
            root: root,
            screens: screens,
            modals: modals,
            events: events
        )
    }

    /// `text` parsed as a parameter type, with what validation needs of it, once per text.
    mutating func parsedType(_ text: String) -> Result<ParameterTypeFacts, SwiftSubsetError> {
        if let parsed = parsedTypes[text] { return parsed }
        let parsed = sharedParses.parsedType(text)
        parsedTypes[text] = parsed
        return parsed
    }

    /// `text` parsed as a default value, once per text.
    mutating func parsedExpression(_ text: String) -> Result<SwiftExpression, SwiftSubsetError> {
        if let parsed = parsedExpressions[text] { return parsed }
        let parsed = sharedParses.parsedExpression(text)
        parsedExpressions[text] = parsed
        return parsed
    }

    /// Records an error at `position`.
    mutating func error(_ message: String, at position: SourcePosition?) {
        diagnostics.error(message, at: SourceLocation(file: file, position: position))
    }

    /// Records a warning at `position`.
    mutating func warning(_ message: String, at position: SourcePosition?) {
        diagnostics.warning(message, at: SourceLocation(file: file, position: position))
    }
}
