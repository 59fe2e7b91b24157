import Foundation
import RouteGenTestSupport
import Testing
@testable import RouteGenCore

/// A writing run stages each new file in a temporary file as soon as it is rendered; writing
/// renames it into place, and whatever is not renamed is removed with the folders staging made.
@Suite struct OutputStagingTests {
    let header = GeneratedHeader.line(specFileName: "Home.routes.yaml")

    func generated(_ name: String, _ body: String) -> GeneratedFile {
        GeneratedFile(name: name, contents: "\(header)\n\n\(body)\n")
    }

    /// Writes `plan` as a run does (into the folder staging stood in with, when it made one),
    /// then removes what staging left; the changes made.
    @discardableResult
    func write(_ plan: OutputPlan, with staging: OutputStaging, diagnostics: inout Diagnostics) -> [FileChange] {
        let applied = OutputWriter.apply(plan, stagedFolder: staging.folder, diagnostics: &diagnostics)
        staging.discardStaged(except: applied)
        return applied
    }

    @Test func stagesOnlyTheFilesTheFolderDoesNotHaveAndLetsTheirBytesGo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(generated("A.swift", "old").contents, to: "A.swift")
        let staging = OutputStaging(directory: folder.path)
        let files = staging.stage([generated("A.swift", "a"), generated("B.swift", "b")])
        #expect(files[0] == generated("A.swift", "a"))
        #expect(files[0].stagedPath == nil)
        let staged = try #require(files[1].stagedPath)
        #expect(files[1].bytes.isEmpty)
        #expect(files[1].size == generated("B.swift", "b").bytes.count)
        #expect(FileManager.default.contents(atPath: staged).map(Array.init) == generated("B.swift", "b").bytes)
        let name = String(staged.split(separator: "/").last ?? "")
        #expect(name.hasPrefix(".B.swift"))
        #expect(TemporaryFile.writer(ofFileNamed: name) == getpid())
    }

    @Test func aFileKeptAsItIsRenderedIsStagedWithItsDigestUnlessTheFolderHasIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(generated("A.swift", "old").contents, to: "A.swift")
        let staging = OutputStaging(directory: folder.path)
        let new = generated("B.swift", "b").bytes
        let kept = new.withUnsafeBufferPointer { staging.keep(name: "B.swift", bytes: $0) }
        let staged = try #require(kept.stagedPath)
        #expect(kept.bytes.isEmpty)
        #expect(kept.size == new.count)
        // The render cache records the digest: the bytes are gone once staged.
        #expect(kept.stagedDigest == ContentDigest(new).description)
        #expect(FileManager.default.contents(atPath: staged).map(Array.init) == new)
        // A file the folder has is planned from its bytes, so they are kept, copied.
        let existing = generated("A.swift", "a").bytes
        let copied = existing.withUnsafeBufferPointer { staging.keep(name: "A.swift", bytes: $0) }
        #expect(copied.stagedPath == nil)
        #expect(copied == GeneratedFile(name: "A.swift", bytes: existing))
        staging.discardStaged(except: [])
        #expect(try folder.list() == ["A.swift"])
    }

    @Test func aWritingRunWhoseLastTemplateFailsLeavesNoneOfTheFilesStagedBeforeIt() throws {
        // A feature's files are staged one by one as they are rendered: here every file before
        // the NavigationState, whose template then renders too much and ends the run.
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("screens:\n  a:\n  b:\n  c:\n", to: "Specs/Home.routes.yaml")
        let nested = String(repeating: "{{#screens}}", count: 20) + "{{name}}" + String(repeating: "{{/screens}}", count: 20)
        try folder.write(nested, to: "Templates/NavigationState.swift.mustache")
        try folder.write("// Mine.\n", to: "Generated/Notes.swift")
        let report = GenerationRun.perform(GeneratorConfiguration(
            inputs: [folder.path("Specs")], outputDirectory: folder.path("Generated"),
            templatesDirectory: folder.path("Templates"), action: .write
        ))
        #expect(!report.succeeded)
        #expect(report.diagnostics.all.map(\.message).contains { $0.hasPrefix("template 'NavigationState.swift' renders too much") })
        #expect(try folder.list() == ["Generated", "Specs", "Templates"])
        #expect(try folder.list("Generated") == ["Notes.swift"])
    }

    @Test func aRunThatWritesNothingLeavesNoStagedFileNorTheFoldersStagingMade() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let staging = OutputStaging(directory: folder.path("Out/Generated"))
        let files = staging.stage([generated("A.swift", "a")])
        #expect(files[0].stagedPath != nil)
        // The missing output folder is not made: a folder beside it stands in for it.
        let standIn = try #require(try folder.list("Out").first)
        #expect(try folder.list("Out") == [standIn])
        #expect(standIn.hasPrefix(".Generated.routegen-"))
        #expect(TemporaryFile.writer(ofFileNamed: standIn) == getpid())
        #expect(try folder.list("Out/\(standIn)") == ["A.swift"])
        staging.discardStaged(except: [])
        #expect(try folder.list() == [])
    }

    @Test func aMissingOutputFolderAppearsWholeByOneRenameOfTheFolderThatStoodInForIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let directory = folder.path("Out/Generated")
        let staging = OutputStaging(directory: directory)
        let files = staging.stage([generated("A.swift", "a"), generated("B.swift", "b")])
        let standIn = try #require(staging.folder)
        let standInFolder = try #require(Self.inode(of: standIn))
        var diagnostics = Diagnostics()
        let plan = try #require(OutputPlanner.plan(files, in: directory, diagnostics: &diagnostics))
        let applied = write(plan, with: staging, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(applied == plan.changes)
        // The very folder staging wrote into, renamed: not a new one filled file by file.
        #expect(Self.inode(of: directory) == standInFolder)
        #expect(try folder.list("Out") == ["Generated"])
        #expect(try folder.list("Out/Generated") == ["A.swift", "B.swift"])
        #expect(folder.read("Out/Generated/B.swift") == generated("B.swift", "b").contents)
    }

    @Test func aFolderThatAppearsAtTheOutputPathAfterStagingKeepsItsFilesAndGetsTheOnesStaged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let directory = folder.path("Generated")
        let staging = OutputStaging(directory: directory)
        let files = staging.stage([generated("A.swift", "a")])
        var diagnostics = Diagnostics()
        let plan = try #require(OutputPlanner.plan(files, in: directory, diagnostics: &diagnostics))
        try folder.write("// Mine.\n", to: "Generated/Notes.swift")
        write(plan, with: staging, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(try folder.list() == ["Generated"])
        #expect(try folder.list("Generated") == ["A.swift", "Notes.swift"])
        #expect(folder.read("Generated/Notes.swift") == "// Mine.\n")
    }

    @Test func aDanglingSymbolicLinkAtTheOutputPathIsNeverReplacedByTheStandIn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let directory = folder.path("Generated")
        try FileManager.default.createSymbolicLink(atPath: directory, withDestinationPath: folder.path("Nowhere"))
        let staging = OutputStaging(directory: directory)
        let files = staging.stage([generated("A.swift", "a")])
        var diagnostics = Diagnostics()
        let plan = try #require(OutputPlanner.plan(files, in: directory, diagnostics: &diagnostics))
        let applied = write(plan, with: staging, diagnostics: &diagnostics)
        #expect(applied.isEmpty)
        #expect(diagnostics.map(\.description) == ["\(directory): error: cannot create the output folder: not a directory"])
        #expect(try folder.list() == ["Generated"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory) == folder.path("Nowhere"))
    }

    @Test func aFileStagingDidNotHoldIsWrittenBesideTheStagedOnesAndTheStandInGoes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let directory = folder.path("Generated")
        let staging = OutputStaging(directory: directory)
        let files = staging.stage([generated("A.swift", "a")]) + [generated("B.swift", "b")]
        var diagnostics = Diagnostics()
        let plan = try #require(OutputPlanner.plan(files, in: directory, diagnostics: &diagnostics))
        #expect(OutputWriter.isWholeFolder(plan) == false)
        write(plan, with: staging, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(try folder.list() == ["Generated"])
        #expect(try folder.list("Generated") == ["A.swift", "B.swift"])
        #expect(folder.read("Generated/A.swift") == generated("A.swift", "a").contents)
    }

    @Test func aStandInAnInterruptedRunLeftIsRemovedByTheNextRunThatStagesBesideIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // A process that no longer runs, and one that does (this one's parent, or init).
        let gone = ".Generated.routegen-\(Int32.max - 1)-7.tmp", running = ".Generated.routegen-\(getppid())-7.tmp"
        try folder.write("partial", to: "\(gone)/A.swift")
        try folder.write("partial", to: "\(running)/A.swift")
        try folder.write("mine", to: ".Other.routegen-\(Int32.max - 1)-7.tmp/A.swift")
        let staging = OutputStaging(directory: folder.path("Generated"))
        _ = staging.stage([generated("A.swift", "a")])
        let standIn = try #require(staging.folder.map { String($0.split(separator: "/").last ?? "") })
        #expect(try folder.list() == [".Other.routegen-\(Int32.max - 1)-7.tmp", standIn, running].sorted())
        staging.discardStaged(except: [])
    }

    @Test(arguments: [
        ("Generated", ".", "Generated", ".Generated.routegen-"),
        ("Out/Generated/", "Out", "Generated", "Out/.Generated.routegen-"),
        ("/Generated", "/", "Generated", "/.Generated.routegen-"),
        ("/tmp/a//Gen erated//", "/tmp/a/", "Gen erated", "/tmp/a//.Gen erated.routegen-"),
    ])
    func aStandInSitsBesideTheOutputFolder(directory: String, parent: String, name: String, prefix: String) throws {
        let standIn = try #require(TemporaryFile.FolderStandIn(for: directory))
        #expect(standIn.parent == parent)
        #expect(standIn.name == name)
        #expect(standIn.path.hasPrefix(prefix))
        #expect(TemporaryFile.writer(ofFileNamed: String(standIn.path.split(separator: "/").last ?? "")) == getpid())
    }

    @Test(arguments: ["/", ".", "..", "Out/..", "Out/./", ""])
    func aPathWithoutAFolderNameHasNoStandIn(directory: String) {
        #expect(TemporaryFile.FolderStandIn(for: directory) == nil)
    }

    /// The inode of the file or folder at `path`.
    static func inode(of path: String) -> UInt64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt64(status.st_ino)
    }

    @Test func aFolderThatExistedStaysWithWhatItHeld() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("// Mine.\n", to: "Generated/Notes.swift")
        let staging = OutputStaging(directory: folder.path("Generated"))
        _ = staging.stage([generated("A.swift", "a"), generated("B.swift", "b")])
        #expect(try folder.list("Generated").count == 3)
        staging.discardStaged(except: [])
        #expect(try folder.list("Generated") == ["Notes.swift"])
    }

    @Test func writingRenamesTheStagedFilesAndNothingIsLeftOver() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let directory = folder.path("Generated")
        let staging = OutputStaging(directory: directory)
        let files = staging.stage([generated("A.swift", "a"), generated("B.swift", "b")])
        var diagnostics = Diagnostics()
        let plan = try #require(OutputPlanner.plan(files, in: directory, diagnostics: &diagnostics))
        #expect(plan.changes.map(\.kind) == [.create, .create])
        #expect(plan.changes.allSatisfy { $0.contents == nil && $0.stagedPath != nil })
        write(plan, with: staging, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(try folder.list() == ["Generated"])
        #expect(try folder.list("Generated") == ["A.swift", "B.swift"])
        #expect(folder.read("Generated/B.swift") == generated("B.swift", "b").contents)
    }

    @Test func aFolderThatCannotBeMadeStagesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("not a folder\n", to: "Blocker")
        let staging = OutputStaging(directory: folder.path("Blocker/Generated"))
        let files = staging.stage([generated("A.swift", "a")])
        #expect(files == [generated("A.swift", "a")])
        #expect(files[0].stagedPath == nil)
        staging.discardStaged(except: [])
        #expect(try folder.list() == ["Blocker"])
    }

    @Test func aFileThatAppearsAfterStagingIsPlannedFromTheStagedCopy() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let staging = OutputStaging(directory: folder.path)
        let files = staging.stage([generated("A.swift", "a"), generated("B.swift", "b"), generated("C.swift", "c")])
        // Written by someone else between rendering and planning: a user's file, routegen's
        // own file with the same bytes, and routegen's file with other bytes.
        try folder.write("// Mine.\n", to: "A.swift")
        try folder.write(generated("B.swift", "b").contents, to: "B.swift")
        try folder.write(generated("C.swift", "old").contents, to: "C.swift")
        var diagnostics = Diagnostics()
        #expect(OutputPlanner.plan(files, in: folder.path, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description) == [
            "\(folder.path("A.swift")): error: this file exists and was not generated by routegen (it lacks the '// Generated by routegen' header); move or delete it, routegen never overwrites other files"
        ])
        var rest = Diagnostics()
        let plan = try #require(OutputPlanner.plan(Array(files.dropFirst()), in: folder.path, diagnostics: &rest))
        #expect(plan.changes.map(\.kind) == [.unchanged, .update])
        #expect(plan.changes[1].contents == generated("C.swift", "c").bytes)
        #expect(plan.changes[1].stagedPath == nil)
        staging.discardStaged(except: [])
        #expect(try folder.list() == ["A.swift", "B.swift", "C.swift"])
    }
}

