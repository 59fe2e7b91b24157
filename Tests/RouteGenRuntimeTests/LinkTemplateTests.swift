import RouteGenRuntime
import Testing

/// Matching a request against one template, and the precedence between templates.
@Suite struct LinkTemplateTests {
    let users = LinkTemplate([.literal("users"), .parameter("id"), .literal("photos")], query: [(parameter: "filter", item: "f")])

    func request(_ path: String, _ query: String? = nil) -> LinkRequest {
        LinkRequest(encodedPath: path, encodedQuery: query)!
    }

    @Test func capturesPathAndRenamedQueryValues() throws {
        let values = try #require(users.match(request("users/42/photos", "f=liked&f=all&other=1"), from: 0, options: LinkMatchOptions()))
        #expect(values.path == ["id": "42"])
        #expect(values.query == ["filter": ["liked", "all"]])
        #expect(values.text("filter") == "liked")
    }

    @Test func oneStringWritesLiteralAndParameterSegmentsAndPlainQueryItems() {
        #expect(LinkTemplate(text: "users/{id}/photos?f={filter}") == users)
        #expect(LinkTemplate(text: "f0/s2/{token}?page={page}&sh={showsHeader}") == LinkTemplate(
            [.literal("f0"), .literal("s2"), .parameter("token")], query: [(parameter: "page", item: "page"), (parameter: "showsHeader", item: "sh")]
        ))
        #expect(LinkTemplate(text: "") == LinkTemplate([]), "an empty path has no segments")
        #expect(LinkTemplate(text: "?q={query}") == LinkTemplate([], query: [(parameter: "query", item: "q")]))
        #expect(LinkTemplate(text: "a/{b}?") == LinkTemplate([.literal("a"), .parameter("b")]), "an empty query has no items")
        #expect(LinkTemplate(text: "*/{}/x{y}") == LinkTemplate([.literal("*"), .literal("{}"), .literal("x{y}")]), "only a braced name is a parameter")
        #expect(LinkTemplate(text: "a//b") == LinkTemplate([.literal("a"), .literal(""), .literal("b")]))
    }

    @Test func oneStringMarksTheItemOfARequiredParameter() {
        #expect(LinkTemplate(text: "search?q={query!}&page={page}&s={sort!}") == LinkTemplate(
            [.literal("search")], query: [(parameter: "query", item: "q"), (parameter: "page", item: "page"), (parameter: "sort", item: "s")],
            conditions: [.required("q"), .required("s")]
        ))
        #expect(LinkTemplate(text: "a?b!={b}") == LinkTemplate([.literal("a")], query: [(parameter: "b", item: "b!")]), "only a braced name marks it")
        #expect(LinkTemplate(text: "{id!}") == LinkTemplate([.parameter("id!")]), "a path parameter has no mark")
        // The mark counts for precedence as the condition does: of two templates that fit, the
        // one whose item must be there wins.
        #expect(LinkTemplate(text: "search?q={query!}").specificity > LinkTemplate(text: "search?q={query}").specificity)
    }

    @Test func needsEveryLiteralAndExactlyItsSegments() {
        #expect(users.match(request("users/42"), from: 0, options: LinkMatchOptions()) == nil)
        #expect(users.match(request("users/42/photos/x"), from: 0, options: LinkMatchOptions()) == nil)
        #expect(users.match(request("Users/42/photos"), from: 0, options: LinkMatchOptions()) == nil)
        #expect(users.match(request("Users/42/photos"), from: 0, options: LinkMatchOptions(caseSensitive: false)) != nil)
        #expect(users.match(request("x/users/42/photos"), from: 1, options: LinkMatchOptions()) != nil)
        #expect(users.match(request("users/42/photos/x"), from: 0, options: LinkMatchOptions(), prefixOnly: true) != nil)
    }

    @Test func aWildcardTakesOneSegmentAndACatchAllAnyRest() {
        let wildcard = LinkTemplate([.literal("p"), .wildcard, .parameter("slug")])
        #expect(wildcard.match(request("p/anyone/tea"), from: 0, options: LinkMatchOptions())?.path == ["slug": "tea"])
        #expect(wildcard.match(request("p/tea"), from: 0, options: LinkMatchOptions()) == nil)
        let rest = LinkTemplate([.literal("old"), .catchAll])
        for path in ["old", "old/a", "old/a/b/c"] {
            #expect(rest.match(request(path), from: 0, options: LinkMatchOptions()) != nil, "\(path)")
        }
    }

    @Test func rankOrdersLiteralsParametersWildcardsThenCatchAlls() {
        let ranks = [
            LinkTemplate([.literal("a"), .literal("b")]),
            LinkTemplate([.literal("a"), .parameter("x")]),
            LinkTemplate([.literal("a"), .wildcard]),
            LinkTemplate([.literal("a"), .catchAll]),
            LinkTemplate([.parameter("x"), .literal("b")]),
        ].map(\.rank)
        #expect(ranks == ranks.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(LinkTemplate([.literal("a")]).rank.lexicographicallyPrecedes(LinkTemplate([.literal("a"), .catchAll]).rank))
    }

    @Test func missingOrUnconvertibleValuesThrowAndOptionalsAndArraysDoNot() throws {
        let values = LinkValues(path: ["id": "42"], query: ["n": ["1", "2"], "bad": ["x"]])
        #expect(try values.required("id", LinkValue.parser(Int.self)) == 42)
        #expect(throws: LinkMismatch.self) { try values.required("missing", LinkValue.parser(Int.self)) }
        #expect(throws: LinkMismatch.self) { try values.required("bad", LinkValue.parser(Int.self)) }
        #expect(try values.optional("missing", LinkValue.parser(Int.self)) == nil)
        #expect(throws: LinkMismatch.self) { try values.optional("bad", LinkValue.parser(Int.self)) }
        #expect(try values.optional("id", LinkValue.parser(Int.self), default: 7) == 42)
        #expect(try values.optional("missing", LinkValue.parser(Int.self), default: 7) == 7)
        #expect(throws: LinkMismatch.self) { try values.optional("bad", LinkValue.parser(Int.self), default: 7) }
        #expect(try values.array("n", LinkValue.parser(Int.self)) == [1, 2])
        #expect(try values.array("missing", LinkValue.parser(Int.self)) == nil)
        #expect(throws: LinkMismatch.self) { try values.array("bad", LinkValue.parser(Int.self)) }
    }

    @Test func theBestMatchIsTheMostSpecificThenTheFirst() {
        let routes: [LinkRoute<String>] = [
            .template(LinkTemplate([.literal("a"), .parameter("x")])) { "param \($0.text("x")!)" },
            .template(LinkTemplate([.literal("a"), .literal("b")])) { _ in "literal" },
            .template(LinkTemplate([.literal("a"), .catchAll])) { _ in "rest" },
            .template(LinkTemplate([.literal("a"), .parameter("y")])) { _ in "second param" },
        ]
        #expect(LinkRoute.bestMatch(of: request("a/b"), in: routes, options: LinkMatchOptions())?.state == "literal")
        #expect(LinkRoute.bestMatch(of: request("a/c"), in: routes, options: LinkMatchOptions())?.state == "param c")
        #expect(LinkRoute.bestMatch(of: request("a/c/d"), in: routes, options: LinkMatchOptions())?.state == "rest")
        #expect(LinkRoute.bestMatch(of: request("b"), in: routes, options: LinkMatchOptions()) == nil)
    }
}
