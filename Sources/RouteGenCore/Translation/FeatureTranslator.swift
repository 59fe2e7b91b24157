/// Stage 4: turns a ``ValidatedFeature`` into the ``FeatureContext`` templates render.
///
/// Templates are logic-less, so everything they lay out is decided here: type names,
/// signatures, switch patterns, doc comment lines and the order of every list.
enum FeatureTranslator {
    /// The template context for `feature`; live files import the interface from `interfaceModule`.
    static func translate(_ feature: ValidatedFeature, interfaceModule: String? = nil) -> FeatureContext {
        let names = FeatureTypeNames(feature: feature.name)
        let translator = CaseTranslator(names: names)
        let root = feature.root.map { translator.translateCase($0) }
        let screens = translator.translateList(feature.screens)
        var modals = translator.translateList(feature.modals)
        var hostedEvents = modals.compactMap(translator.hostedEvent)
        // Swift refuses an enum whose every case holds the enum itself: a feature without
        // events that hosts only its own stack (a profile sheet over a profile) has no event to
        // forward, so its Event enum stays empty and the hosted router's events go nowhere.
        if feature.events.isEmpty, !hostedEvents.isEmpty,
           modals.allSatisfy({ $0.translated.hosted.map { $0.names.feature == feature.name } ?? true }) {
            hostedEvents = []
            modals = modals.map { modal in
                var translated = modal.translated
                translated.hosted?.forwardsEvents = false
                return CaseContext(translated, isFirst: modal.isFirst, isLast: modal.isLast)
            }
        }
        return FeatureContext(
            names: names,
            specFileName: feature.specFileName,
            access: accessModifier(feature.access),
            specImports: feature.imports,
            module: feature.module,
            interfaceModule: interfaceModule,
            root: root,
            screens: screens,
            modals: modals,
            events: markEnds(translator.translateList(feature.events) + hostedEvents),
            destinations: markEnds((root.map { [$0] } ?? []) + screens + modals.filter { modal in
                // A modal named like a screen is the same destination: it shares the screen's closure.
                modal.translated.hosted == nil && !feature.screens.contains { $0.name == modal.translated.name }
            }),
            rootLinkCandidates: LinkTranslator(names: names).rootLinkCandidates(of: feature.root)
        )
    }

    /// The modifier written before each declaration: `public `, `package `, or nothing for internal.
    static func accessModifier(_ access: AccessLevel) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// `contexts` with `isFirst` and `isLast` set from their positions: a context already
    /// where it belongs is kept, another made anew at its place.
    static func markEnds(_ contexts: [CaseContext]) -> [CaseContext] {
        contexts.enumerated().map { index, context in
            let isFirst = index == 0
            let isLast = index == contexts.count - 1
            return context.isFirst == isFirst && context.isLast == isLast ? context : context.positioned(isFirst: isFirst, isLast: isLast)
        }
    }
}
