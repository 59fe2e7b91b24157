import Testing
@testable import RouteGenCore

/// The link forms of issue 21 (prefixes and suffixes, query rules, bound parameters, hosts,
/// event links) written wrong, and the conflicts they can make in one feature.
extension BadSpecTests {
    static let linkForms = [
        BadSpec(problem: "segments, query items, bindings and hosts written wrong", yaml: """
            screens:
              a:
                url: ["x/{a}{b}", "y/@{a}^", "//Bad_Host/x", "q?a={a}{b}", "q?!a=1", "q?a=", "q?{a=$uri}", "q?step=pay+ment", "q?a={a}&a=1"]
                params: { a: String, b: { type: String, default: '""' } }
              fine:
                url: ["x?url=pre{v}", "@{v}", "{v}.json/x", "//s.example.com/c-{v}", "y?v={v}&step=payment&any=*&!preview&{link=$url}&{site=$host}"]
                params: { v: String, link: URL?, site: { type: String, default: '""' } }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:17: error: invalid link template 'x/{a}{b}' for screen 'a': a path segment holds one parameter at most, with a literal prefix or suffix around it ('@{name}', '{name}.json')",
            "Specs/Home.routes.yaml:3:30: error: invalid link template 'y/@{a}^' for screen 'a': '^' cannot be part of a path segment in a template; use letters, digits and -._~!$&'()+,;=:@",
            "Specs/Home.routes.yaml:3:37: error: invalid link template '//Bad_Host/x' for screen 'a': '//' starts the host the template is limited to: a lowercase host name the app spec declares, e.g. '//s.example.com/{code}'",
            "Specs/Home.routes.yaml:3:58: error: invalid link template 'q?a={a}{b}' for screen 'a': a query value holds one parameter at most, with a literal prefix or suffix around it ('@{name}', '{name}.json')",
            "Specs/Home.routes.yaml:3:69: error: invalid link template 'q?!a=1' for screen 'a': '!a' refuses links whose query holds 'a', whatever its value, so it takes none",
            "Specs/Home.routes.yaml:3:79: error: invalid link template 'q?a=' for screen 'a': query item 'a' has an empty value: write 'a=*' for an item with any value, or '!a' to refuse links that hold it",
            "Specs/Home.routes.yaml:3:88: error: invalid link template 'q?{a=$uri}' for screen 'a': '$uri' is not a part of a link; bind a parameter to $url, $host, $path",
            "Specs/Home.routes.yaml:3:107: error: invalid link template 'q?step=pay+ment' for screen 'a': '+' cannot be part of a query value in a template; use letters, digits and -._~!$'(),;:@/?",
            "Specs/Home.routes.yaml:3:124: error: invalid link template 'q?a={a}&a=1' for screen 'a': query item 'a' appears twice in the template; a link's item has one rule",
        ]),
        BadSpec(problem: "parameters bound to the link itself that a built link could not read back", yaml: """
            screens:
              home: {}
            events:
              signedIn:
                url: "auth?{link=$url}&{hosts=$host}&{page=$path}"
                params: { link: URL, hosts: "[String]", page: Int? }
            """, diagnostics: [
            "Specs/Home.routes.yaml:5:16: error: parameter 'link' of event 'signedIn' cannot be bound to the link itself: a link that a route builds leaves it out, so it needs a default or an optional type ('URL?') to read back as",
            "Specs/Home.routes.yaml:5:28: error: parameter 'hosts' of event 'signedIn' cannot be bound to the link itself: '[String]' is an array; the link's URL, host and path are one value each",
        ]),
        BadSpec(problem: "templates of one feature that query rules, hosts and affixes do not tell apart", yaml: """
            screens:
              detail: { url: "orders/{id}", params: { id: String } }
              review: { url: "orders/{id}?review={reviewID}", params: { id: String, reviewID: Int } }
              rating: { url: "orders/{id}?rating={stars}", params: { id: String, stars: Int } }
              payment: { url: "checkout?step=payment" }
              summary: { url: "checkout?step=summary" }
              checkout: { url: "checkout" }
              preview: { url: "checkout?preview=*" }
              noPreview: { url: "checkout?!preview&x=*" }
              handle: { url: "@{user}", params: { user: String } }
              json: { url: "{file}.json", params: { file: String } }
              page: { url: "p-{page}", params: { page: String } }
              short: { url: "//s.example.com/{code}", params: { code: String } }
              shortToo: { url: "//t.example.com/{code}", params: { code: String } }
            events:
              opened: { url: "orders/{id}", params: { id: String } }
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:18: error: link template 'orders/{id}?rating={stars}' of screen 'rating' matches the same links as 'orders/{id}?review={reviewID}' of screen 'review' at 3:18; make one more specific, e.g. with another literal segment",
            "Specs/Home.routes.yaml:9:21: error: link template 'checkout?!preview&x=*' of screen 'noPreview' matches the same links as 'checkout?step=payment' of screen 'payment' at 5:19; make one more specific, e.g. with another literal segment",
            "Specs/Home.routes.yaml:11:16: error: link template '{file}.json' of screen 'json' matches the same links as '@{user}' of screen 'handle' at 10:18; make one more specific, e.g. with another literal segment",
            "Specs/Home.routes.yaml:16:18: error: link template 'orders/{id}' of event 'opened' matches the same links as 'orders/{id}' of screen 'detail' at 2:18; make one more specific, e.g. with another literal segment",
        ]),
    ]

    @Test(arguments: linkForms)
    func reportsLinkFormMistakesExactly(_ spec: BadSpec) {
        #expect(SpecFixture.diagnostics(spec.yaml, path: spec.path, mode: spec.mode) == spec.diagnostics)
    }
}
