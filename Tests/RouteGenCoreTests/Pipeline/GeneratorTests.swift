import Testing
@testable import RouteGenCore

/// Generating many specs: concurrently, deterministically, and all-or-nothing.
@Suite struct GeneratorTests {
    func source(_ feature: String, screens: Int, path: String? = nil) -> SpecSource {
        let body = (0..<screens).map { "  screen\($0):\n    params: { id: Int, name: { type: String, default: '\"x\"' } }" }
        return SpecSource(path: path ?? "Specs/\(feature).routes.yaml", text: "screens:\n" + body.joined(separator: "\n") + "\n")
    }

    func generate(_ sources: [SpecSource]) -> GenerationResult {
        Generator.generate(sources, templates: SpecFixture.templates)
    }

    @Test func producesFiveFilesPerFeatureInInputOrder() {
        let result = generate([source("Zeta", screens: 2), source("Alpha", screens: 1)])
        #expect(result.diagnostics.all == [])
        #expect(result.featureCount == 2)
        #expect(result.files.map(\.name) == [
            "ZetaRoute.swift", "ZetaRouter.swift", "ZetaViewBuildingClient.swift", "ZetaNavigationStack.swift", "ZetaNavigationState.swift",
            "AlphaRoute.swift", "AlphaRouter.swift", "AlphaViewBuildingClient.swift", "AlphaNavigationStack.swift", "AlphaNavigationState.swift",
        ])
    }

    @Test func concurrentRunsGiveByteIdenticalOutput() {
        let sources = (0..<40).map { source("Feature\($0)", screens: $0 % 7 + 1) }
        let first = generate(sources)
        let second = generate(sources)
        #expect(first.files == second.files)
        let oneByOne = sources.flatMap { generate([$0]).files }
        #expect(first.files == oneByOne)
    }

    @Test func reportsEveryBrokenSpecAndGeneratesNothing() {
        let result = generate([
            SpecSource(path: "Specs/A.routes.yaml", text: "screen: {}\n"),
            source("B", screens: 1),
            SpecSource(path: "Specs/C.routes.yaml", text: "screens:\n  Bad: {}\n"),
        ])
        #expect(result.files == [])
        #expect(result.diagnostics.map(\.description) == [
            "Specs/A.routes.yaml:1:1: error: unknown key 'screen' at the top level; did you mean 'screens'?",
            "Specs/C.routes.yaml:2:3: error: screen name 'Bad' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'bad'",
        ])
    }

    @Test func templatesStillBeingParsedRenderWhatReadyOnesDo() {
        let sources = (0..<6).map { source("Feature\($0)", screens: $0 + 1) }
        let ready = generate(sources)
        let parsing = SharedValue(.inBackground) { SpecFixture.templates }
        let pending = Generator.generate(loaded: sources.map { .success($0) }, templates: .parsing { parsing.value }, settings: GenerationSettings())
        #expect(pending.files.count == 30)
        #expect(pending.files == ready.files)
        #expect(pending.diagnostics.all == ready.diagnostics.all)
    }

    @Test func templatesThatCouldNotBeParsedRenderNothingAndLeaveTheSpecsErrorsUnreported() {
        // The run reports why the templates failed; a spec's errors found meanwhile are not
        // reported with them, as when the specs were read only after the templates parsed.
        let sources = [source("Good", screens: 2), SpecSource(path: "Specs/Bad.routes.yaml", text: "screens:\n  Bad: {}\n")]
        let result = Generator.generate(loaded: sources.map { .success($0) }, templates: .parsing { nil }, settings: GenerationSettings())
        #expect(result.files == [])
        #expect(result.diagnostics.all == [])
        #expect(result.renderedFeatures.isEmpty)
    }

    @Test func rejectsTwoSpecsForTheSameFeature() {
        let result = generate([source("Home", screens: 1, path: "A/Home.routes.yaml"), source("Home", screens: 1, path: "B/Home.routes.yaml")])
        #expect(result.files == [])
        #expect(result.diagnostics.map(\.description) == [
            "B/Home.routes.yaml: error: feature 'Home' is already defined by A/Home.routes.yaml; feature names name the generated types and files, so they must be unique"
        ])
    }

    @Test func acceptsTheLongestFeatureNameWhoseFilesTheFileSystemTakes() throws {
        // 227 characters + "LiveViewBuildingClient.swift" is 255 bytes, the limit; one more is rejected (BadSpecTests).
        let name = String(repeating: "A", count: 227)
        let result = generate([source(name, screens: 1)])
        #expect(result.diagnostics.map(\.description) == [])
        let longest = try #require(result.files.map(\.name.utf8.count).max())
        #expect(longest <= SpecValidator.maximumFileNameLength)
    }

    @Test func rejectsFeatureNamesThatDifferOnlyInCase() {
        // Both would generate `DependencyValues.urlPickerViewBuildingClient`, and URLPickerRoute.swift
        // and UrlPickerRoute.swift are one file on a case-insensitive file system.
        let result = generate([source("URLPicker", screens: 1), source("UrlPicker", screens: 1), source("Home", screens: 1)])
        #expect(result.files == [])
        #expect(result.diagnostics.map(\.description) == [
            "Specs/UrlPicker.routes.yaml: error: feature 'UrlPicker' differs only in case from feature 'URLPicker' of Specs/URLPicker.routes.yaml; their generated files would collide on case-insensitive file systems such as macOS's, so rename one"
        ])
    }

    @Test func rejectsTwoSpecsThatWouldWriteFilesOfTheSameNameInAnyMode() {
        // Feature Home's live file is feature HomeLive's client, whichever mode runs: the build
        // plugin writes both modes' files.
        let result = generate([source("Home", screens: 1), source("HomeLive", screens: 1)])
        #expect(result.files == [])
        #expect(result.diagnostics.map(\.description) == [
            "Specs/HomeLive.routes.yaml: error: feature HomeLive would write 'HomeLiveViewBuildingClient.swift', which feature Home of Specs/Home.routes.yaml writes too; rename one of them",
        ])
        let app = SpecSource(path: "Specs/Shop.app.yaml", text: "features: [Home]\n")
        let clash = generate([source("Home", screens: 1), source("ShopApp", screens: 1), app])
        #expect(clash.diagnostics.map(\.description) == [
            "Specs/Shop.app.yaml: error: app Shop would write 'ShopAppRouter.swift', which feature ShopApp of Specs/ShopApp.routes.yaml writes too; rename one of them",
        ])
    }

    @Test func rejectsTwoSpecsThatWouldWriteFilesWhoseNamesDifferOnlyInCase() {
        // Feature Homelive's client and feature Home's live client are one file on macOS's
        // file systems, whatever the mode and whether or not the run writes every mode's files.
        for settings in [GenerationSettings(), GenerationSettings(mode: .live, writesAllModeFiles: true)] {
            let sources = ["Home", "Homelive"].map { SpecSource(path: "Specs/\($0).routes.yaml", text: "screens:\n  home:\n    view: HomeView\n") }
            let result = Generator.generate(sources, templates: SpecFixture.templates, settings: settings)
            #expect(result.files == [])
            #expect(result.diagnostics.map(\.description) == [
                "Specs/Homelive.routes.yaml: error: feature Homelive would write 'HomeliveViewBuildingClient.swift', which feature Home of Specs/Home.routes.yaml writes too (as 'HomeLiveViewBuildingClient.swift' on a case-insensitive file system); rename one of them",
            ])
        }
        // The names differ in case in the spec names, not only in the suffixes: app Shop's router
        // and feature ShopAPP's.
        let app = SpecSource(path: "Specs/Shop.app.yaml", text: "features: [Home]\n")
        let clash = generate([source("Home", screens: 1), source("ShopAPP", screens: 1), app])
        #expect(clash.diagnostics.map(\.description) == [
            "Specs/Shop.app.yaml: error: app Shop would write 'ShopAppRouter.swift', which feature ShopAPP of Specs/ShopAPP.routes.yaml writes too (as 'ShopAPPRouter.swift' on a case-insensitive file system); rename one of them",
        ])
    }
}
