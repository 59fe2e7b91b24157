import Testing
@testable import RouteGenCore

/// The run-wide cache of parameter types and defaults answers what parsing the text answers.
@Suite struct ParsedSwiftCacheTests {
    static let texts = ["String", "Int?", "[Tag]", "[String: Int]", "Item.ID", "Binding<Int>", "int", "(Tag) -> Void", "[Int", "some View", ""]

    @Test func answersWhatParsingAnswersAndParsesEachTextOnce() {
        let cache = ParsedSwiftCache()
        for text in Self.texts {
            let first = cache.parsedType(text)
            let again = cache.parsedType(text)
            let parsed = SwiftSubset.type(text).map(ParameterTypeFacts.init)
            switch (first, again, parsed) {
            case (.success(let facts), .success(let cached), .success(let expected)):
                #expect(cached === facts, "\(text)")
                #expect(facts.type == expected.type && facts.description == expected.description, "\(text)")
                #expect(facts.unsupported?.name == expected.unsupported?.name && facts.unsupported?.reason == expected.unsupported?.reason, "\(text)")
                #expect(facts.suspiciousNames.map(\.name) == expected.suspiciousNames.map(\.name), "\(text)")
                #expect(facts.suspiciousNames.map(\.standard) == expected.suspiciousNames.map(\.standard), "\(text)")
            case (.failure(let error), .failure(let cached), .failure(let expected)):
                #expect(error == expected && cached == expected, "\(text)")
            default:
                Issue.record("'\(text)': the cache answered \(first), then \(again); parsing answers \(parsed)")
            }
        }
    }

    @Test func answersWhatParsingAnExpressionAnswers() {
        let cache = ParsedSwiftCache()
        for text in ["1", ".newest", "\"hi\"", "nil", "[1, 2]", "foo(", "", "-0x81"] {
            #expect(cache.parsedExpression(text) == SwiftSubset.expression(text), "\(text)")
            #expect(cache.parsedExpression(text) == SwiftSubset.expression(text), "\(text)")
        }
    }

    /// Two features of one pipeline that name the same types validate as each would alone.
    @Test func featuresSharingACacheValidateAsAlone() throws {
        let yaml = """
        screens:
          home:
            params:
              tags: [Tag]
              count: { type: Int, default: 1 }
              flag: bool
        """
        let shared = ValidationPipeline(mode: .interface)
        var sharedDiagnostics = Diagnostics()
        let first = shared.validatedFeature(SpecSource(path: "/specs/Home.routes.yaml", text: yaml), diagnostics: &sharedDiagnostics)
        let second = shared.validatedFeature(SpecSource(path: "/specs/Away.routes.yaml", text: yaml), diagnostics: &sharedDiagnostics)
        var aloneDiagnostics = Diagnostics()
        let alone = ValidationPipeline(mode: .interface).validatedFeature(SpecSource(path: "/specs/Away.routes.yaml", text: yaml), diagnostics: &aloneDiagnostics)
        #expect(first != nil)
        #expect(second == alone)
        #expect(sharedDiagnostics.all.count == 2 * aloneDiagnostics.all.count)
        #expect(sharedDiagnostics.all.suffix(aloneDiagnostics.all.count).map(\.description) == aloneDiagnostics.all.map(\.description))
    }
}
