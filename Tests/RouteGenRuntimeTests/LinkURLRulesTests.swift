import Foundation
import RouteGenRuntime
import Testing

/// Schemes and hosts, by the app spec's rules, and the URLs links are built as.
@Suite struct LinkURLRulesTests {
    let rules = LinkURLRules(
        schemes: ["app": .route, "web": .web, "any": .ignored, "https": .web],
        hosts: [(name: "example.com", routeIn: .path), (name: "to.example.com", routeIn: .fragment)],
        canonical: (scheme: "https", host: "example.com")
    )

    func segments(_ text: String) -> [String]? {
        URL(string: text).flatMap(rules.request(for:))?.segments
    }

    @Test func readsTheHostAsTheSchemeSays() {
        #expect(segments("app://users/42") == ["users", "42"])
        #expect(segments("APP://users/42") == ["users", "42"])
        #expect(segments("any://whatever/users/42") == ["users", "42"])
        #expect(segments("web://example.com/users/42") == ["users", "42"])
        #expect(segments("web://other.com/users/42") == nil)
        #expect(segments("ftp://example.com/users/42") == nil)
    }

    /// A route scheme's host is read as `URLComponents.encodedHost` gives it (not the deprecated
    /// `percentEncodedHost`): percent-encoded as written, and a raw non-ASCII host in its
    /// IDNA form, which no literal segment of a template spells.
    @Test func aRouteSchemesHostIsItsEncodedHost() {
        #expect(segments("app://caf%C3%A9/1") == ["café", "1"])
        #expect(segments("app://a%20b/1") == ["a b", "1"])
        #expect(segments("app://café/1") == ["xn--caf-dma", "1"])
    }

    @Test func aWebHostMatchesItselfAndItsSubdomainsTheMostSpecificWinning() {
        #expect(segments("https://example.com/a") == ["a"])
        #expect(segments("https://www.Example.COM/a") == ["a"])
        #expect(segments("https://notexample.com/a") == nil)
        #expect(segments("https://example.com.evil.org/a") == nil)
        #expect(segments("https://to.example.com/ignored#/b/c%2Fd") == ["b", "c/d"], "the fragment host's route is in the fragment")
        #expect(segments("https://x.to.example.com/#/b") == ["b"])
    }

    /// Issue 20, item 4: the host is checked as a DNS name before it is compared, never decoded.
    @Test(arguments: [
        "https://evil.com%00.example.com/a", "https://evil.com%2F.example.com/a", "https://evil.com%23.example.com/a",
        "https://evil.com%3F.example.com/a", "https://evil.com%40.example.com/a", "https://.example.com/a",
        "https://..example.com/a", "https://www..example.com/a", "https://example.com./a", "https://ex%61mple.com/a",
        "https://a_b.example.com/a", "https://[::1]/a",
    ])
    func aHostThatIsNotADNSNameIsRefused(url: String) {
        #expect(segments(url) == nil)
    }

    @Test func aDNSNameIsLabelsOfLettersDigitsAndHyphens() {
        #expect(LinkURLRules.isDNSName("example.com"))
        #expect(LinkURLRules.isDNSName("xn--bcher-kva.example.com"))
        #expect(LinkURLRules.isDNSName("a-1.B"))
        for host in ["", ".", "a.", ".a", "a..b", "a\u{0}.b", "a/b", "a#b", "a?b", "a@b", "a%2Eb", "bücher.de", "a b"] {
            #expect(!LinkURLRules.isDNSName(host), "\(host.debugDescription)")
        }
    }

    @Test func anInternationalisedSubdomainMatchesInTheFormFoundationGives() {
        #expect(segments("https://bücher.example.com/a") == ["a"])
        #expect(segments("https://xn--bcher-kva.example.com/a") == ["a"])
        #expect(segments("https://user@example.com:8443/a") == ["a"], "the host is example.com")
    }

    @Test func buildsURLsOnTheCanonicalBase() {
        let link = LinkPath(segments: ["users", "a b", ".."], queryItems: [LinkQueryItem(name: "q", value: "1&2")])
        #expect(link.relativeString == "users/a%20b/%2E%2E?q=1%262")
        #expect(rules.url(for: link)?.absoluteString == "https://example.com/users/a%20b/%2E%2E?q=1%262")
        let route = LinkURLRules(schemes: ["app": .route], canonical: (scheme: "app", host: nil))
        #expect(route.url(for: link)?.absoluteString == "app://users/a%20b/%2E%2E?q=1%262")
        let fragment = LinkURLRules(schemes: ["https": .web], hosts: [(name: "to.example.com", routeIn: .fragment)], canonical: (scheme: "https", host: "to.example.com"))
        #expect(fragment.url(for: link)?.absoluteString == "https://to.example.com/#/users/a%20b/%2E%2E?q=1%262")
        #expect(LinkURLRules(schemes: [:], canonical: nil).url(for: link) == nil)
    }

