@testable import RouteGenCore
import Testing

/// The JSON text routegen writes is fixed by the value alone.
@Suite struct JSONValueRenderingTests {
    @Test func keysAreSortedIndentedByTwoAndScalarArraysStayOnOneLine() {
        let value: JSONValue = [
            "type": ["string", "null"],
            "b": [["x": 1], []],
            "a": [:],
            "enum": [.null, true, false, 0],
        ]
        #expect(value.renderedText == """
            {
              "a": {},
              "b": [
                {
                  "x": 1
                },
                []
              ],
              "enum": [null, true, false, 0],
              "type": ["string", "null"]
            }

            """)
    }

    @Test func theTextDoesNotDependOnTheOrderKeysWereAddedIn() {
        let pairs = (0..<50).map { ("key\($0)", JSONValue.integer($0)) }
        let forwards = JSONValue.object(Dictionary(uniqueKeysWithValues: pairs))
        var backwards: [String: JSONValue] = [:]
        for (key, value) in pairs.reversed() { backwards[key] = value }
        #expect(forwards.renderedText == JSONValue.object(backwards).renderedText)
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(JSONValue.quoted("a\"b\\c\nd\te\u{1}é/") == #""a\"b\\c\nd\te\u0001é/""#)
    }
}
