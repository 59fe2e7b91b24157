import Foundation
import SnapshotTesting
import Testing
@testable import RouteGenCore

/// The output of every spec in `Specs/` (and `Tests/GeneratedCode/EarlierSpecs/`) compared whole with the reference files in
/// `Tests/GeneratedCode/ReferenceOutput/<App>/`, which the `<App>Navigation` targets compile and
/// `GeneratedCodeTests` runs; and the live-mode output of `Specs/Matching/` with
/// `Tests/GeneratedCode/ReferenceOutput/MatchingLive/`, which the `MatchingLive` target compiles.
///
/// To accept a change in the output, read the diff, then re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ReferenceTests`. CI runs with
/// `SNAPSHOT_TESTING_RECORD=never`, so a missing or different reference fails it.
@Suite struct ReferenceTests {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The apps whose navigation `Specs/` reproduces, one folder each, and `StudyV1`, an earlier
    /// version of the study app's specs kept for the restoration tests.
    static let apps = ["Matching", "Onsen", "Study", "StudyV1", "POS", "Hostile"]

    /// The folder holding the specs of `app`. Earlier versions of an app live outside `Specs/`,
    /// so that `routegen Specs -o Generated` never sees one feature defined twice.
    static func specsFolder(of app: String) -> String {
        app == "StudyV1" ? "\(root)/Tests/GeneratedCode/EarlierSpecs/\(app)" : "\(root)/Specs/\(app)"
    }

    /// One folder of reference files: the output of an app's specs in one mode.
    struct ReferenceSet: CustomTestStringConvertible, Sendable {
        /// The app whose specs are generated (see ``ReferenceTests/specsFolder(of:)``).
        var app: String
        /// The folder in `Tests/GeneratedCode/ReferenceOutput/` the references live in.
        var folder: String
        /// What the run generates.
        var settings: GenerationSettings

        var testDescription: String { folder }
    }

    /// Every reference folder: each app's interface, and the Matching app's live wiring.
    static let sets = apps.map { ReferenceSet(app: $0, folder: $0, settings: GenerationSettings()) } + [
        ReferenceSet(app: "Matching", folder: "MatchingLive", settings: GenerationSettings(mode: .live, interfaceModule: "MatchingNavigation")),
    ]

    /// The output of the specs of `set`.
    static func generate(_ set: ReferenceSet) throws -> [GeneratedFile] {
        var diagnostics = Diagnostics()
        // The app spec's files belong to the interface module: the live set leaves it out, so
        // that the app's types are not declared in both modules the tests import.
        let paths = SpecDiscovery.specPaths(in: [specsFolder(of: set.app)], diagnostics: &diagnostics)
            .filter { set.settings.mode == .interface || !SpecSource.isAppSpec($0) }
        let templates = try #require(TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics))
        let result = Generator.generate(specsAt: paths, templates: templates, settings: set.settings)
        #expect((diagnostics.all + result.diagnostics.all).map(\.description) == [])
        return result.files
    }

    /// Compares each of `files` with its reference file in `directory`, recording an issue for
    /// each that differs (or, when recording, writing it).
    static func verify(_ files: [GeneratedFile], againstReferencesIn directory: String) {
        for file in files {
            // swift-snapshot-testing names a reference "<testName>.<name>": splitting the file
            // name at its extension keeps each reference named exactly like the generated file.
            let stem = String(file.name.prefix { $0 != "." })
            let failure = verifySnapshot(
                of: file.contents,
                as: .swiftSource,
                named: String(file.name.dropFirst(stem.count + 1)),
                snapshotDirectory: directory,
                testName: stem
            )
            if let failure {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }

    /// ``verify(_:againstReferencesIn:)`` for a folder that holds the references of `files` and
    /// nothing else: makes it when it does not exist yet (a first recording), and records an
    /// issue when it holds a file that `files` no longer has.
    static func verify(_ files: [GeneratedFile], asEveryReferenceIn directory: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        verify(files, againstReferencesIn: directory)
        let references = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(references == files.map(\.name).sorted(), "delete the reference files that are generated no more", sourceLocation: sourceLocation)
    }

    @Test(arguments: sets)
    func outputMatchesTheReferenceFiles(set: ReferenceSet) throws {
        Self.verify(try Self.generate(set), againstReferencesIn: "\(Self.root)/Tests/GeneratedCode/ReferenceOutput/\(set.folder)")
    }

    @Test(arguments: sets)
    func everyReferenceFileIsStillGenerated(set: ReferenceSet) throws {
        let generated = try Self.generate(set).map(\.name).sorted()
        let references = try FileManager.default.contentsOfDirectory(atPath: "\(Self.root)/Tests/GeneratedCode/ReferenceOutput/\(set.folder)")
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }.sorted()
        #expect(references == generated, "delete the reference files that no spec generates any more")
    }

    @Test func specsUseEveryKey() throws {
        var texts: [String] = []
        for app in Self.apps {
            let folder = Self.specsFolder(of: app)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                texts.append(try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8))
            }
        }
        let all = texts.joined(separator: "\n")
        for key in ["access: public", "access: package", "access: internal", "imports:", "screens:", "doc:", "params:",
                    "type:", "default:", "modals:", "style: fullScreenCover", "style: popover", "events:", "module:", "root:", "view:",
                    "stack:", "detents:", "_ ", "-> Void", "defaultsToNil: false", "Optional<", "any ", "& ", "style: { compact:",
                    "-> SubjectsRoute"] {
            #expect(all.contains(key), "no reference spec uses '\(key)'")
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text (Swift source, Markdown) compared line by line; the reference file's name carries the extension.
    static var swiftSource: Snapshotting {
        Snapshotting(pathExtension: nil, diffing: .lines)
    }
}
