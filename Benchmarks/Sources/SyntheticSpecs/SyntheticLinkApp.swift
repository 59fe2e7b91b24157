/// An app of link templates for the link-matching benchmarks (issue 24), made up in code and the
/// same on every run: `templates` templates in features of 50, template `s` of feature `f`
/// being `f<f>/s<s>/{a}`, `f<f>/s<s>/{a}/t/{b}` or `f<f>/s<s>/{a}/t/{b}/u/{c}` (1 to 3 path
/// parameters, by `s % 3`), each parameter a `String`, an `Int` or a `UUID` in turn.
///
/// The same templates are registered in routing-kit's `TrieRouter` (`trieRoutesSource`), one
/// typed handler each, building the same `<App>Link` values, so both match the same links.
public struct SyntheticLinkApp: Sendable {
    /// The number of templates.
    public var templates: Int
    /// The number of templates in every feature but perhaps the last.
    public static let templatesPerFeature = 50

    /// The app of `templates` templates.
    public init(templates: Int) {
        self.templates = templates
    }

    /// The app's name: `Links100`.
    public var appName: String { "Links\(templates)" }
    /// The app's link enum: `Links100Link`.
    public var linkType: String { appName + "Link" }
    /// The number of features.
    public var featureCount: Int { (templates + Self.templatesPerFeature - 1) / Self.templatesPerFeature }

    /// Feature `f`'s name: `L100F007`.
    public func featureName(_ feature: Int) -> String {
        SyntheticFeatureNames.featureName(prefix: "L\(templates)F", index: feature)
    }

    /// The number of templates of feature `f`.
    func templateCount(feature: Int) -> Int {
        min(Self.templatesPerFeature, templates - feature * Self.templatesPerFeature)
    }

    /// A parameter's type: `String`, `Int` or `UUID`, in turn.
    static func type(screen: Int, parameter: Int) -> String {
        ["String", "Int", "UUID"][(screen + parameter) % 3]
    }

    /// The parameters' names, in path order.
    static let parameterNames = ["a", "b", "c"]
    /// The literal before each parameter after the first.
    static let separators = ["t", "u"]

    /// The number of path parameters of screen `s`: 1 to 3.
    static func parameterCount(screen: Int) -> Int {
        screen % 3 + 1
    }

    /// The template of screen `s` of feature `f`, as a spec writes it.
    func template(feature: Int, screen: Int) -> String {
        var text = "f\(feature)/s\(screen)/{a}"
        for parameter in 1..<Self.parameterCount(screen: screen) {
            text += "/\(Self.separators[parameter - 1])/{\(Self.parameterNames[parameter])}"
        }
        return text
    }

    /// The feature specs and the app spec, as file names and YAML text.
    public func specs() -> [(fileName: String, text: String)] {
        var specs: [(fileName: String, text: String)] = []
        for feature in 0..<featureCount {
            var lines = ["# A synthetic feature of link templates for routegen's link-matching benchmarks.", "access: public", "screens:"]
            for screen in 0..<templateCount(feature: feature) {
                let parameters = (0..<Self.parameterCount(screen: screen)).map { "\(Self.parameterNames[$0]): \(Self.type(screen: screen, parameter: $0))" }
                lines += ["  s\(screen):", "    url: \(template(feature: feature, screen: screen))", "    params: { \(parameters.joined(separator: ", ")) }"]
            }
            specs.append((featureName(feature) + ".routes.yaml", lines.joined(separator: "\n") + "\n"))
        }
        let app = [
            "# The synthetic app of \(templates) link templates.",
            "features: [\((0..<featureCount).map(featureName).joined(separator: ", "))]",
            "links:",
            "  schemes: { https: web }",
            "  hosts: [bench.example]",
            "  canonical: https://bench.example",
        ]
        specs.append((appName + ".app.yaml", app.joined(separator: "\n") + "\n"))
        return specs
    }

    /// The value of parameter `p` of screen `s` in link `n`: text, a number or a UUID, as its type reads.
    static func value(screen: Int, parameter: Int, link: Int) -> String {
        switch type(screen: screen, parameter: parameter) {
        case "Int": String(link * 7 + parameter)
        case "UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        default: "v\(link)x\(parameter)"
        }
    }

