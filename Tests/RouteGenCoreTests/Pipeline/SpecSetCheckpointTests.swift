import Testing
@testable import RouteGenCore

/// The checks across specs are made once, by whoever adds the last feature spec's outcome,
/// with every outcome in the specs' order.
@Suite struct SpecSetCheckpointTests {
    /// The spec paths each check was given, in the order given.
    final class Calls: @unchecked Sendable {
        private let lock = Lock()
        private var calls: [[String]] = []
        func record(_ paths: [String]) { lock.withLock { calls.append(paths) } }
        var all: [[String]] { lock.withLock { calls } }
    }

    static func outcome(_ index: Int) -> FeatureOutcome {
        FeatureOutcome(path: "Specs/F\(index).routes.yaml", feature: nil, diagnostics: Diagnostics())
    }

    static func checkpoint(_ count: Int, recordingInto calls: Calls) -> SpecSetCheckpoint {
        SpecSetCheckpoint(featureCount: count) { outcomes in
            calls.record(outcomes.map { $0.path ?? "" })
            return ValidatedSpecSet(features: [], apps: [], diagnostics: Diagnostics(), featureCount: outcomes.count)
        }
    }

    @Test func checksOnceTheLastOutcomeIsAddedWithEveryOutcomeInTheSpecsOrder() {
        let calls = Calls()
        let checkpoint = Self.checkpoint(3, recordingInto: calls)
        for index in [2, 0] {
            checkpoint.add(Self.outcome(index), at: index)
            #expect(checkpoint.result == nil)
        }
        #expect(calls.all.isEmpty)
        checkpoint.add(Self.outcome(1), at: 1)
        #expect(calls.all == [(0..<3).map { "Specs/F\($0).routes.yaml" }])
        #expect(checkpoint.result?.featureCount == 3)
    }

    @Test func outcomesAddedConcurrentlyAreCheckedOnce() async {
        let calls = Calls()
        let checkpoint = Self.checkpoint(200, recordingInto: calls)
        await withTaskGroup(of: Void.self) { group in
            for index in (0..<200).reversed() {
                group.addTask { checkpoint.add(Self.outcome(index), at: index) }
            }
        }
        #expect(calls.all == [(0..<200).map { "Specs/F\($0).routes.yaml" }])
        #expect(checkpoint.result?.featureCount == 200)
    }
}
