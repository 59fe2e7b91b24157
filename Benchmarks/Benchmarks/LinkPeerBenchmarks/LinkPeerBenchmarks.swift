import Benchmark
import Foundation
import LinkApp100
import LinkApp1000
#if canImport(LinkApp10000)
import LinkApp10000
#endif
import RouteGenRuntime
import RoutingKit
import SyntheticSpecs

/// One app's two matchers over the same links: routegen's `<App>Link(request:)` and routing-kit's
/// `TrieRouter` with one typed handler per template, building the same `<App>Link` values.
/// `@unchecked Sendable`: routing-kit's router is not `Sendable`, and is only read once built.
struct LinkPeers<Link: Equatable & Sendable>: @unchecked Sendable {
    /// routegen's generated matching.
    var routegen: @Sendable (LinkRequest) -> Link?
    /// routing-kit's trie.
    var trie: TrieRouter<@Sendable (Parameters) -> Link?>

    /// routing-kit's link of `path`, as a server routes it: fresh parameters, then the handler.
    func routingKit(_ path: [String]) -> Link? {
        var parameters = Parameters()
        return trie.route(path: path, parameters: &parameters)?(parameters)
    }

    /// Registers the six benchmarks of `app`: each side on each kind of link, 1,000 links an
    /// iteration (figures per link: `scalingFactor: .kilo`), each iteration checking how many matched.
    func register(_ app: SyntheticLinkApp, configuration: Benchmark.Configuration) {
        for kind in SyntheticLinkApp.LinkKind.allCases {
            let paths = app.links(kind, count: 1_000)
            let requests = paths.map { LinkRequest(segments: $0) }
            let expected = kind == .matching ? paths.count : 0
            // Builds the indexes and the trie, and checks that both sides agree on every link.
            for path in paths {
                precondition(routegen(LinkRequest(segments: path)) == routingKit(path), "the sides differ on \(path)")
            }
            Benchmark("\(app.templates) templates, \(kind.rawValue): routegen", configuration: configuration) { benchmark in
                var matched = 0
                benchmark.startMeasurement()
                for request in requests where routegen(request) != nil { matched += 1 }
                benchmark.stopMeasurement()
                precondition(matched == expected, "\(matched) matched")
            }
            Benchmark("\(app.templates) templates, \(kind.rawValue): routing-kit", configuration: configuration) { benchmark in
                var matched = 0
                benchmark.startMeasurement()
                for path in paths where routingKit(path) != nil { matched += 1 }
                benchmark.stopMeasurement()
                precondition(matched == expected, "\(matched) matched")
            }
        }
    }
}

/// The benchmarks of the `LinkPeerBenchmarks` target, found by the benchmark plugin: routegen
/// against routing-kit on the synthetic link app of 100, 1,000 and 10,000 templates (issue 24).
/// `.instructions` needs perf events, which these VMs lack: `Scripts/link-instructions.sh`
/// counts instructions with callgrind instead.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.instructions, .wallClock, .mallocCountTotal],
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 100
    )
    LinkPeers(routegen: Links100Link.init(request:), trie: links100TrieRouter())
        .register(SyntheticLinkApp(templates: 100), configuration: configuration)
    LinkPeers(routegen: Links1000Link.init(request:), trie: links1000TrieRouter())
        .register(SyntheticLinkApp(templates: 1_000), configuration: configuration)
    #if canImport(LinkApp10000)
    LinkPeers(routegen: Links10000Link.init(request:), trie: links10000TrieRouter())
        .register(SyntheticLinkApp(templates: 10_000), configuration: configuration)
    #endif
}
