/// What the app templates see: the app's type names, its features in order, and its link rules.
final class AppContext: TemplateObject {
    /// The app name (`Matching`).
    let app: String
    /// The app spec file name the header names (`Matching.app.yaml`).
    let specFileName: String
    /// The access modifier with a trailing space: the widest the app's features allow.
    let access: String
    /// The module the app files import the features from, when it is another module.
    let interfaceModule: String?
    /// The features, tabs first, in spec order.
    let features: [AppFeatureContext]
    /// The features in the groups that each switch over every feature is written in; none for
    /// at most ``SwitchChunking/size`` features (the section then renders in the app's own
    /// context, as its one group: ``SwitchChunking/singleGroupValue(for:)``).
    let featureChunks: [AppFeatureChunkContext]
    /// The `LinkURLRules(…)` expression; `nil` when the app takes no links.
    let rules: String?
    /// The `LinkMatchOptions(…)` expression.
    let options: String
    /// The rows of the Markdown list of links.
    let linkRows: [String]
    /// The lines after the Markdown list of links: the schemes and hosts that carry them.
    let linkOrigins: [String]

    /// An app's context; see the properties for what each value holds.
    init(
        app: String, specFileName: String, access: String, interfaceModule: String?,
        features: [AppFeatureContext], rules: String?, options: String, linkRows: [String], linkOrigins: [String]
    ) {
        self.app = app
        self.specFileName = specFileName
        self.access = access
        self.interfaceModule = interfaceModule
        self.features = features
        featureChunks = AppFeatureChunkContext.chunks(of: features)
        self.rules = rules
        self.options = options
        self.linkRows = linkRows
        self.linkOrigins = linkOrigins
    }

    /// How many values the context lists: its features, link rows and link origins.
    var valueCount: Int { features.count + linkRows.count + linkOrigins.count }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        let names = AppTypeNames(app: app)
        return switch field {
        case .app: .text(app)
        case .specFileName: .text(specFileName)
        case .access: .text(access)
        case .interfaceModule: .text(interfaceModule)
        case .appRouterType: .text(names.appRouterType)
        case .tabType: .text(names.tabType)
        case .linkType: .text(names.linkType)
        case .appStateType: .text(names.appStateType)
        case .tabViewType: .text(names.tabViewType)
        case .features: .objects(features)
        case .featureChunks: featureChunks.isEmpty ? .flag(true) : .objects(featureChunks)
        case .splitsFeatures: .flag(!featureChunks.isEmpty)
        case .chunk, .nextChunk, .isFirstChunk, .endsChunks: SwitchChunking.singleGroupValue(for: field)
        case .tabs: .objects(features.filter(\.isTab))
        case .hasTabs: .flag(features.contains(where: \.isTab))
        case .firstTab: .text(features.first(where: \.isTab)?.caseName)
        case .otherFeatures: .objects(features.filter { !$0.isTab })
        case .hasOtherFeatures: .flag(features.contains { !$0.isTab })
        case .rules: .text(rules)
        case .hasLinks: .flag(rules != nil)
        case .options: .text(options)
        case .linkRows: .texts(linkRows)
        case .linkOrigins: .texts(linkOrigins)
        case .hasEventLinks: .flag(features.contains(where: \.hasEventLinks))
        default: nil
        }
    }
}

/// What the app templates see of one feature of the app.
final class AppFeatureContext: TemplateObject {
    /// The feature's type names.
    let names: FeatureTypeNames
    /// The case and property name: the tab's, or the feature's in lowerCamelCase.
    let caseName: String
    /// Whether it is a tab.
    let isTab: Bool
    /// The tab bar item's view, as Swift: `Label("Me", systemImage: "person")` or `Text("Me")`.
    let tabItem: String
    /// Whether it is the first of its list.
    let isFirst: Bool
    /// Whether it is the last of its list.
    let isLast: Bool
    /// Whether an event of the feature has a link: the app's link enum then has a case for them.
    let hasEventLinks: Bool

    /// A feature of an app; see the properties for what each value holds.
    init(names: FeatureTypeNames, caseName: String, isTab: Bool, tabItem: String, isFirst: Bool, isLast: Bool, hasEventLinks: Bool = false) {
        self.names = names
        self.caseName = caseName
        self.isTab = isTab
        self.tabItem = tabItem
        self.isFirst = isFirst
        self.isLast = isLast
        self.hasEventLinks = hasEventLinks
    }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .caseName: .text(caseName)
        case .feature: .text(names.feature)
        case .routerType: .text(names.routerType)
        case .routeType: .text(names.routeType)
        case .modalType: .text(names.modalType)
        case .stateType: .text(names.stateType)
        case .stackType: .text(names.stackType)
        case .isTab: .flag(isTab)
        case .tabItem: .text(tabItem)
        case .isFirst: .flag(isFirst)
        case .isLast: .flag(isLast)
        case .eventType: .text(names.eventType)
        case .hasEventLinks: .flag(hasEventLinks)
        case .eventCaseName: .text(caseName + "Event")
        default: nil
        }
    }
}

/// What one app template sees: the app, plus the imports of the file it renders.
final class AppFileContext: TemplateObject {
    /// The modules the file imports, sorted.
    let imports: [String]
    /// The app.
    let app: AppContext

    /// The context of a file of `app` that imports `imports`.
    init(imports: [String], app: AppContext) {
        self.imports = imports
        self.app = app
    }

    /// `imports`, or the app's value named `name`.
    override func value(for field: TemplateField) -> TemplateValue? {
        field == .imports ? .texts(imports) : app.value(for: field)
    }
}
