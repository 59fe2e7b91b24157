@testable import RouteGenCore
import Testing

/// A case's pieces spelt in the feature's buffer: the shortcut for a list of one parameter spells
/// what joining does, and a quoted name is the link translator's string literal.
@Suite struct CaseTranslatorListTests {
    /// A parameter named `name`, labelled, whose other strings are made from its name, written
    /// to `source`.
    static func parameter(_ name: String, in source: SwiftSource) -> ParameterContext {
        ParameterContext(
            source: source, name: name, label: name, type: "T" + name, valueType: "T" + name, defaultValue: nil,
            declaration: name + ": T" + name, closureParameter: "_ " + name + ": T" + name,
            initializerParameter: name + ": T" + name, argument: name + ": " + name,
            boxedArgument: name + ": Box(" + name + ")", clientArgument: name, isCallback: false, isLast: true
        )
    }

    @Test(arguments: [0, 1, 2, 3])
    func aListIsTheJoinedListForAnyCount(count: Int) {
        let names = ["userID", "a long parameter name past fifteen bytes", "ünïcödé"]
        let scratch = SwiftSource(capacity: 1)
        let parameters = (0..<count).map { Self.parameter(names[$0 % names.count], in: scratch) }
        let parts: [(KeyPath<ParameterContext, SourceText>, KeyPath<ParameterContext, String>)] = [
            (\.argumentText, \.argument), (\.initializerParameterText, \.initializerParameter), (\.boxedArgumentText, \.boxedArgument),
        ]
        for (part, string) in parts {
            let listed = CaseTranslator.list(parameters, using: scratch) { $0[keyPath: part] }
            #expect(scratch.text(of: listed) == scratch.text(of: CaseTranslator.joinedList(parameters, using: scratch) { $0[keyPath: part] }))
            #expect(scratch.text(of: listed) == parameters.map { $0[keyPath: string] }.joined(separator: ", "))
        }
        let listedNames = CaseTranslator.list(parameters, using: scratch) { $0.name }
        #expect(scratch.text(of: listedNames) == parameters.map(\.name).joined(separator: ", "))
        let ignored = CaseTranslator.list(parameters, using: scratch) { _ in "_" }
        #expect(scratch.text(of: ignored) == Array(repeating: "_", count: count).joined(separator: ", "))
    }

    @Test func aQuotedNameIsTheLinkTranslatorsStringLiteral() {
        let links = LinkTranslator(names: FeatureTypeNames(feature: "Profile"))
        let scratch = SwiftSource(capacity: 1)
        for name in ["photos", "", "aVeryLongCaseNamePastFifteenBytes", "ünïcödé"] {
            #expect(scratch.text(of: CaseTranslator.quoted(name, using: scratch)) == links.swiftString(name))
            #expect(scratch.text(of: CaseTranslator.matchPattern(name, using: scratch)) == "." + name)
        }
    }

    @Test(arguments: [0, 1, 2, 3])
    func aListIsTranslatedWithTheEndsMarkEndsWouldGiveIt(count: Int) {
        let translator = CaseTranslator(names: FeatureTypeNames(feature: "Profile"))
        let cases = (0..<count).map { index in
            ValidatedCase(kind: .screen, name: "screen\(index)", docLines: [], parameters: [], style: .sheet, view: nil)
        }
        let listed = translator.translateList(cases)
        let marked = FeatureTranslator.markEnds(cases.map { translator.translateCase($0) })
        #expect(listed.map(\.isFirst) == marked.map(\.isFirst))
        #expect(listed.map(\.isLast) == marked.map(\.isLast))
        #expect(listed.map(\.translated.name) == marked.map(\.translated.name))
        #expect(FeatureTranslator.markEnds(listed).elementsEqual(listed, by: ===), "already marked: kept as they are")
    }
}