    /// What the benchmark's links are made to test.
    public enum LinkKind: String, CaseIterable, Sendable {
        /// Every link matches one template.
        case matching
        /// Every link shares a template's first segments, then has one segment more that no
        /// template of that prefix has: no match.
        case nonMatching = "non-matching"
        /// Every link starts with a segment no template starts with.
        case unknownFirstSegment = "unknown-first-segment"
    }

    /// `count` links of `kind`, as path segments, spread over the templates.
    public func links(_ kind: LinkKind, count: Int) -> [[String]] {
        (0..<count).map { link in
            // Spread over the templates by a step prime to their count.
            let position = (link * 7_919) % templates
            let feature = position / Self.templatesPerFeature
            let screen = position % Self.templatesPerFeature
            var segments = ["f\(feature)", "s\(screen)", Self.value(screen: screen, parameter: 0, link: link)]
            for parameter in 1..<Self.parameterCount(screen: screen) {
                segments += [Self.separators[parameter - 1], Self.value(screen: screen, parameter: parameter, link: link)]
            }
            switch kind {
            case .matching:
                return segments
            case .nonMatching:
                return segments + ["z"]
            case .unknownFirstSegment:
                segments[0] = "g\(feature)"
                return segments
            }
        }
    }

    /// The name of the function that makes the app's routing-kit router: `links100TrieRouter`.
    public var trieRouterFunction: String { appName.prefix(1).lowercased() + appName.dropFirst() + "TrieRouter" }

    /// The Swift files that register every template in a routing-kit `TrieRouter` whose
    /// handlers read the same typed values and build the same `<App>Link` as routegen's code:
    /// `<App>TrieRoutes.swift` declares `public func <app>TrieRouter() -> TrieRouter<@Sendable
    /// (Parameters) -> <App>Link?>`, which calls one function per feature, each in a file of its
    /// own (`<Feature>TrieRoutes.swift`), so that no function body grows with the app.
    public func trieRoutesSources() -> [(fileName: String, text: String)] {
        let header = [
            "// Generated by the benchmarks' link-app tool for routing-kit's side of the comparison. Do not edit.",
            "",
            "import Foundation",
            "import RoutingKit",
            "",
        ]
        let routerType = "TrieRouter<@Sendable (Parameters) -> \(linkType)?>"
        var files: [(fileName: String, text: String)] = []
        var app = header + [
            "/// routing-kit's `TrieRouter` of the app's templates, one typed handler each.",
            "public func \(trieRouterFunction)() -> \(routerType) {",
            "    let router = \(routerType)()",
        ]
        for feature in 0..<featureCount {
            let name = featureName(feature)
            let caseName = SyntheticFeatureNames.caseName(of: name)
            app.append("    register\(name)(in: router)")
            var lines = header + [
                "/// Registers the \(name) feature's templates.",
                "func register\(name)(in router: \(routerType)) {",
            ]
            for screen in 0..<templateCount(feature: feature) {
                var path = ["\"f\(feature)\"", "\"s\(screen)\"", "\":a\""]
                var reads: [String] = []
                var arguments: [String] = []
                for parameter in 0..<Self.parameterCount(screen: screen) {
                    let label = Self.parameterNames[parameter]
                    if parameter > 0 { path += ["\"\(Self.separators[parameter - 1])\"", "\":\(label)\""] }
                    switch Self.type(screen: screen, parameter: parameter) {
                    case "Int": reads.append("let \(label) = $0.get(\"\(label)\", as: Int.self)")
                    case "UUID": reads.append("let \(label) = $0.get(\"\(label)\").flatMap(UUID.init(uuidString:))")
                    default: reads.append("let \(label) = $0.get(\"\(label)\")")
                    }
                    arguments.append("\(label): \(label)")
                }
                lines.append("    router.register({ guard \(reads.joined(separator: ", ")) else { return nil }; return .\(caseName)(\(name)NavigationState(path: [.s\(screen)(\(arguments.joined(separator: ", ")))])) }, at: [\(path.joined(separator: ", "))])")
            }
            lines.append("}")
            files.append((name + "TrieRoutes.swift", lines.joined(separator: "\n") + "\n"))
        }
        app += ["    return router", "}"]
        files.append((appName + "TrieRoutes.swift", app.joined(separator: "\n") + "\n"))
        return files
    }
}
