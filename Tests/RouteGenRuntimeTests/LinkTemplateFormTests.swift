import Foundation
import RouteGenRuntime
import Testing

/// The template forms real apps' links need (issue 21): a literal prefix or suffix around a
/// parameter, query conditions, parameters bound to the link itself, templates limited to hosts,
/// and the precedence between them.
@Suite struct LinkTemplateFormTests {
    let options = LinkMatchOptions()

    func request(_ path: String, _ query: String? = nil, host: String? = nil) -> LinkRequest {
        var request = LinkRequest(encodedPath: path, encodedQuery: query)!
        request.declaredHost = host
        return request
    }

    @Test func aLiteralPrefixOrSuffixSurroundsOneParameterInASegment() {
        let handle = LinkTemplate([.affixed(prefix: "@", parameter: "user", suffix: "")])
        #expect(handle.match(request("@ann:example.org"), from: 0, options: options)?.path == ["user": "ann:example.org"])
        #expect(handle.match(request("@"), from: 0, options: options) == nil, "an empty value is no value")
        #expect(handle.match(request("ann"), from: 0, options: options) == nil)
        #expect(handle.match(request("%40ann"), from: 0, options: options)?.path == ["user": "ann"], "the segment is decoded first")
        let json = LinkTemplate([.literal("c"), .affixed(prefix: "comment-", parameter: "id", suffix: ".json")])
        #expect(json.match(request("c/comment-4.json.json"), from: 0, options: options)?.path == ["id": "4.json"], "one prefix and one suffix are taken")
        #expect(json.match(request("c/Comment-4.JSON"), from: 0, options: options) == nil)
        #expect(json.match(request("c/Comment-4.JSON"), from: 0, options: LinkMatchOptions(caseSensitive: false))?.path == ["id": "4"])
        #expect(LinkAffix(prefix: "ab", suffix: "ba").value(in: "aba", options: options) == nil, "the affixes cannot share characters")
    }

    @Test func aQueryValueCanHaveAPrefixToo() {
        let template = LinkTemplate([.literal("x")], query: [(parameter: "v", item: "url")], queryAffixes: ["v": LinkAffix(prefix: "pre", suffix: "")])
        #expect(template.match(request("x", "url=pre42"), from: 0, options: options)?.query == ["v": ["42"]])
        #expect(template.match(request("x", "url=42"), from: 0, options: options) == nil, "a value without its prefix: the template does not match")
        #expect(template.match(request("x"), from: 0, options: options)?.query == [:])
    }

    @Test func queryConditionsRequireFixOrRefuseItems() {
        let review = LinkTemplate([.literal("orders"), .parameter("id")], query: [(parameter: "reviewID", item: "review")], conditions: [.present("review")])
        #expect(review.match(request("orders/1", "review=7"), from: 0, options: options) != nil)
        #expect(review.match(request("orders/1", "review="), from: 0, options: options) != nil, "present, if empty")
        #expect(review.match(request("orders/1"), from: 0, options: options) == nil)
        let payment = LinkTemplate([.literal("checkout")], conditions: [.equals("step", "payment")])
        #expect(payment.match(request("checkout", "step=payment"), from: 0, options: options) != nil)
        #expect(payment.match(request("checkout", "step=review&step=payment"), from: 0, options: options) == nil, "the first value decides")
        #expect(payment.match(request("checkout", "step=Payment"), from: 0, options: LinkMatchOptions(caseSensitive: false)) != nil)
        let detail = LinkTemplate([.literal("p"), .parameter("id")], conditions: [.absent("preview_token")])
        #expect(detail.match(request("p/1", "preview_token=x"), from: 0, options: options) == nil)
        #expect(detail.match(request("p/1", "preview_token"), from: 0, options: options) == nil)
        #expect(detail.match(request("p/1", "other=x"), from: 0, options: options) != nil)
    }

    @Test func queryConditionsAndHostsDecideBetweenEqualPathsTheHeaviestWinning() {
        let plain = LinkTemplate([.literal("orders"), .parameter("id")])
        let review = LinkTemplate([.literal("orders"), .parameter("id")], query: [(parameter: "r", item: "review")], conditions: [.present("review")])
        let fixed = LinkTemplate([.literal("orders"), .parameter("id")], conditions: [.equals("view", "full")])
        let hosted = LinkTemplate([.literal("orders"), .parameter("id")], hosts: ["s.example"])
        #expect([plain, review, fixed, hosted].map(\.specificity) == [0, 1, 2, 1])
        let routes: [LinkRoute<String>] = [
            .template(plain) { _ in "plain" }, .template(review) { _ in "review" }, .template(fixed) { _ in "fixed" },
        ]
        let best = { (query: String?) in LinkRoute.bestMatch(of: request("orders/1", query), in: routes, options: options)?.state }
        #expect(best(nil) == "plain")
        #expect(best("review=3") == "review", "a required item beats the template without it, whatever the order")
        #expect(best("review=3&view=full") == "fixed", "a fixed value weighs 2")
        #expect(LinkRoute.bestMatch(of: request("orders/1", host: "s.example"), in: routes + [.template(hosted) { _ in "host" }], options: options)?.state == "host")
        #expect(LinkRoute.bestMatch(of: request("orders/1", host: "other.example"), in: [.template(hosted) { _ in "host" }], options: options) == nil)
        #expect(LinkRoute.bestMatch(of: request("orders/1"), in: [.template(hosted) { _ in "host" }], options: options) == nil, "a route or ignored scheme has no declared host")
        // The path decides first: a literal beats an affixed parameter, which beats a bare one.
        let handle = LinkTemplate([.affixed(prefix: "@", parameter: "u", suffix: "")])
        let slug = LinkTemplate([.parameter("s")])
        #expect(LinkTemplate([.literal("@me")]).rank.lexicographicallyPrecedes(handle.rank))
        #expect(handle.rank.lexicographicallyPrecedes(slug.rank))
        #expect(LinkRoute.bestMatch(of: request("@ann"), in: [.template(slug) { _ in "slug" }, .template(handle) { _ in "handle" }], options: options)?.state == "handle")
    }

