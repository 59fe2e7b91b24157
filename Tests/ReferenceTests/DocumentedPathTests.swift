import Foundation
import Testing

/// The paths of this repository that its READMEs, manifests and scripts name exist, so that a
/// moved file cannot leave a reader a path that leads nowhere.
@Suite struct DocumentedPathTests {
    /// The folders a path of this repository starts with. `Specs/` and `Sources/<Target>/` are
    /// left out: the documents use them for the user's own files too (but `Sources/routegen/`,
    /// the documentation catalog's target).
    static let roots = ["Tests/", "Distribution/", "Benchmarks/", "Fuzz/", "Examples/", "Templates/", "Plugins/", "Scripts/", "Sources/CYAML", "Sources/RouteGen", "Sources/routegen/"]

    @Test func everyPathTheDocumentsNameExists() throws {
        var missing: [String] = []
        for file in try Self.documents() {
            let text = try String(contentsOfFile: "\(ReferenceTests.root)/\(file)", encoding: .utf8)
            let folder = (file as NSString).deletingLastPathComponent
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for path in Self.repositoryPaths(in: line) where !Self.exists(path, besides: folder) {
                    missing.append("\(file):\(number + 1): \(path)")
                }
            }
        }
        #expect(missing == [])
    }

    /// Whether `path` names a file or folder from the repository's root, from `folder` (the
    /// document's), or from the example app, whose `Scripts/` the README names as such.
    static func exists(_ path: String, besides folder: String) -> Bool {
        [".", folder, "Examples/MatchingApp"].contains { base in
            FileManager.default.fileExists(atPath: "\(ReferenceTests.root)/\(base)/\(path)")
        }
    }

    /// The paths in `line` that start with one of ``roots`` (after an optional `./`), not
    /// inside a longer path.
    static func repositoryPaths(in line: Substring) -> [String] {
        let pathCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_./+-"))
        var paths: [String] = []
        for word in line.components(separatedBy: pathCharacters.inverted) {
            var path = word.hasPrefix("./") ? String(word.dropFirst(2)) : word
            while path.hasSuffix(".") || path.hasSuffix("/") { path.removeLast() }
            if roots.contains(where: path.hasPrefix) {
                paths.append(path)
            }
        }
        return paths
    }

    /// The READMEs, manifests and shell scripts of the repository, outside hidden folders (such
    /// as `.build`), the reference output and the fuzzing corpus.
    static func documents() throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: ReferenceTests.root) else { return [] }
        var documents: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "ReferenceOutput" || name == "Corpus" {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".md") || name == "Package.swift" || name.hasSuffix(".sh") {
                documents.append(path)
            }
        }
        return documents.sorted()
    }
}
