extension SpecValidator {
    /// Checks that the feature name taken from the file name is an UpperCamelCase identifier.
    mutating func validateFeatureName(_ name: String, fileName: String) {
        guard fileName.hasSuffix(SpecSource.fileSuffix) else {
            error("a spec file name must end in '\(SpecSource.fileSuffix)', e.g. 'Home\(SpecSource.fileSuffix)'", at: nil)
            return
        }
        guard !SwiftNaming.isUpperCamelCase(name) || SwiftNaming.isKeyword(name) else {
            validateFileNameLengths(of: name)
            checkDeclaredTypes(ofFeature: name)
            return
        }
        let rename = SwiftNaming.upperCamelCase(name).flatMap { $0 == name ? nil : $0 }
            .map { "; rename the file to '\($0)\(SpecSource.fileSuffix)'" } ?? ""
        error("the feature name '\(name.shown)' comes from the file name and must be an UpperCamelCase Swift identifier other than a keyword\(rename)", at: nil)
    }

    /// Reports a type feature `name` would declare with the name of a type generated code uses
    /// from another module (``ExternalTypeNames``), such as `NavigationRouter` for `Navigation`.
    mutating func checkDeclaredTypes(ofFeature name: String) {
        guard let (type, module) = ExternalTypeNames.collision(forFeature: name) else { return }
        error("feature '\(name)' would declare '\(type)', which is the name of \(module)'s \(type) that generated code uses; rename the spec file, e.g. to '\(name)Feature\(SpecSource.fileSuffix)'", at: nil)
    }

    /// The longest file name most file systems accept, in bytes (`NAME_MAX` on Linux and macOS).
    static let maximumFileNameLength = 255

    /// The longest suffix, in bytes, of the files either mode generates for a feature.
    static let longestOutputFileSuffix = RouteGenFileNames.allFeatureFileSuffixes.max { $0.utf8.count < $1.utf8.count } ?? ""

    /// Checks that every file feature `name` can generate has a name the file system accepts,
    /// so that a write never fails part-way because of a long name.
    mutating func validateFileNameLengths(of name: String) {
        // Every file's name is the feature's followed by a suffix: only the longest suffix counts,
        // and the name is built only for the message.
        guard name.utf8.count + Self.longestOutputFileSuffix.utf8.count > Self.maximumFileNameLength else { return }
        let longest = name + Self.longestOutputFileSuffix
        let limit = Self.maximumFileNameLength - Self.longestOutputFileSuffix.utf8.count
        error("the feature name is \(name.utf8.count) characters long, so the generated file name '\(longest.prefix(12))…' would be longer than the \(Self.maximumFileNameLength) bytes file systems allow; shorten the spec's file name to at most \(limit) characters before '\(SpecSource.fileSuffix)'", at: nil)
    }

    /// The imported module names without duplicates; reports names that are not module names.
    mutating func validateImports(_ imports: [SpecText]) -> [String] {
        var modules: [String] = []
        var firstPositions: [String: SourcePosition] = [:]
        for module in imports {
            let parts = module.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy(SwiftNaming.isModuleName) else {
                error("'\(module.shown)' is not a module name; imports are Swift identifiers such as 'Models'", at: module.position)
                continue
            }
            if let first = firstPositions[module.text] {
                warning("'\(module.shown)' is already imported at \(first)", at: module.position)
                continue
            }
            firstPositions[module.text] = module.position
            modules.append(module.text)
        }
        return modules
    }

    /// The name of the module `module:` names, or `nil` (with an error) when it is not a module name.
    mutating func validateModule(_ module: SpecText) -> String? {
        guard SwiftNaming.isModuleName(module.text) else {
            error("'\(module.shown)' is not a module name; 'module' names the module that defines the views, a Swift identifier such as 'HomeFeature'", at: module.position)
            return nil
        }
        return module.text
    }

