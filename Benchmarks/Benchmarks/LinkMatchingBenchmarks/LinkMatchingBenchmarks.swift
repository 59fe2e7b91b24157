import Benchmark
import Foundation
import HostileLinks
import RouteGenRuntime

/// The request of `x/…/x/leaf/v` with `xs` segments `x`: both of Exp's hosting modals (`x` and
/// `*`) fit every `x`, which took 2ⁿ steps before matching remembered what it had matched
/// (issue 20: 1.3 s for 16, 14 s for 20, 54 s for 22).
func expRequest(xs: Int) -> LinkRequest {
    LinkRequest(segments: Array(repeating: "x", count: xs) + ["leaf", "v"])
}

/// The request of `users/u0/users/u1/…` with `levels` profile sheets, one over the other.
func profileRequest(levels: Int) -> LinkRequest {
    LinkRequest(segments: (0..<levels).flatMap { ["users", "u\($0)"] })
}

/// The benchmarks of the `LinkMatchingBenchmarks` target, found by the benchmark plugin.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    // Linear in n up to the hosting-depth limit (each x opens one more modal); past it the link
    // does not match, and matching stops at the limit however long the link is.
    for xs in [8, 16, 24, 32, 64] {
        Benchmark("Match Exp link with \(xs) x", configuration: configuration) { benchmark, request in
            let match = ExpNavigationState.match(request)
            benchmark.stopMeasurement()
            precondition((match != nil) == (xs <= LinkMatchOptions.maximumHostingDepth), "x\(xs): wrong match")
            blackHole(match)
        } setup: {
            expRequest(xs: xs)
        }
    }

    Benchmark("Match Exp link of 1 MB (500,000 x)", configuration: configuration) { benchmark, request in
        let match = ExpNavigationState.match(request)
        benchmark.stopMeasurement()
        precondition(match == nil, "deeper than the limit")
    } setup: {
        expRequest(xs: 500_000)
    }

    for levels in [8, LinkMatchOptions.maximumHostingDepth, 1_000] {
        Benchmark("Match Profile link with \(levels) levels", configuration: configuration) { benchmark, request in
            let match = ProfileNavigationState.match(request)
            benchmark.stopMeasurement()
            precondition((match != nil) == (levels <= LinkMatchOptions.maximumHostingDepth), "\(levels) levels: wrong match")
            blackHole(match)
        } setup: {
            profileRequest(levels: levels)
        }
    }
}
