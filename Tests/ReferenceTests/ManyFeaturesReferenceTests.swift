import Foundation
import Testing
@testable import RouteGenCore

/// An app of more features than one generated function switches over (``SwitchChunking/size``):
/// specs built here, whose output is the reference app `ManyFeatures` that the generated-code
/// harness compiles, opens links into, and saves and restores
/// (`Tests/GeneratedCode/GeneratedCodeTests/ManyFeaturesTests.swift`).
///
/// To accept a change, read the diff, then re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ManyFeaturesReferenceTests`.
@Suite struct ManyFeaturesReferenceTests {
    /// The number of features of `ManyFeatures`: one more than a group, so that the last group
    /// holds one feature.
    static let featureCount = SwitchChunking.size + 1
    /// The features whose event has a link: the first (a tab), the last of the first group, and
    /// the one of the second.
    static let featuresWithEventLinks: Set<Int> = [0, SwitchChunking.size - 1, SwitchChunking.size]

    /// The name of the feature at `index`: `F00`, `F01`, ….
    static func featureName(_ index: Int) -> String {
        index < 10 ? "F0\(index)" : "F\(index)"
    }

    /// The app's specs. Each feature `F<i>` has a root and one screen, `page`, linked by
    /// `f<i>/{id}`; the features of ``featuresWithEventLinks`` have an event, `opened`, linked by
    /// `f<i>/open/{id}`. The first two are the tabs `t00` and `t01`, the others features outside
    /// the tabs, so that the app's link has a tab to select in its first group only.
    static func specs(featureCount: Int = featureCount) -> [(path: String, text: String)] {
        let names = (0..<featureCount).map(featureName)
        var specs = names.enumerated().map { index, name in
            let link = name.lowercased()
            var lines = ["root: {}", "screens:", "  page: { url: \"\(link)/{id}\", params: { id: Int } }"]
            if featuresWithEventLinks.contains(index) {
                lines += ["events:", "  opened: { url: \"\(link)/open/{id}\", params: { id: Int } }"]
            }
            return (path: "ManyFeatures/\(name).routes.yaml", text: lines.joined(separator: "\n") + "\n")
        }
        let app = [
            "tabs:", "  t00: { feature: F00 }", "  t01: { feature: F01 }",
            "features: [\(names.dropFirst(2).joined(separator: ", "))]",
            "links:", "  schemes:", "    many: route",
        ]
        specs.append((path: "ManyFeatures/ManyFeatures.app.yaml", text: app.joined(separator: "\n") + "\n"))
        return specs
    }

    /// The names of the functions `file` declares `private`, in order.
    static func privateFunctions(in file: GeneratedFile?) throws -> [String] {
        let contents = try #require(file?.contents)
        let pattern = /private (?:static |mutating )?(?:func|var) (_[A-Za-z]+[0-9]+)/
        return contents.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func outputMatchesTheReferenceFiles() throws {
        let files = try ManyLinksReferenceTests.generate(Self.specs()).filter { $0.name.hasSuffix(".swift") }
        try ReferenceTests.verify(files, asEveryReferenceIn: "\(ReferenceTests.root)/Tests/GeneratedCode/ReferenceOutput/ManyFeatures")
        // Each switch over the features (the link's `==`, `tab` and `url`, the router's `open(_:)`)
        // is split in two, the member itself for the first 40 and a function for the last; the
        // app's link templates, restoring the router, and comparing, reading and saving the app's
        // state, into a function for each.
        let functions = try Self.privateFunctions(in: files.first { $0.name == "ManyFeaturesAppRouter.swift" })
        #expect(functions == [
            "_equal1", "_tab1", "_linkRoutes0", "_linkRoutes1", "_url1", "_open1", "_restore0", "_restore1",
            "_equal0", "_equal1", "_decode0", "_decode1", "_encode0", "_encode1",
        ])
    }

    @Test func aMiddleGroupHandsTheLinksItLacksToTheNext() throws {
        // 81 features: groups of 40, 40 and 1.
        let files = try ManyLinksReferenceTests.generate(Self.specs(featureCount: 2 * SwitchChunking.size + 1))
        let router = try #require(files.first { $0.name == "ManyFeaturesAppRouter.swift" })
        let groups = ["0", "1", "2"]
        #expect(try Self.privateFunctions(in: router) == ["_equal1", "_equal2", "_tab1", "_tab2"] + groups.map { "_linkRoutes\($0)" }
            + ["_url1", "_url2", "_open1", "_open2"] + groups.map { "_restore\($0)" } + groups.map { "_equal\($0)" }
            + groups.map { "_decode\($0)" } + groups.map { "_encode\($0)" })
        // The middle group's `url`: the 40 features from f40 to f79 (f40's event link too),
        // then the next group's function; the last group's answers no link it does not have.
        let middle = try #require(router.contents.components(separatedBy: "private func _url1() -> URL? {\n").last?
            .components(separatedBy: "\n    }\n").first)
        let arms = middle.split(separator: "\n").filter { $0.hasPrefix("        case .") }
        #expect(arms.first == "        case .f40(let state): state.url")
        #expect(arms.last == "        case .f79(let state): state.url")
        #expect(arms.count == SwitchChunking.size + 1)
        #expect(middle.hasSuffix("        default: self._url2()\n        }"))
        #expect(router.contents.contains("        case .f80(let state): state.url\n        // No link gets here: an earlier function has its feature.\n        default: nil\n"))
        #expect(router.contents.contains("LinkAppRoutes<Self>(Array([_linkRoutes0, _linkRoutes1, _linkRoutes2].joined()))"))
    }

    @Test func anAppOfAGroupOfFeaturesOrFewerIsNotSplit() throws {
        // The first 40 features and the tabs: every switch over them is one member, as before the split.
        let specs = Self.specs(featureCount: SwitchChunking.size)
        let files = try ManyLinksReferenceTests.generate(specs)
        let router = try #require(files.first { $0.name == "ManyFeaturesAppRouter.swift" })
        #expect(try Self.privateFunctions(in: router) == [])
        #expect(router.contents.contains("public static let linkRoutes = LinkAppRoutes<Self>([\n"))
        // `==` is the synthesized one (40 features took 36 ms to type-check).
        #expect(!router.contents.contains("static func =="))
    }
}
