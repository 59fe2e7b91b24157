import Foundation
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

    @Test(arguments: ["%C3", "%FF%FE", "a%C3%28"])
    func encodingThatIsNotUTF8IsNoRequest(segment: String) {
        #expect(LinkRequest(encodedPath: segment, encodedQuery: nil) == nil)
        #expect(LinkRequest(encodedPath: "a", encodedQuery: "q=" + segment) == nil)
    }

    /// Issue 20, item 7: Foundation on Linux hands `app://s/%ZZ` over as `%25ZZ`, so a `%` that
    /// starts no escape must read as itself wherever the link comes from, not as no request.
    @Test(arguments: [("a%2", "a%2"), ("a%zz", "a%zz"), ("%", "%"), ("%%41", "%A"), ("100%", "100%"), ("%ZZ%41", "%ZZA")])
    func aPercentSignThatStartsNoEscapeStandsForItself(segment: String, decoded: String) throws {
        let request = try #require(LinkRequest(encodedPath: "s/" + segment, encodedQuery: "q=" + segment))
        #expect(request.segments == ["s", decoded])
        #expect(request.queryValues(named: "q") == [decoded])
        let encoded = try #require(LinkRequest(encodedPath: "s/" + segment.replacingOccurrences(of: "%", with: "%25"), encodedQuery: nil))
        #expect(encoded.segments == ["s", segment], "what Foundation on Linux makes of the same link")
    }

    @Test func aRouteStringSplitsAtItsFirstQuestionMark() throws {
        let request = try #require(LinkRequest(encodedRoute: "/!room:server/$event?via=a?b"))
        #expect(request.segments == ["!room:server", "$event"])
        #expect(request.queryItems == [LinkQueryItem(name: "via", value: "a?b")])
    }
}
