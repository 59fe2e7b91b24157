import Foundation
import SnapshotTesting
import Testing
@testable import RouteGenCore

/// No name a spec chooses can break generated code: specs whose screens, modals, events,
/// parameters, root parameters, hosting modals and tabs are named after every identifier the
/// built-in templates use (and every one the translator writes into them) either generate, and
/// their output is the reference app `Names` that the generated-code harness compiles in both
/// of its configurations, or are rejected by exactly the rule the Troubleshooting article lists, at the name's
/// line.
///
/// To accept a change, read the diff, then re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ReservedNameTests`.
@Suite struct ReservedNameTests {
    /// The built-in templates.
    static func templates() -> TemplateSet? {
        var diagnostics = Diagnostics()
        return TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics)
    }

    /// The Swift identifiers of `text` outside comments, string literals and Mustache tags.
    static func identifiers(inSwift text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.drop { $0 == " " }
            if code.hasPrefix("//") || code.hasPrefix("#") { continue }
            var word = ""
            var inString = false
            var inTag = false
            var previous: Character = " "
            for character in code {
                if inTag {
                    if previous == "}" && character == "}" { inTag = false }
                } else if inString {
                    if character == "\"" && previous != "\\" { inString = false }
                } else if character == "{" && previous == "{" {
                    inTag = true
                    word = ""
                } else if character == "\"" {
                    inString = true
                } else if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                    word.append(character)
                    previous = character
                    continue
                }
                if let first = word.first, !first.isNumber { found.insert(word) }
                word = ""
                previous = character
            }
            if let first = word.first, !first.isNumber { found.insert(word) }
        }
        return found
    }

    /// Every identifier the built-in Swift templates use.
    static let templateIdentifiers: Set<String> = BuiltinTemplates.sources
        .filter { $0.key.hasSuffix(".swift") }
        .values.reduce(into: []) { $0.formUnion(identifiers(inSwift: $1)) }

    /// The identifiers the translator writes into templates (locals of link reading, helpers of
    /// restoration): those of the reference apps' output, generated here, that neither a
    /// template nor a spec spells.
    static func translatorIdentifiers() throws -> Set<String> {
        var output: Set<String> = []
        var specs: Set<String> = []
        for set in ReferenceTests.sets {
            for file in try ReferenceTests.generate(set) where file.name.hasSuffix(".swift") {
                output.formUnion(identifiers(inSwift: file.contents))
            }
            let specFolder = ReferenceTests.specsFolder(of: set.app)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: specFolder)) ?? [] {
                let text = (try? String(contentsOfFile: "\(specFolder)/\(name)", encoding: .utf8)) ?? ""
                specs.formUnion(text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init))
            }
        }
        // Names derived from a spec's (`homeViewBuildingClient`, `otherUserRouter`) stay: more names to try.
        return output.subtracting(templateIdentifiers).subtracting(specs)
    }

    /// The names the templates take from a field rather than spell, each the name the translator
    /// chooses while no value read has it (a state's `linkedState(_:_:)` parameter, `linkValues`).
    static let fieldIdentifiers: Set<String> = ["values"]

    /// The names tried in every lowerCamelCase slot, sorted.
    static func names() throws -> [String] {
        try templateIdentifiers.union(translatorIdentifiers()).union(fieldIdentifiers)
            .filter { $0.first.map { $0.isLowercase } ?? false }
            .sorted()
    }

    /// The names tried as tabs: those of the app templates, where tab names are rendered.
    static let tabNames: [String] = AppOutputTemplate.allCases
        .filter { $0.templateName.hasSuffix(".swift") }
        .compactMap { BuiltinTemplates.sources[$0.templateName] }
        .reduce(into: Set<String>()) { $0.formUnion(identifiers(inSwift: $1)) }
        .filter { $0.first.map { $0.isLowercase } ?? false }
        .sorted()

    /// The specs of the names app without the names in `rejected`: one feature per kind of
    /// name, in two shapes (with a parameter, named after the next name, and without), root
    /// parameters, hosting modals, and a tab (with a feature of its own) per app-template name.
    static func specs(names: [String], leavingOut rejected: Set<String> = []) -> [(path: String, text: String)] {
        let names = names.filter { !rejected.contains($0) }
        func feature(_ feature: String, kind: String, parameters: Bool, links: String?) -> (path: String, text: String) {
            var lines = ["root: {}"]
            if kind != "screens" { lines += ["screens:", "  only: {}"] }
            lines.append("\(kind):")
            for (index, name) in names.enumerated() {
                let parameter = names[(index + 1) % names.count]
                guard parameters else {
                    lines.append("  \(name): {}")
                    continue
                }
                lines.append("  \(name):")
                if let links { lines.append("    url: \"\(links)\(index)/{\(parameter)}\"") }
                lines += ["    params:", "      \(parameter): Int"]
            }
            return ("Names/\(feature).routes.yaml", lines.joined(separator: "\n") + "\n")
        }
        var sources = [
            feature("ScreenNames", kind: "screens", parameters: true, links: "s"),
            feature("ModalNames", kind: "modals", parameters: true, links: "m"),
            feature("EventNames", kind: "events", parameters: true, links: nil),
            feature("BareScreenNames", kind: "screens", parameters: false, links: nil),
            feature("BareModalNames", kind: "modals", parameters: false, links: nil),
            feature("BareEventNames", kind: "events", parameters: false, links: nil),
        ]
        let root = ["root:", "  params:"] + names.map { "    \($0): String?" } + ["screens:", "  only: {}"]
        sources.append(("Names/RootNames.routes.yaml", root.joined(separator: "\n") + "\n"))
        let hosting = ["modals:"] + names.enumerated().map { "  \($1): { stack: ScreenNames, url: h\($0) }" } + ["screens:", "  only: {}"]
        sources.append(("Names/HostingNames.routes.yaml", hosting.joined(separator: "\n") + "\n"))
        var app = ["tabs:"]
        for tab in tabNames where !rejected.contains(tab) {
            let feature = "Tab" + tab.prefix(1).uppercased() + tab.dropFirst()
            app.append("  \(tab): { feature: \(feature), title: \(feature), systemImage: star }")
            sources.append(("Names/\(feature).routes.yaml", "root: {}\nscreens:\n  only: {}\n"))
        }
        app.append("features: [ScreenNames, ModalNames, EventNames, BareScreenNames, BareModalNames, BareEventNames, RootNames, HostingNames]")
        app += ["links:", "  schemes:", "    names: route"]
        sources.append(("Names/Names.app.yaml", app.joined(separator: "\n") + "\n"))
        return sources
    }

    /// The names each error of `result` is about: the spec's word at the error's position.
    static func rejectedNames(in result: GenerationResult, sources: [(path: String, text: String)]) -> [String: [String]] {
        var rejected: [String: [String]] = [:]
        for diagnostic in result.diagnostics.all where diagnostic.severity == .error {
            guard let position = diagnostic.location?.position,
                  let source = sources.first(where: { $0.path == diagnostic.location?.file }) else {
                Issue.record("an error about no name: \(diagnostic)")
                continue
            }
            let line = source.text.split(separator: "\n", omittingEmptySubsequences: false)[position.line - 1]
            let word = line.dropFirst(position.column - 1).prefix { $0.isLetter || $0.isNumber }
            rejected[String(word), default: []].append(diagnostic.message)
        }
        return rejected
    }

    @Test func everyNameTheTemplatesUseGeneratesOrIsRejectedByItsRule() throws {
        let names = try Self.names()
        #expect(names.count > 100, "the identifier scan found too few names: \(names.count)")
        let templates = try #require(Self.templates())
        // The app spec is checked once its features pass: leave out what each round rejects
        // until one passes.
        var rejected: [String: [String]] = [:]
        for _ in 0..<3 {
            let sources = Self.specs(names: names, leavingOut: Set(rejected.keys))
            let round = Generator.generate(sources.map { SpecSource(path: $0.path, text: $0.text) }, templates: templates)
            let found = Self.rejectedNames(in: round, sources: sources)
            if found.isEmpty { break }
            rejected.merge(found) { $0 + $1 }
        }
        for (name, messages) in rejected {
            for message in messages {
                let keyword = SwiftKeywords.reserved.contains(name) && message.contains("is a Swift keyword")
                let rootClosure = name == "root" && message.contains("the root screen's closure of the view-building client")
                let stackInitializer = name == "router" && message.contains("the stack's initializer takes its router under that name")
                let appMember = AppSpecValidator.reservedCaseNames.contains(name) && message.contains("is a member the generated app router or app state declares itself")
                #expect(keyword || rootClosure || stackInitializer || appMember, "'\(name)' rejected by no documented rule: \(message)")
            }
        }
        // Each name the app validator reserves is tried, and rejected.
        #expect(Set(AppSpecValidator.reservedCaseNames).isSubset(of: Set(rejected.keys)))

        let sources = Self.specs(names: names, leavingOut: Set(rejected.keys))
        let result = Generator.generate(sources.map { SpecSource(path: $0.path, text: $0.text) }, templates: templates)
        #expect(result.diagnostics.all.map(\.description) == [])
        // The Swift files: the Markdown list of links is no code to break (and lists every
        // hosting modal's every screen).
        let files = result.files.filter { $0.name.hasSuffix(".swift") }
        try ReferenceTests.verify(files, asEveryReferenceIn: "\(ReferenceTests.root)/Tests/GeneratedCode/ReferenceOutput/Names")
    }

    /// The type names the templates use are generated code's own (generic parameters, nested
    /// types, words of a string split by a tag) or in ``ExternalTypeNames``; a feature whose
    /// generated types would take an external name is rejected, naming it.
    @Test func featuresCannotTakeTheNameOfATypeGeneratedCodeUses() throws {
        let own: Set<String> = ["Client", "Function", "Hosted", "Identity", "Root", "Screen", "Self", "Token", "Type", "Value", "Wrapped", "Every", "The", "Unimplemented", "What", "Literal"]
        let types = Self.templateIdentifiers.filter { $0.first.map { $0.isUppercase } ?? false }
        for type in types.sorted() where !own.contains(type) {
            #expect(ExternalTypeNames.module(of: type) != nil, "'\(type)' is used by a template but is neither generated code's own nor in ExternalTypeNames")
        }
        let templates = try #require(Self.templates())
        let suffixes = FeatureTypeNames(feature: "").declaredTypes
        var tried = 0
        for type in ExternalTypeNames.modules.keys.sorted() {
            for suffix in suffixes where type.hasSuffix(suffix) && type != suffix {
                let feature = String(type.dropLast(suffix.count))
                let result = Generator.generate(
                    [SpecSource(path: "Specs/\(feature).routes.yaml", text: "screens:\n  home: {}\n")], templates: templates)
                #expect(result.diagnostics.all.contains { $0.message.contains("feature '\(feature)' would declare '\(feature)") },
                        "feature \(feature) is not rejected for declaring \(type): \(result.diagnostics.all)")
                tried += 1
            }
        }
        #expect(tried >= 4, "NavigationRoute, NavigationRouter, NavigationModal and LinkRoute each end in a generated suffix")
    }
}
