import RouteGenRuntime
import Testing

/// `LinkPath.filling(_:with:)`: the link a template written as one string builds, which must be
/// the one `path(_:host:)` and `query(_:_:)` build.
@Suite struct LinkPathFillingTests {
    @Test func theValuesFillThePathThenTheQueryInOrder() {
        #expect(
            LinkPath.filling("f0/s2/{token}/{title}?page={page}&q={query}", with: ["t1", "a b", "2", "x"])
                == LinkPath.path(["f0", "s2", "t1", "a b"])?.query("page", "2").query("q", "x")
        )
        #expect(LinkPath.filling("f0/s0", with: []) == LinkPath.path(["f0", "s0"]))
        #expect(LinkPath.filling("", with: []) == LinkPath.path([]), "an empty template is the root's link")
        #expect(LinkPath.filling("{id}/edit", with: ["7"]) == LinkPath.path(["7", "edit"]))
    }

    @Test func valuesPassedOneByOneFillAsTheArrayOfThemDoes() {
        let template = "f/{a}/{b}?c={c}&d={d}"
        let values: [String?] = ["1", "x", nil, "true"]
        #expect(LinkPath.filling("f/g") == LinkPath.filling("f/g", with: []))
        #expect(LinkPath.filling("f/g") == LinkPath.path(["f", "g"]))
        #expect(LinkPath.filling(template, values[0]) == LinkPath.filling(template, with: Array(values[..<1])))
        #expect(LinkPath.filling(template, values[0], values[1]) == LinkPath.filling(template, with: Array(values[..<2])))
        #expect(LinkPath.filling(template, values[0], values[1], values[2]) == LinkPath.filling(template, with: Array(values[..<3])))
        #expect(LinkPath.filling(template, values[0], values[1], values[2], values[3]) == LinkPath.filling(template, with: values))
        #expect(LinkPath.filling(template, "1", "x", nil, "true") == LinkPath.path(["f", "1", "x"])?.query("d", "true"))
        #expect(LinkPath.filling(template, "1", nil) == nil, "a missing path value builds no link")
    }

    @Test func aQueryItemWithoutAValueIsLeftOut() {
        #expect(
            LinkPath.filling("items?page={page}&sort={sort}", with: [nil, "name"])
                == LinkPath.path(["items"])?.query("sort", "name")
        )
        #expect(LinkPath.filling("items?page={page}", with: []) == LinkPath.path(["items"]), "a missing value is no value")
    }

    @Test func anEmptyOrMissingPathValueBuildsNoLink() {
        #expect(LinkPath.filling("items/{id}", with: [""]) == nil)
        #expect(LinkPath.filling("items/{id}", with: [nil]) == nil)
        #expect(LinkPath.filling("items/{id}", with: []) == nil)
    }

    @Test func theTextIsNotDecodedAndBracesAloneAreALiteral() {
        #expect(LinkPath.filling("a%20b/{}", with: []) == LinkPath.path(["a%20b", "{}"]))
    }
}
