/// Link templates and link values that generated code could not build or read back, caught at
/// the spec's line instead of in generated code that fails to compile or a link that reads
/// back as another value.
extension BadSpecTests {
    static let linkValues = [
        BadSpec(problem: "template placeholders and literals a URL cannot hold", yaml: """
            screens:
              a:
                url: "x/{1x}"
              b:
                url: "x/a^b"
              c:
                url: "y?a^b={q}"
                params: { q: String }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:13: error: invalid link template 'x/{1x}' for screen 'a': '{1x}' must name a parameter: a Swift identifier in braces",
            "Specs/Home.routes.yaml:5:14: error: invalid link template 'x/a^b' for screen 'b': '^' cannot be part of a path segment in a template; use letters, digits and -._~!$&'()+,;=:@",
            "Specs/Home.routes.yaml:7:14: error: invalid link template 'y?a^b={q}' for screen 'c': '^' cannot be part of a query item name in a template; use letters, digits and -._~!$&'()+,;=:@",
        ]),
        BadSpec(problem: "an array carried in the query with a default that is not empty", yaml: """
            screens:
              kinds:
                url: kinds
                params:
                  kinds: { type: "[Kind]", default: "[.a]" }
              renamed:
                url: "renamed?k={kinds}"
                params:
                  kinds: { type: "[Kind]", default: "[.a, .b]" }
              outOfLinks:
                url: "out?page={page}"
                params:
                  page: Int
                  kinds: { type: "[Kind]", default: "[.a]" }
              empty:
                url: empty
                params:
                  kinds: { type: "[Kind]", default: [] }
                  tags: { type: "[String]", default: "[ ]" }
            """, diagnostics: [
            "Specs/Home.routes.yaml:5:41: error: parameter 'kinds' of screen 'kinds' defaults to '[.a]', which a link cannot tell from no items: an empty array is written as no 'kinds' query items, which read back as '[.a]'; make its default '[]', or leave it out of links by listing after '?' the parameters they carry",
            "Specs/Home.routes.yaml:9:41: error: parameter 'kinds' of screen 'renamed' defaults to '[.a, .b]', which a link cannot tell from no items: an empty array is written as no 'k' query items, which read back as '[.a, .b]'; make its default '[]', or leave it out of links by listing after '?' the parameters they carry",
        ]),
        BadSpec(problem: "Foundation types that have no text form in a link", yaml: """
            screens:
              day:
                url: days/{date}
                params: { date: Date }
              upload:
                url: "upload?blob={blob}"
                params: { blob: Data? }
              visits:
                url: visits/{id}
                params:
                  id: Int
                  from: Foundation.Date
                  zone: { type: TimeZone, default: .current }
                  sort: { type: String, default: '"name"' }
              stamps:
                url: "stamps?at={at}"
                params: { at: "[Date]" }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:15: error: parameter 'date' of screen 'day' cannot be carried in a link's path: 'Date' has no one text form in links; carry a 'Double' (seconds since 1970) or an ISO 8601 'String' and make the Date from it",
            "Specs/Home.routes.yaml:6:23: error: parameter 'blob' of screen 'upload' cannot be carried by a link: 'Data' has no text form in links; carry a 'String' (base64, say) or an ID the destination loads the data by",
            "Specs/Home.routes.yaml:9:10: error: parameter 'from' of screen 'visits' cannot be carried by a link: 'Foundation.Date' has no one text form in links; carry a 'Double' (seconds since 1970) or an ISO 8601 'String' and make the Date from it; as it has no default, every link must carry it: give it a type a link can carry, or a default and the template 'visits/{id}?sort={sort}'",
            "Specs/Home.routes.yaml:9:10: error: parameter 'zone' of screen 'visits' cannot be carried by a link: 'TimeZone' has no text form in links; carry its identifier as a 'String' and make the TimeZone from it; leave it out of links by listing after '?' the parameters they carry: 'visits/{id}?sort={sort}'",
            "Specs/Home.routes.yaml:16:21: error: parameter 'at' of screen 'stamps' cannot be carried by a link: 'Date' has no one text form in links; carry a 'Double' (seconds since 1970) or an ISO 8601 'String' and make the Date from it",
        ]),
        BadSpec(problem: "a collection read from the query suggests the template that leaves it out", yaml: """
            screens:
              matrix:
                url: matrix
                params: { m: "[String: Int]", page: { type: Int, default: 1 } }
              flags:
                url: flags
                params: { flags: { type: "Set<Flag>", default: "[]" } }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: parameter 'm' of screen 'matrix' cannot be carried by a link: a link carries single values and repeated query items, not a dictionary; as it has no default, every link must carry it: give it a type a link can carry, or a default and the template 'matrix?page={page}'",
            "Specs/Home.routes.yaml:6:10: error: parameter 'flags' of screen 'flags' cannot be carried by a link: 'Set<Flag>' is a collection; a link carries one value per path segment, and arrays ('[T]') as repeated query items; leave it out of links by listing after '?' the parameters they carry: 'flags?'",
        ]),
    ]
}
