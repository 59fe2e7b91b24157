import Foundation
import SnapshotTesting
import Testing
@testable import RouteGenCore

/// A feature with more link templates than one `linkedState(_:_:)` switches over
/// (``LinkedStateChunkContext/size``): specs built here, whose output is the reference app
/// `ManyLinks` that the generated-code harness compiles and follows links into
/// (`Tests/GeneratedCode/GeneratedCodeTests/ManyLinksTests.swift`).
///
/// To accept a change, read the diff, then re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ManyLinksReferenceTests`.
@Suite struct ManyLinksReferenceTests {
    /// The number of screens of `ManyLinks`: two chunks' worth, so that its modals' templates
    /// fill a third function.
    static let screenCount = 2 * LinkedStateChunkContext.size
    /// The number of modals of `ManyLinks` with a link and no stack, besides the hosting one:
    /// with it, more than a chunk, so that the modal's `linkCandidates` is split too.
    static let modalCount = SwitchChunking.size + 5
    /// The styles of some of `ManyLinks`' modals `m1`, `m2`, … by index, each group of the modals'
    /// switches having some of every kind (the others are sheets): `m38` ends the first group and
    /// `m39` starts the second.
    static let modalStyles = [
        1: ", style: { compact: sheet, regular: fullScreenCover }",
        2: ", style: fullScreenCover",
        38: ", style: popover",
        39: ", style: fullScreenCover",
        40: ", detents: [medium, large]",
        43: ", style: popover",
        44: ", style: { compact: fullScreenCover, regular: popover }",
    ]
    /// The number of events of `ManyLinks`: more than a chunk, so that the event type's `==`
    /// and `linkCandidates` are split too; with their links, more than a chunk of templates, so
    /// that the event type's `linkRoutes` is joined from two lists.
    static let eventCount = SwitchChunking.size + 4
    /// The events of `ManyLinks` without a link: one in each of the first group's halves.
    static let eventsWithoutLinks: Set = [10, 30]

    /// The app's specs. `ManyLinks` has the screens `s0`, `s1`, … with a link each
    /// (`s<i>/{id}` with an `Int`), where the screens at chunk boundaries take values named
    /// like the names `linkedState(_:_:)` and its chunks use (`position`, `values`, `route`,
    /// `linkedState`, `linkedState1`), each renamed from `was<i>`; then the modals `m0`, `detail` (hosting
    /// `ManyLinksDetail`), `m1`, … with a link each; then the events `e0` (without parameters),
    /// `e1`, … with an `Int`, the next to last with a `Double` and the last with two
    /// parameters, each with a link but those of `eventsWithoutLinks`. Every screen and modal that builds a view names `ManyLinksScreenView`
    /// (`Support/ManyLinksFeatures`), for the live clients.
    static func specs() -> [(path: String, text: String)] {
        let size = LinkedStateChunkContext.size
        var feature = ["module: ManyLinksFeatures", "screens:"]
        for index in 0..<screenCount {
            let link = switch index {
            case size - 1: "url: \"s\(index)/{position}/{linkedState1}\", params: { position: Int, linkedState1: String }"
            case size: "url: \"s\(index)/{values}/{route}\", params: { values: String, route: Int }"
            case screenCount - 1: "url: \"s\(index)/{linkedState}\", params: { linkedState: String }"
            default: "url: \"s\(index)/{id}\", params: { id: Int }"
            }
            // Each screen was once `was<i>`: `Screen(renamedFrom:)` is split like the screens.
            feature.append("  s\(index): { \(link), view: ManyLinksScreenView, renamedFrom: was\(index) }")
        }
        feature += [
            "modals:", "  m0: { url: \"m0/{id}\", params: { id: Int }, view: ManyLinksScreenView }",
            "  detail: { stack: ManyLinksDetail, url: detail }",
        ]
        feature += (1..<modalCount).map { index in
            "  m\(index): { url: \"m\(index)/{id}\", params: { id: Int }, view: ManyLinksScreenView\(modalStyles[index] ?? "") }"
        }
        feature += ["events:", "  e0: { url: e0 }"]
        feature += (1..<eventCount - 2).map { index in
            eventsWithoutLinks.contains(index) ? "  e\(index): { params: { id: Int } }" : "  e\(index): { url: \"e\(index)/{id}\", params: { id: Int } }"
        }
        feature += [
            "  e\(eventCount - 2): { url: \"e\(eventCount - 2)?ratio={ratio}\", params: { ratio: Double } }",
            "  e\(eventCount - 1): { url: \"e\(eventCount - 1)/{id}?note={note}\", params: { id: Int, note: String } }",
        ]
        return [
            ("ManyLinks/ManyLinks.app.yaml", "features: [ManyLinks, ManyLinksDetail]\nlinks:\n  schemes:\n    many: route\n"),
            ("ManyLinks/ManyLinks.routes.yaml", feature.joined(separator: "\n") + "\n"),
            (
                "ManyLinks/ManyLinksDetail.routes.yaml",
                "module: ManyLinksFeatures\nroot: { view: ManyLinksScreenView }\nscreens:\n  page: { url: \"page/{n}\", params: { n: Int }, view: ManyLinksScreenView }\n"
            ),
        ]
    }

