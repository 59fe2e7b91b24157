@testable import RouteGenRuntime
import Testing

/// Matching through the index of literal segments finds what trying every template in turn finds
/// (issue 24): in one feature, across an app's features, with and without case, from any segment.
@Suite struct LinkRouteIndexTests {
    /// The segments templates and requests are made of: literals that differ only in case, one
    /// that lowercases to another's text, and texts that fit an affix.
    static let texts = ["a", "A", "b", "@b", "b.json", "İ", "i̇", "7"]

    /// A small random number generator, the same on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11 ^ state << 7
        }
    }

    /// A random template of up to 3 segments, of every kind.
    static func template(_ random: inout Generator) -> LinkTemplate {
        let count = Int.random(in: 0...3, using: &random)
        var segments: [LinkTemplate.Segment] = []
        for index in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: segments.append(.parameter("p\(index)"))
            case 1: segments.append(.wildcard)
            case 2: segments.append(.affixed(prefix: "@", parameter: "p\(index)", suffix: ""))
            case 3: segments.append(.affixed(prefix: "", parameter: "p\(index)", suffix: ".json"))
            case 4 where index == count - 1: segments.append(.catchAll)
            default: segments.append(.literal(texts.randomElement(using: &random)!))
            }
        }
        let conditions: [LinkQueryCondition] = Bool.random(using: &random) ? [] : [.equals("q", "1")]
        return LinkTemplate(segments, conditions: conditions)
    }

    /// Routes of random templates leading to their position, some hosting a feature of a few more.
    static func routes(_ random: inout Generator, count: Int) -> LinkRoutes<String> {
        let hosted = LinkRoutes<String>((0..<4).map { position in
            .template(template(&random)) { _ in "hosted \(position)" }
        })
        return LinkRoutes((0..<count).map { position -> LinkRoute<String> in
            if Int.random(in: 0..<5, using: &random) == 0 {
                return .hosting(template(&random), hosted: { hosted }, emptyHosted: "") { "\(position) > \($1)" }
            }
            return .template(template(&random)) { _ in "\(position)" }
        })
    }

    /// Every route tried in turn, without the index.
    static func everyRoute(_ routes: LinkRoutes<String>, _ request: LinkRequest, from start: Int, options: LinkMatchOptions) -> LinkMatch<String>? {
        let matching = LinkMatching(request: request, options: options)
        var best: LinkMatch<String>?
        for route in routes {
            guard let match = route.matcher(matching, start, 0, [:]) else { continue }
            if let current = best, !match.precedes(current) { continue }
            best = match
        }
        return best
    }

    /// A random request of up to 4 segments, under a route scheme or not.
    static func request(_ random: inout Generator) -> LinkRequest {
        let segments = (0..<Int.random(in: 0...4, using: &random)).map { _ in texts.randomElement(using: &random)! }
        return LinkRequest(
            segments: segments, queryItems: Bool.random(using: &random) ? [LinkQueryItem(name: "q", value: "1")] : [],
            caseInsensitiveSegments: Int.random(in: 0...1, using: &random)
        )
    }

    @Test func aFeatureMatchesThroughItsIndexAsThroughEveryTemplate() {
        var random = Generator(state: 24)
        for _ in 0..<300 {
            let routes = Self.routes(&random, count: Int.random(in: 1...12, using: &random))
            for _ in 0..<40 {
                let request = Self.request(&random)
                let start = Int.random(in: 0...min(1, request.segments.count), using: &random)
                for options in [LinkMatchOptions(), LinkMatchOptions(caseSensitive: false)] {
                    let indexed = routes.bestMatch(of: request, from: start, options: options)
                    let expected = Self.everyRoute(routes, request, from: start, options: options)
                    #expect(indexed?.state == expected?.state, "\(request.segments) from \(start), \(options)")
                }
            }
        }
    }

    @Test func anAppMatchesThroughItsIndexAsThroughEveryFeature() {
        var random = Generator(state: 2024)
        for _ in 0..<100 {
            let features = (0..<Int.random(in: 1...6, using: &random)).map { _ in Self.routes(&random, count: Int.random(in: 0...5, using: &random)) }
            let app = LinkAppRoutes<String>(features.enumerated().map { position, routes in .feature(routes) { "feature \(position): \($0)" } })
            for _ in 0..<40 {
                let request = Self.request(&random)
                for options in [LinkMatchOptions(), LinkMatchOptions(caseSensitive: false)] {
                    let expected = LinkURLRules.best(features.enumerated().map { position, routes in
                        Self.everyRoute(routes, request, from: 0, options: options)?.map { "feature \(position): \($0)" }
                    })
                    #expect(app.bestMatch(of: request, options: options)?.state == expected?.state, "\(request.segments), \(options)")
                }
            }
        }
    }
}
