/// Every spec of a run, read and checked, alone and against each other: what commands that
/// read specs (generating, drawing the graph) start from.
struct ValidatedSpecSet: Sendable {
    /// The features, in input order, each once; with errors, those that passed on their own.
    var features: [HostedStackValidator.Feature]
    /// The app specs, in input order; empty when a feature had an error, since an app spec
    /// is only checked against features without errors.
    var apps: [ValidatedApp]
    /// Every diagnostic, grouped by spec in input order, then those across specs.
    var diagnostics: Diagnostics
    /// The number of feature specs given.
    var featureCount: Int
}