    /// The files the specs generate (the app spec's too, unless `settings` leave it out), with
    /// no diagnostic recorded.
    static func generate(_ specs: [(path: String, text: String)], settings: GenerationSettings = GenerationSettings()) throws -> [GeneratedFile] {
        var diagnostics = Diagnostics()
        let templates = try #require(TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics))
        let result = Generator.generate(specs.map { SpecSource(path: $0.path, text: $0.text) }, templates: templates, settings: settings)
        #expect((diagnostics.all + result.diagnostics.all).map(\.description) == [])
        return result.files
    }

    /// The names of the `private static func`s of `file`'s contents, in order.
    static func privateStaticFunctions(in file: GeneratedFile?) throws -> [Substring] {
        let contents = try #require(file?.contents)
        return contents.components(separatedBy: "private static func ").dropFirst().map { $0.prefix { $0 != "(" } }
    }

    @Test func outputMatchesTheReferenceFiles() throws {
        // The Swift files: the Markdown list of links is no code to compile.
        let files = try Self.generate(Self.specs()).filter { $0.name.hasSuffix(".swift") }
        try ReferenceTests.verify(files, asEveryReferenceIn: "\(ReferenceTests.root)/Tests/GeneratedCode/ReferenceOutput/ManyLinks")
        // The state splits its templates: one dispatching function and four of at most a chunk
        // each; its 80 screens, which restoration reads in two functions of 40, as it reads
        // their 80 earlier names; and its 46 modals, read in one function of 40 and one of 6.
        let functions = try Self.privateStaticFunctions(in: files.first { $0.name == "ManyLinksNavigationState.swift" })
        #expect(functions == ["linkedState", "linkedState0", "linkedState1", "linkedState2", "linkedState3", "_restored0", "_restored1", "_renamed0", "_renamed1", "_restored1"])
    }

    /// The live clients (`ReferenceOutput/ManyLinksLive`, compiled by the harness's
    /// `ManyLinksLive` target): `ManyLinks` has 125 destinations, so its client's closures are
    /// set in four groups.
    @Test func liveOutputMatchesTheReferenceFiles() throws {
        let features = Self.specs().filter { !SpecSource.isAppSpec($0.path) }
        let files = try Self.generate(features, settings: GenerationSettings(mode: .live, interfaceModule: "ManyLinksNavigation"))
        try ReferenceTests.verify(files, asEveryReferenceIn: "\(ReferenceTests.root)/Tests/GeneratedCode/ReferenceOutput/ManyLinksLive")
        let functions = try Self.privateStaticFunctions(in: files.first { $0.name == "ManyLinksLiveViewBuildingClient.swift" })
        #expect(functions == ["_setLiveClosures0", "_setLiveClosures1", "_setLiveClosures2", "_setLiveClosures3"])
    }
}
