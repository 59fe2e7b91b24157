import Foundation
import Testing
@testable import RouteGenCore
import RouteGenTestSupport

/// Bad input never crashes routegen: mutated copies of the reference specs either generate
/// or fail with located, one-line diagnostics, and never both.
@Suite struct RobustnessTests {
    /// Bytes that tend to break YAML, Swift or routegen's own rules.
    static let hostileBytes = Array("\n\t\r \0:-[]{}&*!|>'\"#,?%@`\\<>();/=.$_Aa0".utf8) + [0xFF, 0xC3, 0x80]

    /// The text of every reference spec.
    static let specs: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var texts: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".routes.yaml"), let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) {
                texts.append(String(decoding: data, as: UTF8.self))
            }
        }
        return texts.sorted()
    }()

    /// `bytes` with one random edit: a deletion, an insertion of hostile bytes, a duplicated
    /// line, or a truncation.
    static func mutate(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return bytes }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &random)))
        case 1:
            let inserted = (0..<Int.random(in: 1...4, using: &random)).map { _ in hostileBytes.randomElement(using: &random) ?? 0 }
            bytes.insert(contentsOf: inserted, at: position)
        case 2:
            let lineStart = bytes[..<position].lastIndex(of: 10).map { $0 + 1 } ?? 0
            let lineEnd = bytes[position...].firstIndex(of: 10).map { $0 + 1 } ?? bytes.count
            bytes.insert(contentsOf: bytes[lineStart..<lineEnd], at: lineEnd)
        default:
            bytes.removeSubrange(position...)
        }
        return bytes
    }

    @Test func mutatedSpecsGenerateOrFailCleanly() throws {
        #expect(Self.specs.count >= 10)
        var random = SplitMix64(seed: 2026)
        var sources: [SpecSource] = []
        for round in 0..<200 {
            for (index, spec) in Self.specs.enumerated() {
                var bytes = Array(spec.utf8)
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    bytes = Self.mutate(bytes, using: &random)
                }
                sources.append(SpecSource(path: "Specs/Mutant\(round)x\(index).routes.yaml", bytes: bytes))
            }
        }
        var failures = 0
        for source in sources {
            let result = Generator.generate([source], templates: SpecFixture.templates)
            let errors = result.diagnostics.all.filter { $0.severity == .error }
            #expect(errors.isEmpty != result.files.isEmpty, "\(source.path): files and errors together, or neither")
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location?.file == source.path)
                let isOneLine = !diagnostic.description.contains { $0.isNewline }
                #expect(isOneLine, "\(diagnostic)")
            }
            failures += errors.isEmpty ? 0 : 1
        }
        // The mutations must actually exercise the error paths, not only harmless edits.
        #expect(failures > sources.count / 4)
        #expect(failures < sources.count)
    }

    /// The code of a generated file without its comments and string literals (routegen only
    /// emits one-line `//` comments and simple string literals).
    static func code(of source: String) -> String {
        var code = ""
        var inString = false
        var escaped = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var previous: Character?
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/", previous == "/" {
                    code.removeLast()
                    break
                } else {
                    code.append(character)
                }
                previous = character
            }
            code.append("\n")
        }
        return code
    }

    @Test func generatedCodeHoldsNothingButValidatedText() throws {
        // Whatever a mutant spec says, only validated names, types and defaults reach the
        // output: outside comments and strings there is never a ';', and brackets balance.
        var random = SplitMix64(seed: 7)
        var generated = 0
        for (index, spec) in Self.specs.enumerated() {
            for round in 0..<100 {
                let bytes = Self.mutate(Array(spec.utf8), using: &random)
                let result = Generator.generate(
                    [SpecSource(path: "Specs/M\(index)x\(round).routes.yaml", bytes: bytes)], templates: SpecFixture.templates)
                for file in result.files {
                    generated += 1
                    let code = Self.code(of: file.contents)
                    #expect(!code.contains(";"), "\(file.name) holds a ';'")
                    for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
                        #expect(code.count { String($0) == open } == code.count { String($0) == close }, "\(file.name): unbalanced \(open)\(close)")
                    }
                }
            }
        }
        #expect(generated > 0)
    }

    @Test func theCodeScannerDropsCommentsAndStrings() {
        #expect(Self.code(of: "let a = \"x;//y\" // c; d\ncase b(c: [Int]) /// doc;") == "let a =  \ncase b(c: [Int]) \n")
    }
}
