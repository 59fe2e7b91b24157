// This file is compiled into routegen and, through the symlink Plugins/PluginsShared, into
// its plugins, which cannot import libraries. It must stand alone: Swift standard library
// only, no other routegen declaration.

/// The names of the files routegen reads and writes, as pure functions of a feature name, so
/// a build system can declare every input and output before routegen runs.
enum RouteGenFileNames {
    /// The suffix every spec file name ends with; the feature name is the stem before it.
    static let specSuffix = ".routes.yaml"

    /// The suffix of an app spec's file name; the app name is the stem before it.
    static let appSpecSuffix = ".app.yaml"

    /// The name of the optional configuration file of a target (`mode:` and `interfaceModule:`).
    static let configurationFileName = "routegen.yaml"

    /// The name of the folder, directly in a target's folder, whose `.mustache` files override
    /// routegen's built-in templates for that target: the plugins pass it as `--templates`.
    static let templatesFolderName = "RouteGenTemplates"

    /// The suffix of every template file name; the template's name is the stem before it
    /// (`Router.swift` for `Router.swift.mustache`).
    static let templateFileSuffix = ".mustache"

    /// The suffixes of the files interface mode generates for a feature, in rendering order.
    static let interfaceFileSuffixes = [
        "Route.swift",
        "Router.swift",
        "ViewBuildingClient.swift",
        "NavigationStack.swift",
        "NavigationState.swift",
    ]

    /// The suffixes of the files live mode generates for a feature.
    static let liveFileSuffixes = [
        "LiveViewBuildingClient.swift",
    ]

    /// The feature named by a spec file name (`Home` for `Home.routes.yaml`), or `nil` when
    /// the name is not a spec's.
    static func featureName(ofSpecFileName fileName: String) -> String? {
        guard fileName.hasSuffix(specSuffix), fileName.count > specSuffix.count else { return nil }
        return String(fileName.dropLast(specSuffix.count))
    }

    /// The suffixes of the files an app spec generates (after the app name).
    static let appFileSuffixes = [
        "AppRouter.swift",
        "TabView.swift",
        "Links.md",
    ]

    /// The app named by an app spec file name (`Matching` for `Matching.app.yaml`), or `nil`.
    static func appName(ofAppSpecFileName fileName: String) -> String? {
        guard fileName.hasSuffix(appSpecSuffix), fileName.count > appSpecSuffix.count else { return nil }
        return String(fileName.dropLast(appSpecSuffix.count))
    }

    /// The Swift files an app spec generates for `app`: what a build plugin declares as the
    /// outputs of its command. The Markdown list of links is written beside them, not declared:
    /// it is not compiled.
    static func appSwiftFileNames(forApp app: String) -> [String] {
        appFileSuffixes.filter { $0.hasSuffix(".swift") }.map { app + $0 }
    }

    /// Every file either mode can generate for `feature`: what a build plugin declares as the
    /// outputs of one spec's command, which writes the other mode's files header-only.
    static func allOutputFileNames(forFeature feature: String) -> [String] {
        allFeatureFileSuffixes.map { feature + $0 }
    }

    /// The suffixes of every file either mode can generate for a feature, interface mode's first.
    static let allFeatureFileSuffixes = interfaceFileSuffixes + liveFileSuffixes
}