    @Test func aParameterBoundToTheLinkReadsItsURLHostOrPathAndNothingWithoutAURL() throws {
        let rules = LinkURLRules(schemes: ["app": .route, "https": .web], hosts: [(name: "shop.example", routeIn: .path)], canonical: (scheme: "app", host: nil))
        let template = LinkTemplate([.literal("auth"), .literal("callback")], query: [(parameter: "token", item: "token")], bindings: [
            (parameter: "link", part: .url), (parameter: "site", part: .host), (parameter: "route", part: .path),
        ])
        let url = try #require(URL(string: "https://WWW.Shop.example/auth/callback?token=t%201"))
        let request = try #require(rules.request(for: url))
        let values = try #require(template.match(request, from: 0, options: options))
        #expect(values.path == ["link": "https://WWW.Shop.example/auth/callback?token=t%201", "site": "www.shop.example", "route": "auth/callback"])
        #expect(values.query == ["token": ["t 1"]])
        #expect(template.match(self.request("auth/callback", "token=t"), from: 0, options: options)?.path == [:], "a link a route builds has no URL")
    }

    @Test func aHostingModalSharesItsValuesWithTheHostedStackByNameAndType() {
        // `checkouts/{checkoutID}` hosting a stack whose `payment` needs `checkoutID` too.
        let hosted: LinkRoutes<String> = [
            .template(LinkTemplate([.literal("payment")], query: [(parameter: "checkoutID", item: "checkoutID")])) {
                "payment of " + (try $0.required("checkoutID", LinkValue.parser(String.self)))
            },
            .template(LinkTemplate([.literal("count")], query: [(parameter: "checkoutID", item: "checkoutID")])) {
                "count " + String(try $0.required("checkoutID", LinkValue.parser(Int.self)))
            },
            .template(LinkTemplate([.literal("maybe")], query: [(parameter: "checkoutID", item: "checkoutID")])) {
                "maybe " + ((try $0.optional("checkoutID", LinkValue.parser(String.self))) ?? "none")
            },
        ]
        let routes: [LinkRoute<String>] = [
            .hosting(LinkTemplate([.literal("checkouts"), .parameter("checkoutID")]), shares: [LinkShare("checkoutID", String.self)], hosted: { hosted }, emptyHosted: "root") {
                (try $0.required("checkoutID", LinkValue.parser(String.self))) + " > " + $1
            },
        ]
        let state = { (path: String, query: String?) in LinkRoute.bestMatch(of: request(path, query), in: routes, options: options)?.state }
        #expect(state("checkouts/c1/payment", nil) == "c1 > payment of c1")
        #expect(state("checkouts/c1/payment", "checkoutID=c2") == "c1 > payment of c2", "the link's own value wins")
        #expect(state("checkouts/7/count", nil) == nil, "a String is not shared with an Int")
        #expect(state("checkouts/c1/maybe", nil) == "c1 > maybe c1", "a value is shared with its optional")
        let optional = LinkSharedValue("x", as: String?.self)
        #expect(optional.isOptional)
        let values = LinkValues(shared: ["a": optional])
        #expect(values.sharedText("a") == "x")
        #expect(throws: LinkMismatch.self, "a required value does not take an optional's") {
            try values.required("a", LinkValue.parser(String.self))
        }
    }

    @Test func aRouteSchemesFirstSegmentIsAHostAndComparesWithoutCase() throws {
        let rules = LinkURLRules(schemes: ["myapp": .route], canonical: (scheme: "myapp", host: nil))
        let url = try #require(URL(string: "MYAPP://USERS/U1"))
        let request = try #require(rules.request(for: url))
        #expect(request.caseInsensitiveSegments == 1)
        let users = LinkTemplate([.literal("users"), .parameter("id")])
        #expect(users.match(request, from: 0, options: options)?.path == ["id": "U1"], "the host compares without case, the values keep theirs")
        #expect(LinkTemplate([.literal("USERS"), .literal("u1")]).match(request, from: 0, options: options) == nil, "the path still compares with case")
        #expect(LinkTemplate([.affixed(prefix: "us", parameter: "x", suffix: "")]).match(request, from: 0, options: options, prefixOnly: true)?.path == ["x": "ERS"])
    }
}
