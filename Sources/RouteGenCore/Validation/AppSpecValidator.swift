/// Checks an ``AppSpec`` against the features of its run and turns it into a ``ValidatedApp``:
/// names, tabs, link schemes and hosts, and that no two templates of the app's features can
/// match the same link.
struct AppSpecValidator {
    /// The app spec file diagnostics point into.
    let file: String
    /// The run's features, by name, with their spec paths.
    let features: [String: HostedStackValidator.Feature]
    /// What the validator found wrong so far.
    var diagnostics = Diagnostics()

    /// Names the app router and the app state declare as members of their own, which no tab or
    /// feature case may take, since each case is also a member of both. Every other name is
    /// free: generated code reaches its own members through `self.` (`ReservedNameTests`).
    static let reservedCaseNames: Set<String> = ["selectedTab", "navigationState", "encoded"]

    /// Validates `spec` against `features`; `nil` when there was an error.
    static func validate(_ spec: AppSpec, features: [HostedStackValidator.Feature], diagnostics: inout Diagnostics) -> ValidatedApp? {
        var validator = AppSpecValidator(file: spec.file, features: Dictionary(features.map { ($0.feature.name, $0) }) { first, _ in first })
        let app = validator.validateApp(spec)
        diagnostics.append(contentsOf: validator.diagnostics)
        return validator.diagnostics.hasErrors ? nil : app
    }

    /// Validates the whole app.
    mutating func validateApp(_ spec: AppSpec) -> ValidatedApp {
        validateAppName(spec.name)
        var appFeatures: [AppFeature] = []
        var caseNames: [String: SourcePosition] = [:]
        var listed: [String: SourcePosition] = [:]
        for tab in spec.tabs {
            guard checkCaseName(tab.name.text, at: tab.name.position, noun: "tab name", seen: &caseNames),
                  let feature = feature(named: tab.feature, listed: &listed)
            else { continue }
            checkTabRoot(feature, tab: tab)
            appFeatures.append(AppFeature(caseName: tab.name.text, feature: feature.feature, isTab: true, title: tab.title?.text, systemImage: tab.systemImage?.text))
        }
        for name in spec.features {
            guard let feature = feature(named: name, listed: &listed) else { continue }
            let caseName = SwiftNaming.lowercasedLeadingCapitals(name.text)
            guard checkCaseName(caseName, at: name.position, noun: "feature case", seen: &caseNames) else { continue }
            appFeatures.append(AppFeature(caseName: caseName, feature: feature.feature, isTab: false))
        }
        let links = spec.links.flatMap { validateLinks($0) }
        checkLinkConflicts(appFeatures.compactMap { features[$0.feature.name] }, caseSensitive: links?.caseSensitive ?? true)
        if let links {
            checkLinkHosts(appFeatures.map(\.feature), hosted: hostedFeatures(of: appFeatures.map(\.feature)), declared: links.hosts)
        }
        checkEventLinkCaseNames(appFeatures, positions: caseNames)
        if !spec.declaresLinks, let linked = appFeatures.first(where: { $0.feature.hasLinks }) {
            warning("feature \(linked.feature.name) declares links, but the app spec has no 'links' to say which schemes and hosts open them; add e.g. 'links: { schemes: { \(SwiftNaming.lowercasedLeadingCapitals(spec.name).lowercased()): route } }'", at: nil)
        }
        var imports: [String] = []
        for module in spec.imports {
            guard SwiftNaming.isModuleName(module.text) else {
                error("'\(module.shown)' is not a module name; 'imports' lists the modules of the features' interfaces, such as 'Navigation'", at: module.position)
                continue
            }
            imports.append(module.text)
        }
        return ValidatedApp(
            specFileName: SpecSource.fileName(ofPath: spec.file), name: spec.name, features: appFeatures, links: links, imports: imports,
            hostedFeatures: hostedFeatures(of: appFeatures.map(\.feature))
        )
    }

    /// The run's features that the app's features host, directly or through others, and that
    /// are not themselves features of the app, in the order they are first reached.
    func hostedFeatures(of appFeatures: [ValidatedFeature]) -> [ValidatedFeature] {
        var seen = Set(appFeatures.map(\.name))
        var hosted: [ValidatedFeature] = []
        var queue = appFeatures
        while !queue.isEmpty {
            let feature = queue.removeFirst()
            for name in feature.modals.compactMap(\.hostedFeature) where !seen.contains(name) {
                seen.insert(name)
                guard let found = features[name]?.feature else { continue }
                hosted.append(found)
                queue.append(found)
            }
        }
        return hosted
    }

