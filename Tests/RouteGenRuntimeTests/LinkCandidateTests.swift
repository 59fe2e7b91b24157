import Foundation
import RouteGenRuntime
import Testing

/// Picking the link a route builds: the first of its templates' links that matching reads back
/// as the state it was built for.
@Suite struct LinkCandidateTests {
    /// A feature with `items/{id}`, the alias `items/id/{id}`, and the literal `items/new`.
    enum State: Hashable, Sendable {
        case item(String)
        case newItem
    }

    static func match(_ link: LinkPath) -> State? {
        switch link.segments {
        case ["items", "new"]: .newItem
        case let segments where segments.count == 2 && segments[0] == "items": .item(segments[1])
        case let segments where segments.count == 3 && segments[0] == "items" && segments[1] == "id": .item(segments[2])
        default: nil
        }
    }

    static func candidates(_ id: String) -> [LinkCandidate<State>?] {
        [
            LinkCandidate(LinkPath.path(["items", id]), leadsTo: .item(id)),
            LinkCandidate(LinkPath.path(["items", "id", id]), leadsTo: .item(id)),
        ]
    }

    @Test func theCanonicalLinkWinsWhenItReadsBack() {
        #expect(LinkCandidate.first(of: Self.candidates("42"), readBy: Self.match)?.link.relativeString == "items/42")
    }

    @Test func aLinkThatASiblingLiteralCapturesGivesWayToTheNextAlias() {
        #expect(LinkCandidate.first(of: Self.candidates("new"), readBy: Self.match)?.link.relativeString == "items/id/new")
    }

    @Test func noLinkWhenNoneReadsBack() {
        let onlyCanonical = [LinkCandidate(LinkPath.path(["items", "new"]), leadsTo: State.item("new"))]
        #expect(LinkCandidate.first(of: onlyCanonical, readBy: Self.match) == nil)
        #expect(LinkCandidate(LinkPath.path(["items", ""]), leadsTo: State.item("")) == nil, "a path value a link cannot carry builds no candidate")
        #expect(LinkCandidate.first(of: [], readBy: Self.match) == nil)
    }

    @Test func aURLIsCheckedAgainstTheWholeAppsParsing() throws {
        let rules = LinkURLRules(schemes: ["app": .route], canonical: (scheme: "app", host: nil))
        // The app reads `items/new` as another feature's screen: the alias is used instead.
        let app: (URL) -> String? = { url in
            guard let request = rules.request(for: url) else { return nil }
            return request.segments == ["items", "new"] ? "other feature" : Self.match(LinkPath(segments: request.segments)).map { "\($0)" }
        }
        #expect(rules.url(of: Self.candidates("new"), readBy: app) { "\($0)" }?.absoluteString == "app://items/id/new")
        #expect(rules.url(of: Self.candidates("7"), readBy: app) { "\($0)" }?.absoluteString == "app://items/7")
        #expect(rules.url(of: Self.candidates("new"), readBy: { (_: URL) -> String? in nil }) { "\($0)" } == nil)
    }
}

/// Issue 21: the links of a whole state whose modal hosts a stack.
@Suite struct LinkCandidateHostingTests {
    /// A modal `checkouts/{id}` over a stack whose screens need the same `id`.
    struct State: Hashable, Sendable {
        var modal: String?
        var hosted: [String]
    }

    @Test func aHostingModalsLinksAreFollowedByTheHostedStatesWithoutTheSharedItems() {
        let modal = [LinkCandidate(LinkPath.path(["checkouts", "c1"]), leadsTo: State(modal: "c1", hosted: []))]
        let hosted: [LinkCandidate<[String]>?] = [
            LinkCandidate(LinkPath.path(["payment"])?.query("checkoutID", "c1").query("step", "2"), leadsTo: ["payment"]),
            LinkCandidate(LinkPath.path(["other"], host: "s.example"), leadsTo: ["other"]),
        ]
        let combined = LinkCandidate.hosting(modal, hosted, sharing: ["checkoutID": "c1"]) { State(modal: $0.modal, hosted: $1) }
        #expect(combined.map { $0?.link.relativeString } == ["checkouts/c1", "checkouts/c1/payment?step=2", "checkouts/c1/other"])
        #expect(combined.last??.link.host == "s.example")
        #expect(combined.map { $0?.state.hosted } == [[], ["payment"], ["other"]])
        // A value the hosted link writes differently from the modal's stays in the link.
        #expect(LinkPath(segments: ["a"]).followed(by: LinkPath(segments: ["b"], queryItems: [LinkQueryItem(name: "id", value: "c2")]), sharing: ["id": "c1"])?.relativeString == "a/b?id=c2")
        #expect(LinkPath(segments: ["a"], host: "x.example").followed(by: LinkPath(segments: ["b"], host: "y.example")) == nil, "two hosts")
    }
}

/// `LinkCandidate.firstLink(of:)`: what every generated `link` getter calls, reading each
/// candidate back through its state's `match(_:from:options:)`.
@Suite struct LinkMatchableTests {
    /// A state whose one template is `items/{id}`, and which nothing leads to for `new`.
    struct Item: LinkMatchable {
        var id: String

        static func match(_ request: LinkRequest, from start: Int, options: LinkMatchOptions) -> LinkMatch<Item>? {
            let segments = request.segments.dropFirst(start)
            guard segments.count == 2, segments.first == "items", segments.last != "new" else { return nil }
            return LinkMatch(state: Item(id: segments.last ?? ""), rank: [])
        }
    }

    @Test func theFirstLinkIsTheFirstCandidateThatReadsBack() {
        let candidates = [
            LinkCandidate(LinkPath.path(["items", "id", "7"]), leadsTo: Item(id: "7")),
            LinkCandidate(LinkPath.path(["items", "7"]), leadsTo: Item(id: "7")),
        ]
        #expect(LinkCandidate.firstLink(of: candidates)?.relativeString == "items/7")
        #expect(LinkCandidate.firstLink(of: [LinkCandidate(LinkPath.path(["items", "new"]), leadsTo: Item(id: "new"))]) == nil)
        #expect(LinkCandidate<Item>.firstLink(of: []) == nil)
    }
}
