import RouteGenRuntime
import Testing

/// Splitting an incoming link before decoding it, so that encoded separators stay in their value.
@Suite struct LinkRequestTests {
    @Test func splitsThePathBeforeDecodingAndDropsEmptySegments() throws {
        let request = try #require(LinkRequest(encodedPath: "/users//a%2Fb/caf%C3%A9/", encodedQuery: nil))
        #expect(request.segments == ["users", "a/b", "café"])
        #expect(request.queryItems == [])
    }

    @Test func splitsTheQueryBeforeDecodingWithPlusAsASpace() throws {
        let request = try #require(LinkRequest(encodedPath: "", encodedQuery: "q=a+b%2Bc&x=1%262=3&flag&&tag=a&tag="))
        #expect(request.queryItems == [
            LinkQueryItem(name: "q", value: "a b+c"), LinkQueryItem(name: "x", value: "1&2=3"),
            LinkQueryItem(name: "flag", value: ""), LinkQueryItem(name: "tag", value: "a"), LinkQueryItem(name: "tag", value: ""),
        ])
        #expect(request.queryValues(named: "tag") == ["a", ""])
    }

    @Test(arguments: ["a%2", "a%zz", "%C3", "%FF%FE"])
    func malformedOrNonUTF8EncodingIsNoRequest(segment: String) {
        #expect(LinkRequest(encodedPath: segment, encodedQuery: nil) == nil)
        #expect(LinkRequest(encodedPath: "a", encodedQuery: "q=" + segment) == nil)
    }

    @Test func aRouteStringSplitsAtItsFirstQuestionMark() throws {
        let request = try #require(LinkRequest(encodedRoute: "/!room:server/$event?via=a?b"))
        #expect(request.segments == ["!room:server", "$event"])
        #expect(request.queryItems == [LinkQueryItem(name: "via", value: "a?b")])
    }
}
