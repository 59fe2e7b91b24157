import Foundation
@testable import RouteGenCore
import Testing

/// A context's texts lent from where they are stored (``TemplateObject/lendText(of:to:)``) are
/// what its values give (``TemplateObject/lendTextOfValue(of:to:)``), for every field.
@Suite struct FieldTextTests {
    /// The repository's example specs that validate on their own.
    static func exampleFeatures() throws -> [FeatureContext] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let specs = root.appendingPathComponent("Specs")
        let paths = try #require(FileManager.default.enumerator(atPath: specs.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".routes.yaml") }.sorted()
        return try paths.compactMap { path in
            let text = try String(contentsOf: specs.appendingPathComponent(path), encoding: .utf8)
            return SpecFixture.validated(text, path: "Specs/" + path).feature.map { FeatureTranslator.translate($0) }
        }
    }

    /// What `answer` lends and says for `field`.
    static func lent(_ field: TemplateField, _ answer: (TemplateField, (UnsafeBufferPointer<UInt8>) -> Void) -> FieldText) -> (FieldText, [String]) {
        var texts: [String] = []
        let said = answer(field) { texts.append(String(decoding: $0, as: UTF8.self)) }
        return (said, texts)
    }

    /// Checks `context`'s two answers for every field against each other; how many texts it
    /// lent in place.
    static func compareEveryField(of context: TemplateObject, named name: String) -> Int {
        var lentInPlace = 0
        for field in TemplateField.allCases {
            let fast = lent(field) { context.lendText(of: $0, to: $1) }
            let general = lent(field) { context.lendTextOfValue(of: $0, to: $1) }
            #expect(fast.0 == general.0, "\(field) of \(name)")
            #expect(fast.1 == general.1, "\(field) of \(name)")
            if fast.0 == .lent, fast.1 != [""] { lentInPlace += 1 }
        }
        return lentInPlace
    }

    @Test func aCaseLendsInPlaceWhatItsValuesGive() throws {
        let features = try Self.exampleFeatures()
        let cases = features.flatMap { feature in
            [feature.root].compactMap { $0 } + feature.screens + feature.modals + feature.events + feature.destinations
        }
        #expect(features.count > 10)
        let lentInPlace = cases.reduce(0) { $0 + Self.compareEveryField(of: $1, named: $1.translated.name) }
        #expect(lentInPlace > 1000)
        let parameters = cases.flatMap(\.translated.parameters)
        #expect(parameters.count > 50)
        let parameterLentInPlace = parameters.reduce(0) { $0 + Self.compareEveryField(of: $1, named: $1.name) }
        #expect(parameterLentInPlace > 250)
    }

    @Test func aFeatureAndAFileLendInPlaceWhatTheirValuesGive() throws {
        let lentInPlace = try Self.exampleFeatures().reduce(0) { count, feature in
            let file = FileContext(imports: ["Foundation", "SwiftUI"], feature: feature)
            return count + Self.compareEveryField(of: feature, named: feature.feature) + Self.compareEveryField(of: file, named: feature.feature)
        }
        #expect(lentInPlace > 100)
    }

    @Test func aValueThatIsNotTextOrMissingLendsNothing() throws {
        let context = try #require(try Self.exampleFeatures().first?.screens.first)
        #expect(Self.lent(.parameters) { context.lendText(of: $0, to: $1) }.0 == .notText)
        #expect(Self.lent(.isFirst) { context.lendText(of: $0, to: $1) }.1.isEmpty)
        #expect(Self.lent(.tabs) { context.lendText(of: $0, to: $1) }.0 == .absent)
    }
}
