/// The outcome of a routegen run: its diagnostics and what it did, or would do, to the output folder.
public struct RunReport: Sendable {
    /// The configuration the run used.
    public var configuration: GeneratorConfiguration
    /// Every diagnostic of the run.
    public var diagnostics: Diagnostics
    /// The changes to the output folder; `nil` when errors stopped the run before planning.
    public var plan: OutputPlan?
    /// The number of specs read.
    public var featureCount: Int
    /// The changes made on disk: in write mode, every change of the plan that was applied,
    /// which is fewer than planned only when writing failed part-way; empty in other modes.
    public var appliedChanges: [FileChange] = []
    /// Whether the run found its inputs those of the run that last wrote the output folder, and
    /// so read no spec as YAML (see `RenderCache`).
    var isUpToDateByRecord = false

    /// Whether the run succeeded: no errors, and in check mode, nothing out of date.
    public var succeeded: Bool {
        guard !diagnostics.hasErrors, let plan else { return false }
        return configuration.action != .check || plan.pendingChanges.isEmpty
    }
}
