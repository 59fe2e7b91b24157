import RouteGenRuntime
import Testing

/// Link routes whose states one function builds by the route's position
/// (`LinkRoute.numbered(_:)` listed in `LinkRoutes(_:building:)`), as generated states list
/// theirs: each route gets its own position, a hosting route keeps its place and its closure,
/// and a value that does not convert makes that route, and only it, not match.
@Suite struct NumberedLinkRouteTests {
    /// A feature's state: a route per screen, and a modal hosting another such feature.
    indirect enum Place: Hashable, Sendable {
        case root
        case item(Int)
        case itemTitled(Int, String)
        case anyItem(String)
        case nested(String, Place)

        /// `items/{id}`, `items/{id}?title={title}` (whose build throws without a title), the
        /// hosting `shelf/{name}`, then `items/*` (less specific than `items/{id}`, so it wins
        /// only where `{id}` does not convert).
        static let linkRoutes: LinkRoutes<Place> = LinkRoutes([
            .numbered(LinkTemplate(text: "items/{id}")),
            .numbered(LinkTemplate([.literal("items"), .parameter("id")], query: [(parameter: "title", item: "title")], conditions: [.required("title")])),
            .hosting(LinkTemplate(text: "shelf/{name}"), hosted: { Place.linkRoutes }, emptyHosted: .root) {
                .nested(try $0.required("name", LinkValue.parser(String.self)), $1)
            },
            .numbered(LinkTemplate([.literal("items"), .wildcard])),
        ], building: built)

        /// The positions `built` was asked for, in order.
        nonisolated(unsafe) static var positions: [Int] = []

        /// The state of the numbered route at `position`.
        static func built(_ position: Int, _ values: LinkValues) throws(LinkMismatch) -> Place {
            positions.append(position)
            switch position {
            case 0: return .item(try values.required("id", LinkValue.parser(Int.self)))
            case 1:
                let id = try values.required("id", LinkValue.parser(Int.self))
                return .itemTitled(id, try values.required("title", LinkValue.parser(String.self)))
            case 3: return .anyItem("any")
            default: throw LinkMismatch()
            }
        }
    }

    /// The state `segments` and `query` lead to, and the positions built on the way.
    static func match(_ segments: [String], query: [LinkQueryItem] = []) -> (state: Place?, positions: [Int]) {
        Place.positions = []
        let state = LinkRoute.bestMatch(of: LinkRequest(segments: segments, queryItems: query), in: Place.linkRoutes, options: LinkMatchOptions())?.state
        return (state, Place.positions)
    }

    @Test(.serialized, arguments: [
        (["items", "7"], [LinkQueryItem](), Place.item(7), [0, 1, 3]),
        (["items", "7"], [LinkQueryItem(name: "title", value: "Tea")], Place.itemTitled(7, "Tea"), [0, 1, 3]),
        (["items", "seven"], [LinkQueryItem](), Place.anyItem("any"), [0, 1, 3]),
        (["shelf", "top", "items", "2"], [LinkQueryItem](), Place.nested("top", .item(2)), [0, 1, 3]),
        (["shelf", "top"], [LinkQueryItem](), Place.nested("top", .root), []),
    ])
    func eachNumberedRouteBuildsByItsPosition(segments: [String], query: [LinkQueryItem], state: Place, positions: [Int]) {
        let matched = Self.match(segments, query: query)
        #expect(matched.state == state)
        #expect(matched.positions == positions)
    }

    @Test func routesNumberedFromOneStringAreTheRoutesOfItsLines() {
        // The root's empty template, then two that take the same link: the first wins, as listed.
        let build: @Sendable (Int, LinkValues) throws(LinkMismatch) -> String = { position, values in
            "\(position) " + (try values.optional("id", LinkValue.stringParser) ?? "")
        }
        let routes = LinkRoutes<String>(numbered: "\nitems/{id}\nitems/{key}?q={q}", building: build)
        let listed = LinkRoutes<String>([
            .numbered(LinkTemplate(text: "")), .numbered(LinkTemplate(text: "items/{id}")), .numbered(LinkTemplate(text: "items/{key}?q={q}")),
        ], building: build)
        #expect(routes.map(\.template) == listed.map(\.template))
        for segments in [[], ["items", "7"], ["items"], ["other"]] {
            let request = LinkRequest(segments: segments)
            let options = LinkMatchOptions()
            #expect(LinkRoute.bestMatch(of: request, in: routes, options: options)?.state == LinkRoute.bestMatch(of: request, in: listed, options: options)?.state)
        }
        #expect(LinkRoute.bestMatch(of: LinkRequest(segments: ["items", "7"]), in: routes, options: LinkMatchOptions())?.state == "1 7")
        #expect(LinkRoute.bestMatch(of: LinkRequest(segments: []), in: routes, options: LinkMatchOptions())?.state == "0 ")
    }

    @Test func aNumberedRouteOutsideLinkRoutesBuildingMatchesNothing() {
        let routes: LinkRoutes<Place> = [.numbered(LinkTemplate(text: "items/{id}"))]
        let match = LinkRoute.bestMatch(of: LinkRequest(segments: ["items", "7"]), in: routes, options: LinkMatchOptions())
        #expect(match == nil)
    }
}
