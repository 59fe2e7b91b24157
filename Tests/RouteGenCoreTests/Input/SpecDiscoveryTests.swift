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
}
