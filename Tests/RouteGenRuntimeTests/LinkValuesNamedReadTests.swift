import Foundation
import RouteGenRuntime
import Testing

/// The readers named for the standard types read what the generic readers read with the
/// parsers named for the same types: present, absent, unconvertible and shared values alike.
@Suite struct LinkValuesNamedReadTests {
    /// What a read gave: its value, or that it threw.
    enum Outcome<Value: Equatable>: Equatable {
        case value(Value)
        case mismatch
    }

    func outcome<Value: Equatable>(_ read: () throws -> Value) -> Outcome<Value> {
        do { return .value(try read()) } catch { return .mismatch }
    }

    /// Links carrying `text` in the path, in the query, not at all, shared by a hosting modal as
    /// a value of `Value`, and shared as a value of another type (which a parameter does not take).
    func linkValues<Value>(carrying text: String, as type: Value.Type) -> [LinkValues] {
        [
            LinkValues(path: ["p": text]),
            LinkValues(query: ["p": [text, "ignored"]]),
            LinkValues(),
            LinkValues(shared: ["p": LinkSharedValue(text, as: Value.self)]),
            LinkValues(shared: ["p": LinkSharedValue(text, as: [Value].self)]),
        ]
    }

    func expectSameReads<Value: Equatable>(
        _ texts: [String], default defaultValue: Value, parser: LinkParser<Value>,
        named: (LinkValues) throws -> Value, namedWithDefault: (LinkValues, Value) throws -> Value
    ) {
        for text in texts {
            for values in linkValues(carrying: text, as: Value.self) {
                #expect(outcome { try named(values) } == outcome { try values.required("p", parser) }, "\(text) in \(values)")
                #expect(
                    outcome { try namedWithDefault(values, defaultValue) }
                        == outcome { try values.optional("p", parser, default: defaultValue) },
                    "\(text) in \(values)"
                )
            }
        }
    }

    @Test func eachNamedReaderReadsAsTheGenericReaderWithItsParser() {
        expectSameReads(["a/b c", ""], default: "d", parser: LinkValue.stringParser, named: { try $0.string("p") }, namedWithDefault: { try $0.string("p", default: $1) })
        expectSameReads(["42", "-7", "x", "4.5"], default: 1, parser: LinkValue.intParser, named: { try $0.int("p") }, namedWithDefault: { try $0.int("p", default: $1) })
        expectSameReads(["0.25", "1e3", "nan?"], default: 1.5, parser: LinkValue.doubleParser, named: { try $0.double("p") }, namedWithDefault: { try $0.double("p", default: $1) })
        expectSameReads(["true", "0", "yes"], default: true, parser: LinkValue.boolParser, named: { try $0.bool("p") }, namedWithDefault: { try $0.bool("p", default: $1) })
        expectSameReads(
            ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "not-a-uuid"], default: UUID(), parser: LinkValue.uuidParser,
            named: { try $0.uuid("p") }, namedWithDefault: { try $0.uuid("p", default: $1) }
        )
        expectSameReads(
            ["https://example.com/a?b=c", "relative/path"], default: URL(string: "https://example.com")!, parser: LinkValue.urlParser,
            named: { try $0.url("p") }, namedWithDefault: { try $0.url("p", default: $1) }
        )
        expectSameReads(["12.50", "-3", "twelve"], default: Decimal(1), parser: LinkValue.decimalParser, named: { try $0.decimal("p") }, namedWithDefault: { try $0.decimal("p", default: $1) })
    }

    @Test func aNamedReaderThrowsForAMissingValueAndTakesTheDefaultOnlyThen() throws {
        let values = LinkValues(path: ["count": "42", "bad": "x"])
        #expect(try values.int("count") == 42)
        #expect(try values.int("count", default: 1) == 42)
        #expect(try values.int("missing", default: 1) == 1)
        #expect(throws: LinkMismatch.self) { try values.int("missing") }
        #expect(throws: LinkMismatch.self) { try values.int("bad", default: 1) }
    }
}