/// A later run recognises the temporary files an interrupted run left by their names.
@Suite struct TemporaryFileNameTests {
    @Test(arguments: [
        (".HomeRoute.swift.routegen-123-456.tmp", Int32(123)),
        // The last marker counts: the target's own name may hold one.
        (".a.routegen-9-9.swift.routegen-77-0.tmp", 77),
        (".Café\u{301}.swift.routegen-5-4294967295.tmp", 5),
        (".routegen-1-2.tmp", 1),
    ])
    func namesATemporaryFilesWriter(name: String, pid: Int32) {
        #expect(TemporaryFile.writer(ofFileNamed: name) == pid)
    }

    @Test(arguments: [
        "HomeRoute.swift", ".HomeRoute.swift.routegen-123-456", "HomeRoute.swift.routegen-123-456.tmp",
        ".HomeRoute.swift.routegen-x-456.tmp", ".HomeRoute.swift.routegen-123-4294967296.tmp",
        ".HomeRoute.swift.routegen-123.tmp", ".tmp", ".routegen-.tmp",
    ])
    func otherNamesAreNotTemporaryFiles(name: String) {
        #expect(TemporaryFile.writer(ofFileNamed: name) == nil)
    }

    @Test func aTemporaryPathNamesThisProcess() {
        let path = TemporaryFile.path(for: "/tmp/out/HomeRoute.swift")
        let name = String(path.split(separator: "/").last ?? "")
        #expect(path.hasPrefix("/tmp/out/.HomeRoute.swift.routegen-"))
        #expect(TemporaryFile.writer(ofFileNamed: name) == getpid())
    }
}
