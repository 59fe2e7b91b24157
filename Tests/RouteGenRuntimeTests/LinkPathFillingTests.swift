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
