import Foundation
import Testing

/// RouteGenCore's folders are the stages of a pipeline: a stage uses the stages before it and
/// the shared folders, never a later one, so each can be read and changed knowing only what
/// comes before it. The check reads the sources: a folder uses another when its code names a
/// type declared at the top level of one of the other's files.
@Suite struct StageDependencyTests {
    /// The folders in stage order; the folders of one entry may use each other.
    static let stages: [[String]] = [
        ["Support", "Diagnostics"],
        ["Configuration"],
        ["Input"],
        ["YAML"],
        ["SpecFormat"],
        ["Decoding"],
        ["Schema"],
        ["SpecModel"],
        ["Validation"],
        ["Translation"],
        ["Rendering"],
        ["Output"],
        ["Graph"],
        ["Pipeline"],
    ]

    /// Uses of a later stage that remain, as `Stage -> Later stage`.
    static let remainingBackEdges: Set<String> = []

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RouteGenCore")

    @Test func everyFolderIsAStage() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(Self.stages.joined()))
    }

    @Test func noStageUsesALaterOne() throws {
        let files = try Self.swiftFiles()
        var declaringFolders: [String: Set<String>] = [:]
        for file in files {
            for name in Self.topLevelTypeNames(in: file.text) {
                declaringFolders[name, default: []].insert(file.folder)
            }
        }
        let rank = Dictionary(uniqueKeysWithValues: Self.stages.enumerated().flatMap { index, folders in folders.map { ($0, index) } })
        var backEdges: [String: Set<String>] = [:]
        for file in files {
            guard let fileRank = rank[file.folder] else { continue }
            for name in Self.typeNames(usedIn: file.text) {
                for folder in declaringFolders[name] ?? [] {
                    guard let usedRank = rank[folder], usedRank > fileRank else { continue }
                    backEdges["\(file.folder) -> \(folder)", default: []].insert("\(file.path) uses \(name)")
                }
            }
        }
        let unexpected = backEdges.filter { !Self.remainingBackEdges.contains($0.key) }
        #expect(unexpected.isEmpty, "\(unexpected.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.sorted().joined(separator: ", "))" }.joined(separator: "\n"))")
        let gone = Self.remainingBackEdges.subtracting(backEdges.keys)
        #expect(gone.isEmpty, "no longer used, so remove from remainingBackEdges: \(gone.sorted().joined(separator: ", "))")
    }

    /// Every Swift file under `Sources/RouteGenCore`, with its stage folder and its text.
    static func swiftFiles() throws -> [(folder: String, path: String, text: String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var files: [(folder: String, path: String, text: String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let folder = relative.split(separator: "/").first, relative.contains("/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            files.append((String(folder), relative, text))
        }
        return files
    }

    /// The types a file declares at its top level (not indented): `struct SpecText`, `enum CaseKind`.
    static func topLevelTypeNames(in text: String) -> [String] {
        let declaration = #/^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/#
        return text.split(separator: "\n").compactMap { line in
            (try? declaration.prefixMatch(in: line)).map { String($0.1) }
        }
    }

    /// The capitalised names a file's code mentions, outside comments and string literals.
    static func typeNames(usedIn text: String) -> Set<String> {
        var names: Set<String> = []
        var inMultilineString = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            if delimiters > 0 {
                if delimiters % 2 == 1 { inMultilineString.toggle() }
                continue
            }
            guard !inMultilineString else { continue }
            let code = line
                .replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
                .replacing(#/\/\/.*/#, with: "")
            for word in code.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
            where word.first?.isUppercase == true {
                names.insert(String(word))
            }
        }
        return names
    }
}
