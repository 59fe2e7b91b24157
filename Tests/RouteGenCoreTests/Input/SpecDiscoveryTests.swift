import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RouteGenTestSupport
import Testing
@testable import RouteGenCore

/// Discovery finds specs in files and folders, deterministically, and reports bad inputs.
@Suite struct SpecDiscoveryTests {
    func discover(_ inputs: [String]) -> (paths: [String], diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let paths = SpecDiscovery.specPaths(in: inputs, diagnostics: &diagnostics)
        return (paths, diagnostics.map(\.description))
    }

    @Test func findsSpecsRecursivelyInSortedOrderSkippingHiddenFolders() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for name in ["Specs/b/Zeta.routes.yaml", "Specs/Alpha.routes.yaml", "Specs/a/Beta.routes.yaml",
                     "Specs/.build/Hidden.routes.yaml", "Specs/notes.yaml", "Specs/.Dot.routes.yaml"] {
            try folder.write("screens: {a: {}}", to: name)
        }
        let result = discover([folder.path("Specs") + "/"])
        #expect(result.diagnostics == [])
        #expect(result.paths == ["Alpha.routes.yaml", "a/Beta.routes.yaml", "b/Zeta.routes.yaml"].map { folder.path("Specs/" + $0) })
    }

    @Test func keepsInputOrderAndDropsDuplicates() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let b = try folder.write("", to: "B.routes.yaml")
        let a = try folder.write("", to: "A.routes.yaml")
        #expect(discover([b, a, b]).paths == [b, a])
    }

    /// A spec reached again through a link or another spelling of its path is read once; a hard
    /// link is the same file under another name, so a spec of its own, as it always was.
    @Test func aSpecReachedTwiceIsReadOnceButAHardLinkIsASpecOfItsOwn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let home = try folder.write("", to: "Specs/Home.routes.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Linked.routes.yaml"), withDestinationPath: "Specs/Home.routes.yaml")
        try FileManager.default.linkItem(atPath: home, toPath: folder.path("Specs/Other.routes.yaml"))
        let dotted = folder.path("Specs/./../Specs/Home.routes.yaml")
        let result = discover([folder.path("Specs"), folder.path("Linked.routes.yaml"), dotted, folder.path("Specs/Other.routes.yaml")])
        #expect(result.diagnostics == [])
        #expect(result.paths == [home, folder.path("Specs/Other.routes.yaml")])
        #expect(discover([folder.path("Linked.routes.yaml"), folder.path("Specs")]).paths == [
            folder.path("Linked.routes.yaml"), folder.path("Specs/Other.routes.yaml"),
        ])
    }

    /// A folder given alone is walked without telling its specs apart (each folder is walked
    /// once, so the regular files it lists are different specs), unless a spec in it is a link.
    @Test func aLinkedSpecInTheOnlyFolderGivenIsStillReadOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("", to: "Specs/Home.routes.yaml")
        try folder.write("", to: "Specs/a/Beta.routes.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/Alias.routes.yaml"), withDestinationPath: "Home.routes.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/b"), withDestinationPath: "a")
        let result = discover([folder.path("Specs")])
        #expect(result.diagnostics == [])
        #expect(result.paths == [folder.path("Specs/Alias.routes.yaml"), folder.path("Specs/a/Beta.routes.yaml")])
    }

    @Test func reportsMissingInputsFilesThatAreNotSpecsAndFoldersWithoutSpecs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let notSpec = try folder.write("", to: "Home.yaml")
        try folder.write("", to: "Empty/readme.md")
        let result = discover([folder.path("Missing"), notSpec, folder.path("Empty")])
        #expect(result.paths == [])
        #expect(result.diagnostics == [
            "\(folder.path("Missing")): error: no such file or folder",
            "\(notSpec): error: not a spec: spec file names end in '.routes.yaml', e.g. 'Home.routes.yaml'",
            "\(folder.path("Empty")): error: no '*.routes.yaml' spec in this folder",
        ])
    }

    @Test func followsALinkedFolderAndLinksInsideIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("", to: "Specs/Home.routes.yaml")
        try folder.write("", to: "Specs/a/Beta.routes.yaml")
        try folder.write("", to: "Shared/Away.routes.yaml")
        try folder.write("", to: "Loose/Kept.routes.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Link"), withDestinationPath: "Specs")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/Shared"), withDestinationPath: "../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/Linked.routes.yaml"), withDestinationPath: "../Loose/Kept.routes.yaml")
        for input in [folder.path("Link"), folder.path("Link") + "/"] {
            let result = discover([input])
            #expect(result.diagnostics == [])
            #expect(result.paths == ["Home.routes.yaml", "Linked.routes.yaml", "Shared/Away.routes.yaml", "a/Beta.routes.yaml"].map { folder.path("Link/" + $0) })
        }
    }

    @Test func endsLinkCyclesAndSkipsLinksThatLeadNowhere() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("", to: "Specs/Home.routes.yaml")
        try folder.write("", to: "Specs/a/Beta.routes.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/a/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/itself"), withDestinationPath: "itself")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/ping"), withDestinationPath: "pong")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/pong"), withDestinationPath: "ping")
        let result = discover([folder.path("Specs")])
        #expect(result.diagnostics == [])
        #expect(result.paths == [folder.path("Specs/Home.routes.yaml"), folder.path("Specs/a/Beta.routes.yaml")])
    }

    /// Issue 20, item 5: each of these was skipped silently, and a feature generated before
    /// from it was then removed as stale.
    @Test func aSpecTheFolderScanCannotReadIsReportedAsTheDirectPathReportsIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("screens: { a: {} }", to: "Specs/Home.routes.yaml")
        #expect(mkfifo(folder.path("Specs/Fifo.routes.yaml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/Zero.routes.yaml"), withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/Gone.routes.yaml"), withDestinationPath: "Missing.routes.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/Gone.app.yaml"), withDestinationPath: "Missing.app.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/notes"), withDestinationPath: "nowhere")
        let scanned = discover([folder.path("Specs")])
        #expect(scanned.diagnostics == [])
        #expect(scanned.paths == ["Fifo.routes.yaml", "Gone.app.yaml", "Gone.routes.yaml", "Home.routes.yaml", "Zero.routes.yaml"].map { folder.path("Specs/" + $0) })
        // Reading them reports each, as for a spec given by name.
        let read = scanned.paths.compactMap { path -> String? in
            guard case .failure(let diagnostic) = SpecSource.read(at: path) else { return nil }
            return diagnostic.description
        }
        #expect(read == [
            "\(folder.path("Specs/Fifo.routes.yaml")): error: cannot read this spec: it is a FIFO, not a regular file",
            "\(folder.path("Specs/Gone.app.yaml")): error: cannot read this spec: no such file or directory",
            "\(folder.path("Specs/Gone.routes.yaml")): error: cannot read this spec: no such file or directory",
            "\(folder.path("Specs/Zero.routes.yaml")): error: cannot read this spec: it is a device, not a regular file",
        ])
    }

    @Test func aSpecWhosePathIsNotUTF8IsReportedWhereverItIs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("screens: { a: {} }", to: "Specs/Home.routes.yaml")
        try folder.write("screens: { a: {} }", to: "Specs/Two/Two.routes.yaml")
        try folder.write("", to: "Specs/Three/readme.md")
        let specs = Array(folder.path("Specs").utf8) + [UInt8(ascii: "/")]
        // `Two` renamed `Tw\xFF`, and a spec named `B\xE9.routes.yaml` (Latin-1) in `Three`.
        #expect(POSIXFiles.withCString(specs + Array("Two".utf8)) { old in
            POSIXFiles.withCString(specs + Array("Tw".utf8) + [0xFF]) { rename(old, $0) }
        } == 0)
        let latin1 = specs + Array("Three/B".utf8) + [0xE9] + Array(".routes.yaml".utf8)
        #expect(POSIXFiles.withCString(latin1) { creat($0, 0o644) } >= 0)
        let result = discover([folder.path("Specs")])
        #expect(result.paths == [folder.path("Specs/Home.routes.yaml")])
        #expect(result.diagnostics == [
            "\(folder.path("Specs/Three/B\u{FFFD}.routes.yaml")): error: cannot read this spec: its path is not valid UTF-8; rename the file or the folder that holds it",
            "\(folder.path("Specs/Tw\u{FFFD}/Two.routes.yaml")): error: cannot read this spec: its path is not valid UTF-8; rename the file or the folder that holds it",
        ])
    }

    /// Root reads every folder, so this runs only for another user.
    @Test(.enabled(if: getuid() != 0, "root reads every folder"))
    func aFolderTheScanCannotListIsReported() throws {
        let folder = try TemporaryDirectory()
        defer {
            chmod(folder.path("Specs/Locked"), 0o755)
            folder.remove()
        }
        try folder.write("screens: { a: {} }", to: "Specs/Home.routes.yaml")
        try folder.write("screens: { a: {} }", to: "Specs/Locked/Two.routes.yaml")
        #expect(chmod(folder.path("Specs/Locked"), 0o000) == 0)
        let result = discover([folder.path("Specs")])
        #expect(result.paths == [folder.path("Specs/Home.routes.yaml")])
        #expect(result.diagnostics == ["\(folder.path("Specs/Locked")): error: cannot read this folder, which may hold specs: permission denied"])
    }
}
