/// Turns a ``ValidatedApp`` into the ``AppContext`` the app templates render.
enum AppTranslator {
    /// The template context for `app`; its files import the features from `interfaceModule`.
    static func translate(_ app: ValidatedApp, interfaceModule: String?) -> AppContext {
        let features = app.features.enumerated().map { index, feature in
            AppFeatureContext(
                names: FeatureTypeNames(feature: feature.feature.name),
                caseName: feature.caseName,
                isTab: feature.isTab,
                tabItem: tabItem(feature),
                isFirst: index == 0,
                isLast: index == app.features.count - 1,
                hasEventLinks: feature.feature.hasEventLinks
            )
        }
        // The app's types expose every feature's types, so they are as visible as the least visible feature.
        let access = app.features.map(\.feature.access).min { $0.rank < $1.rank } ?? .public
        return AppContext(
            app: app.name,
            specFileName: app.specFileName,
            access: FeatureTranslator.accessModifier(access),
            interfaceModule: interfaceModule,
            features: features,
            rules: app.links.map(rulesExpression),
            options: "LinkMatchOptions(caseSensitive: \(app.links?.caseSensitive ?? true))",
            linkRows: LinkTableTranslator.rows(of: app),
            linkOrigins: LinkTableTranslator.origins(of: app)
        )
    }

    /// The tab bar item of a tab: `Label("Me", systemImage: "person")`, or `Text("Me")`.
    static func tabItem(_ feature: AppFeature) -> String {
        let title = swiftStringLiteral(feature.title ?? SwiftNaming.capitalizingFirst(feature.caseName))
        guard let image = feature.systemImage else { return "Text(\(title))" }
        return "Label(\(title), systemImage: \(swiftStringLiteral(image)))"
    }

    /// The `LinkURLRules(…)` expression of an app's link rules.
    static func rulesExpression(_ links: ValidatedAppLinks) -> String {
        let schemes = links.schemes.map { "\(swiftStringLiteral($0.name)): .\($0.hostMode.rawValue)" }
        let hosts = links.hosts.map { "(name: \(swiftStringLiteral($0.name)), routeIn: \($0.routeIn.swiftExpression))" }
        let canonical = links.canonical.map { "(scheme: \(swiftStringLiteral($0.scheme)), host: \($0.host.map(swiftStringLiteral) ?? "nil"))" } ?? "nil"
        return "LinkURLRules(\n        schemes: [\(schemes.joined(separator: ", "))],\n        hosts: [\(hosts.joined(separator: ", "))],\n        canonical: \(canonical)\n    )"
    }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped, so
    /// that free text (a tab's title) cannot end the literal or interpolate.
    static func swiftStringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
