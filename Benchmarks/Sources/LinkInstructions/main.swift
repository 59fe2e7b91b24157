import Foundation
import LinkApp100
import LinkApp1000
#if canImport(LinkApp10000)
import LinkApp10000
#endif
import RouteGenRuntime
import RoutingKit
import SyntheticSpecs

// `link-instructions <templates> <routegen|routing-kit> <kind> <links>`: matches `links` links of
// `kind` (`SyntheticLinkApp.LinkKind`) once each with one side, inside `measureLinks`, after
// matching one link of every kind (which builds routegen's indexes and routing-kit's trie).
// `Scripts/link-instructions.sh` counts the instructions of `measureLinks` with callgrind and
// divides by `links`. It checks afterwards that both sides gave the same link for every link.

/// One app's two matchers.
struct Peers<Link: Equatable> {
    var routegen: (LinkRequest) -> Link?
    var trie: TrieRouter<@Sendable (Parameters) -> Link?>

    /// routing-kit's link of `path`, as a server would route it: fresh parameters, then the handler.
    func routingKit(_ path: [String]) -> Link? {
        var parameters = Parameters()
        return trie.route(path: path, parameters: &parameters)?(parameters)
    }
}

/// Matches every link with `side`; what callgrind counts. Returns how many matched.
@inline(never)
func measureLinks<Link>(_ peers: Peers<Link>, side: LinkMatcherSide, requests: [LinkRequest], paths: [[String]]) -> Int {
    var matched = 0
    switch side {
    case .routegen:
        for request in requests where peers.routegen(request) != nil { matched += 1 }
    case .routingKit:
        for path in paths where peers.routingKit(path) != nil { matched += 1 }
    }
    return matched
}

func run<Link: Equatable>(_ peers: Peers<Link>, app: SyntheticLinkApp, side: LinkMatcherSide, kind: SyntheticLinkApp.LinkKind, count: Int) {
    for warmUp in SyntheticLinkApp.LinkKind.allCases {
        let path = app.links(warmUp, count: 1)[0]
        _ = peers.routegen(LinkRequest(segments: path))
        _ = peers.routingKit(path)
    }
    let paths = app.links(kind, count: count)
    let requests = paths.map { LinkRequest(segments: $0) }
    let matched = measureLinks(peers, side: side, requests: requests, paths: paths)
    precondition(matched == (kind == .matching ? count : 0), "\(matched) of \(count) \(kind.rawValue) links matched")
    for path in paths {
        precondition(peers.routegen(LinkRequest(segments: path)) == peers.routingKit(path), "the sides differ on \(path)")
    }
    print("\(app.templates) templates, \(side.rawValue), \(kind.rawValue): \(matched) of \(count) links matched")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 4, let templates = Int(arguments[0]), let side = LinkMatcherSide(rawValue: arguments[1]),
      let kind = SyntheticLinkApp.LinkKind(rawValue: arguments[2]), let count = Int(arguments[3])
else {
    print("usage: link-instructions <100|1000|10000> <routegen|routing-kit> <matching|non-matching|unknown-first-segment> <links>")
    exit(2)
}
let app = SyntheticLinkApp(templates: templates)
switch templates {
case 100: run(Peers(routegen: Links100Link.init(request:), trie: links100TrieRouter()), app: app, side: side, kind: kind, count: count)
case 1_000: run(Peers(routegen: Links1000Link.init(request:), trie: links1000TrieRouter()), app: app, side: side, kind: kind, count: count)
#if canImport(LinkApp10000)
case 10_000: run(Peers(routegen: Links10000Link.init(request:), trie: links10000TrieRouter()), app: app, side: side, kind: kind, count: count)
#endif
default:
    print("no link app of \(templates) templates: 100, 1000 or 10000")
    exit(2)
}
