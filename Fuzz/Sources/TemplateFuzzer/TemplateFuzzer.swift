import FuzzSupport
@_spi(Fuzzing) import RouteGenCore

/// libFuzzer's entry point: one input, as a user template's text, rendered against the
/// Matching reference specs.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    TemplateFuzzing.run(String(decoding: bytes, as: UTF8.self))
    return 0
}

/// Loads fuzzed text as user templates, the way `--templates` files are, and renders with them.
enum TemplateFuzzing {
    /// The Matching app's specs: three features and their app spec, all valid.
    static let specs = ReferenceSpecs.specs(ofApp: "Matching")
    /// The richest Matching feature, for live mode: one is enough to render the live template.
    static let liveFeatures = ReferenceSpecs.featureSpecs(ofApp: "Matching").filter { $0.path.hasSuffix("/UserDetail.routes.yaml") }

    /// The templates the input becomes. It replaces a feature template, an app template and
    /// the live template, and is the partial `Fuzz` that every other built-in's replacement
    /// includes: in a section over one item of each kind of context (cases, parameters, links,
    /// events, tabs, app features), and as a parent whose blocks it overrides. Every built-in
    /// is replaced, so an execution renders only the input, about fifteen times.
    static func overrides(_ text: String) -> [(name: String, text: String)] {
        [
            ("Route.swift", text),
            ("AppRouter.swift", text),
            ("LiveViewBuildingClient.swift", text),
            ("Fuzz", text),
            ("Router.swift", "{{#first(screens)}}{{> Fuzz}}{{/first(screens)}}{{#last(modals)}}{{> Fuzz}}{{/last(modals)}}\n"),
            ("ViewBuildingClient.swift", "{{#last(destinations)}}{{#first(parameters)}}{{> Fuzz}}{{/first(parameters)}}{{/last(destinations)}}\n"),
            ("NavigationStack.swift", "{{#first(linkRoutes)}}{{> Fuzz}}{{/first(linkRoutes)}}\n"),
            ("NavigationState.swift", "{{#root}}{{> Fuzz}}{{/root}}{{#first(events)}}{{> Fuzz}}{{/first(events)}}\n"),
            ("TabView.swift", "{{< Fuzz}}{{$imports}}import X{{/imports}}{{$tabs}}{{name}}{{/tabs}}{{/Fuzz}}\n"),
            ("Links.md", "{{#first(tabs)}}{{> Fuzz}}{{/first(tabs)}}{{#last(features)}}{{> Fuzz}}{{/last(features)}}\n"),
        ]
    }

    /// Renders the Matching specs, interface and app, then UserDetail live, with the input's templates.
    static func run(_ text: String) {
        var diagnostics = Diagnostics()
        guard let templates = TemplateSet.load(overrides: overrides(text), renderBudgetUnits: renderBudgetUnits, diagnostics: &diagnostics) else {
            Invariants.require(diagnostics.hasErrors, "templates refused without an error", diagnostics)
            for diagnostic in diagnostics {
                Invariants.require(!diagnostic.description.contains(where: \.isNewline), "a diagnostic spans several lines: \(diagnostic)", diagnostics)
            }
            return
        }
        let interface = runBlocking { await Generator.generate(specs, templates: templates) }
        check(interface, paths: specs.map(\.path))
        let live = runBlocking { await Generator.generate(liveFeatures, templates: templates, settings: GenerationSettings(mode: .live)) }
        check(live, paths: liveFeatures.map(\.path))
    }

    /// The units rendering one file may spend: routegen's standard budget costs seconds to
    /// spend in this instrumented build, and the replaced built-ins spend a few hundred.
    static let renderBudgetUnits = 5_000

    /// Valid specs generate whatever the templates say, unless a template renders too much:
    /// no other error, and every file rendered.
    static func check(_ result: GenerationResult, paths: [String]) {
        let otherErrors = result.diagnostics.filter { $0.severity == .error && !$0.message.contains("renders too much") }
        Invariants.require(otherErrors.isEmpty, "valid specs failed with these templates", result.diagnostics)
        let templatePaths = TemplateFuzzing.overrides("").map { "Templates/\($0.name).mustache" }
        Invariants.check(result, paths: paths + templatePaths, checksCode: false)
    }
}
