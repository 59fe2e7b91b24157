/// The checks across a run's specs (``SpecSetValidator/check(_:apps:pipeline:)``), made as
/// soon as every feature spec is checked on its own, by the task that checked the last one,
/// while the other features are still being rendered. Made after every feature was rendered,
/// they were the run's last steps, on one core.
///
/// The outcomes are kept in the order of the specs, so the result does not depend on which
/// task finishes first.
final class SpecSetCheckpoint: @unchecked Sendable {
    private let lock = Lock()
    /// Each feature spec's outcome, by its index among the run's feature specs, until the last
    /// one comes and they are handed to the checks.
    private var outcomes: [FeatureOutcome?]
    /// How many outcomes are still to come.
    private var remaining: Int
    /// The checks' result, once made.
    private var checked: ValidatedSpecSet?
    /// The checks, given every outcome in order.
    private let check: @Sendable ([FeatureOutcome]) -> ValidatedSpecSet

    /// A checkpoint for `featureCount` feature specs, which makes `check` of their outcomes
    /// once it has them all.
    init(featureCount: Int, check: @escaping @Sendable ([FeatureOutcome]) -> ValidatedSpecSet) {
        outcomes = Array(repeating: nil, count: featureCount)
        remaining = featureCount
        self.check = check
    }

    /// Records the outcome of the feature spec at `index`; the caller that gives the last one
    /// makes the checks, before this returns.
    func add(_ outcome: FeatureOutcome, at index: Int) {
        let all: [FeatureOutcome]? = lock.withLock {
            outcomes[index] = outcome
            remaining -= 1
            guard remaining == 0 else { return nil }
            defer { outcomes = [] }
            return outcomes.map { $0! }
        }
        guard let all else { return }
        let result = check(all)
        lock.withLock { checked = result }
    }

    /// The checks' result; `nil` until every outcome was added.
    var result: ValidatedSpecSet? {
        lock.withLock { checked }
    }
}
