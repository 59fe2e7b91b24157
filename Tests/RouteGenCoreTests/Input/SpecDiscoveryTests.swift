import Foundation
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
        try FileManager.default.createSymbolicLink(atPath: folder.path("Specs/Gone.routes.yaml"), withDestinationPath: "Missing.routes.yaml")
        let result = discover([folder.path("Specs")])
        #expect(result.diagnostics == [])
        #expect(result.paths == [folder.path("Specs/Home.routes.yaml"), folder.path("Specs/a/Beta.routes.yaml")])
    }
}