    /// Checks that the client's closures have distinct names: the root's (`root`), one per
    /// screen, and one per modal that hosts no stack. A modal that hosts a stack has no closure,
    /// so it may share a screen's name, or be named `root`. A modal that shares a screen's name
    /// and hosts no stack is the same destination, pushed or presented: it shares the screen's
    /// closure, which needs the same parameter types and, when both name one, the same view.
    /// `someModalSharesScreenClosure` when some modal hosts no stack and is named like a screen:
    /// without one there is no pair to compare, and no table of the screens is made.
    mutating func checkDistinctClientNames(
        root: CaseSpec?, screens: [CaseSpec], validatedScreens: [ValidatedCase], modals: [CaseSpec], validatedModals: [ValidatedCase],
        someModalSharesScreenClosure: Bool
    ) {
        if let root {
            let clashing = screens.filter { $0.name.text == root.name.text } + modals.filter { $0.stack == nil && $0.name.text == root.name.text }
            for destination in clashing {
                error("\(destination.kind.subject(named: destination.name.shown)) has the same name as the root screen's closure of the view-building client (declared at \(root.name.position)); rename it", at: destination.name.position)
            }
        }
        guard someModalSharesScreenClosure else { return }
        var screenIndices: [String: Int] = [:]
        for index in screens.indices where screenIndices[screens[index].name.text] == nil {
            screenIndices[screens[index].name.text] = index
        }
        for index in modals.indices where modals[index].stack == nil {
            guard let screenIndex = screenIndices[modals[index].name.text] else { continue }
            let (modal, validatedModal) = (modals[index], validatedModals[index])
            let (screen, validatedScreen) = (screens[screenIndex], validatedScreens[screenIndex])
            let sharing = "modal '\(modal.name.shown)' has the same name as the screen at \(screen.name.position), so the view-building client builds both with its closure '\(modal.name.shown)'"
            let screenTypes = validatedScreen.parameters.map(\.type)
            let modalTypes = validatedModal.parameters.map(\.type)
            // A parameter that did not validate has its own error.
            guard validatedScreen.parameters.count == screen.parameters.count, validatedModal.parameters.count == modal.parameters.count else { continue }
            if screenTypes != modalTypes {
                let spelled = { (types: [SwiftType]) in "(" + types.map(\.description).joined(separator: ", ") + ")" }
                error("\(sharing), which cannot take both the screen's parameters \(spelled(screenTypes)) and the modal's \(spelled(modalTypes)); give them the same parameter types to share the closure, or rename one", at: modal.name.position)
            } else if let screenView = validatedScreen.view, let modalView = validatedModal.view, screenView != modalView {
                error("\(sharing), which cannot build both the screen's view \(screenView) and the modal's \(modalView); give them the same 'view' to share the closure, or rename one", at: modal.name.position)
            }
        }
    }

    /// Checks that no event shares a name with a modal that hosts a stack: the hosted stack's
    /// events reach the app layer as an event case of that name.
    mutating func checkHostedEventNames(modals: [CaseSpec], events: [CaseSpec]) {
        let hosting = Dictionary(modals.filter { $0.stack != nil }.map { ($0.name.text, $0) }) { first, _ in first }
        for event in events {
            guard let modal = hosting[event.name.text], let stack = modal.stack else { continue }
            error("event '\(event.name.shown)' has the same name as the modal at \(modal.name.position), which hosts the \(stack.shown) stack: that stack's events reach the app layer as the event '\(event.name.shown)(\(stack.shown)Event)'; rename one", at: event.name.position)
        }
    }

    /// Checks that no two cases' link templates match the same links; `groups` are the lists of
    /// cases in the order links are listed (the root's, the screens, the modals, the events).
    ///
    /// The lists are walked in place, and only a case's name and kind kept beside its links:
    /// one list of them all, or a case copied out of its list, copied every case of a feature.
    mutating func checkLinkConflicts(_ groups: [[ValidatedCase]]) {
        var seen: [[LinkTemplateSyntax.Segment]: [(kind: CaseKind, name: String, link: ValidatedLink)]] = [:]
        for cases in groups {
            for index in cases.indices where !cases[index].links.isEmpty {
                let (kind, name) = (cases[index].kind, cases[index].name)
                for link in cases[index].links {
                    let conflicting = seen[link.shape]?.first { earlier in ExpandedLink.conflict([earlier.link], [link], caseSensitive: true) }
                    if let earlier = conflicting, earlier.name != name || earlier.kind != kind {
                        error("link template '\(link.text.shown)' of \(kind.subject(named: name)) matches the same links as '\(earlier.link.text.shown)' of \(earlier.kind.subject(named: earlier.name)) at \(earlier.link.position); make one more specific, e.g. with another literal segment", at: link.position)
                    } else if conflicting == nil {
                        seen[link.shape, default: []].append((kind, name, link))
                    }
                }
            }
        }
    }

    /// Checks that no earlier name in `renamedFrom:` is a current case name or listed twice:
    /// restoration reads each saved name as one case only.
    mutating func checkRenamedFrom(_ cases: [CaseSpec], kind: CaseKind) {
        // Without a 'renamedFrom' there is no old name to clash: most features have none, and
        // the table of names below hashed every case of them.
        guard cases.contains(where: { !$0.renamedFrom.isEmpty }) else { return }
        var owners: [String: String] = Dictionary(cases.map { ($0.name.text, $0.name.text) }) { first, _ in first }
        for spec in cases {
            for old in spec.renamedFrom {
                if let owner = owners[old.text] {
                    let what = owner == old.text ? "is the name of \(kind.subject(named: owner))" : "is already in 'renamedFrom' of \(kind.subject(named: owner))"
                    error("'\(old.shown)' in 'renamedFrom' of \(kind.subject(named: spec.name.shown)) \(what); a saved '\(old.shown)' must restore as one \(kind.rawValue) only", at: old.position)
                } else {
                    owners[old.text] = spec.name.text
                }
            }
        }
    }
}