    /// Checks the app name, which the generated types start with.
    mutating func validateAppName(_ name: String) {
        guard SwiftNaming.isUpperCamelCase(name), !SwiftNaming.isKeyword(name) else {
            let rename = SwiftNaming.upperCamelCase(name).map { "; rename the file to '\($0)\(RouteGenFileNames.appSpecSuffix)'" } ?? ""
            error("the app name '\(name.shown)' comes from the file name and must be an UpperCamelCase Swift identifier\(rename)", at: nil)
            return
        }
        // A feature named `<App>App` would declare `<App>AppRouter` too: OutputNameValidator
        // reports it, as both would write `<App>AppRouter.swift`.
    }

    /// Checks a tab's or feature's case name: a lowerCamelCase identifier, unique, not one the
    /// app router uses.
    mutating func checkCaseName(_ name: String, at position: SourcePosition, noun: String, seen: inout [String: SourcePosition]) -> Bool {
        guard !SwiftNaming.isKeyword(name) else {
            error("\(noun) '\(name.shown)' is a Swift keyword; choose another name, e.g. '\(name)Tab'", at: position)
            return false
        }
        guard SwiftNaming.isLowerCamelCase(name) else {
            let suggestion = SwiftNaming.lowerCamelCase(name).map { ", e.g. '\($0)'" } ?? ""
            error("\(noun) '\(name.shown)' must be a lowerCamelCase Swift identifier\(suggestion)", at: position)
            return false
        }
        guard !Self.reservedCaseNames.contains(name) else {
            error("\(noun) '\(name.shown)' is a member the generated app router or app state declares itself (\(Self.reservedCaseNames.sorted().englishList("and"))); choose another", at: position)
            return false
        }
        if let first = seen[name] {
            error("\(noun) '\(name.shown)' is already used at \(first); tabs and features need distinct names", at: position)
            return false
        }
        seen[name] = position
        return true
    }

    /// A feature whose events have links gets a case `<caseName>Event` in the app's link enum:
    /// no other tab or feature may have that name.
    mutating func checkEventLinkCaseNames(_ appFeatures: [AppFeature], positions: [String: SourcePosition]) {
        let names = Set(appFeatures.map(\.caseName))
        for feature in appFeatures where feature.feature.hasEventLinks && names.contains(feature.eventCaseName) {
            error("\(feature.isTab ? "tab" : "feature case") '\(feature.eventCaseName)' is the name of the link case that feature \(feature.feature.name)'s event links get ('\(feature.caseName)' followed by 'Event'); rename one", at: positions[feature.eventCaseName])
        }
    }

    /// The run's feature `name` names, listed once in the app; `nil` with an error otherwise.
    mutating func feature(named name: SpecText, listed: inout [String: SourcePosition]) -> HostedStackValidator.Feature? {
        guard let feature = features[name.text] else {
            let suggestion = Suggestion.closest(to: name.text, among: features.keys.sorted()).map { "; did you mean '\($0)'?" }
                ?? "; pass its spec in the same run as the app spec"
            error("feature '\(name.shown)' is not among the specs of this run\(suggestion)", at: name.position)
            return nil
        }
        if let first = listed[name.text] {
            error("feature '\(name.shown)' is already in the app at \(first); a feature has one router, so it appears once", at: name.position)
            return nil
        }
        listed[name.text] = name.position
        return feature
    }

    /// A tab shows its feature's generated stack: the feature needs a root, whose parameters
    /// all have defaults.
    mutating func checkTabRoot(_ feature: HostedStackValidator.Feature, tab: AppTabSpec) {
        guard let root = feature.feature.root else {
            error("tab '\(tab.name.shown)' shows feature \(tab.feature.shown)'s stack, but \(feature.path) declares no 'root:'; declare one there", at: tab.feature.position)
            return
        }
        if let parameter = root.parameters.first(where: { $0.defaultValue == nil }) {
            error("tab '\(tab.name.shown)' shows feature \(tab.feature.shown)'s stack, whose root needs '\(parameter.name)': a tab has no value to give it; give it a default, or show the feature outside the tabs", at: tab.feature.position)
        }
    }

    /// Records an error at `position` of the app spec (or the file itself).
    mutating func error(_ message: String, at position: SourcePosition?) {
        diagnostics.error(message, at: SourceLocation(file: file, position: position))
    }

    /// Records a warning at `position` of the app spec.
    mutating func warning(_ message: String, at position: SourcePosition?) {
        diagnostics.warning(message, at: SourceLocation(file: file, position: position))
    }
}

extension ValidatedFeature {
    /// Whether a root, screen, modal or event of the feature has a link template.
    var hasLinks: Bool {
        (linkedCases + events).contains { !$0.links.isEmpty }
    }

    /// Whether an event of the feature has a link template.
    var hasEventLinks: Bool {
        events.contains { !$0.links.isEmpty }
    }
}

extension AppFeature {
    /// The case of the app's link enum that the feature's event links parse as: `homeEvent`.
    var eventCaseName: String {
        caseName + "Event"
    }
}