    @Test func aPathWithAnEmptySegmentBuildsNoLink() {
        #expect(LinkPath.path(["users", ""]) == nil)
        #expect(LinkPath.path(["users", "42"])?.query("f", nil).query("t", ["a", "b"]).relativeString == "users/42?t=a&t=b")
    }
}

/// Issue 21: routes carried in a query item, links built on a template's host, and minimal
/// percent-encoding by component.
@Suite struct LinkURLRulesFormTests {
    let rules = LinkURLRules(
        schemes: ["app": .route, "https": .web],
        hosts: [(name: "example.com", routeIn: .path), (name: "open", routeIn: .query("url")), (name: "s.example.com", routeIn: .path)],
        canonical: (scheme: "app", host: nil)
    )

    func request(_ text: String) -> LinkRequest? {
        URL(string: text).flatMap(rules.request(for:))
    }

    @Test func aHostCarriesItsRouteInAQueryItemUnderARouteSchemeToo() {
        #expect(request("app://open?url=/products/42%3Fcolor%3Dred&utm=x")?.segments == ["products", "42"])
        #expect(request("app://open?url=/products/42%3Fcolor%3Dred")?.queryValues(named: "color") == ["red"])
        #expect(request("app://OPEN?url=products/a%252Fb")?.segments == ["products", "a/b"], "decoded once as a query value, once as a route")
        #expect(request("https://open/?url=/products/42")?.segments == ["products", "42"])
        #expect(request("app://open?other=1") == nil, "no route item: not the app's link")
        #expect(request("app://open?url=x")?.declaredHost == "open")
        #expect(request("app://opened/x")?.segments == ["opened", "x"], "another host is the first segment")
    }

    @Test func aLinkOnAHostIsBuiltOnItAndARouteInAQueryItemIsEncodedAsItsValue() {
        #expect(rules.url(for: LinkPath(segments: ["A1"], host: "s.example.com"))?.absoluteString == "https://s.example.com/A1")
        let onQuery = LinkURLRules(schemes: ["https": .web], hosts: [(name: "open.example", routeIn: .query("to"))], canonical: (scheme: "https", host: "open.example"))
        let link = LinkPath(segments: ["p", "a&b"], queryItems: [LinkQueryItem(name: "q", value: "x y+z")])
        let url = onQuery.url(for: link)
        #expect(url?.absoluteString == "https://open.example/?to=/p/a%26b?q%3Dx%2520y%252Bz")
        #expect(url.flatMap(onQuery.request(for:)).map { [$0.segments, $0.queryValues(named: "q")] } == [["p", "a&b"], ["x y+z"]])
    }

    @Test func builtLinksEncodeOnlyWhatEachComponentRequires() {
        let link = LinkPath(segments: ["@ann:example.org", "!$&'()*+,;=", "a/b?c#d%e f"], queryItems: [LinkQueryItem(name: "next", value: "/a?b:c@d&e=f+g#h")])
        #expect(link.encodedPath == "@ann:example.org/!$&'()*+,;=/a%2Fb%3Fc%23d%25e%20f")
        #expect(link.encodedQuery == "next=/a?b:c@d%26e%3Df%2Bg%23h")
        #expect(LinkPath(segments: ["..", "."]).encodedPath == "%2E%2E/%2E")
        // Under a route scheme the first segment is the URL's host: ':' and '@' stay encoded.
        let url = rules.url(for: LinkPath(segments: ["@ann:example.org", "@b:c"]))
        #expect(url?.absoluteString == "app://%40ann%3Aexample.org/@b:c")
        #expect(url.flatMap(rules.request(for:))?.segments == ["@ann:example.org", "@b:c"])
        let fragment = LinkURLRules(schemes: ["https": .web], hosts: [(name: "to.example", routeIn: .fragment)], canonical: (scheme: "https", host: "to.example"))
        let built = fragment.url(for: LinkPath(segments: ["@ann:example.org"], queryItems: [LinkQueryItem(name: "via", value: "a/b?c")]))
        #expect(built?.absoluteString == "https://to.example/#/@ann:example.org?via=a/b?c")
        #expect(built.flatMap(fragment.request(for:)).map { [$0.segments, $0.queryValues(named: "via")] } == [["@ann:example.org"], ["a/b?c"]])
    }
}
