import RouteGenCore

/// Prints a ``RunReport``: diagnostics to standard error, then the files and a summary.
struct ReportPrinter {
    /// Where to print.
    var console: any Console
    /// How much to print.
    var options: OutputOptions
    /// The command that brings the generated files up to date, quoted for a POSIX shell.
    var rerunCommand: String

    /// Prints `report`; `elapsed` is shown in verbose mode.
    func print(_ report: RunReport, elapsed: Duration) {
        for diagnostic in report.diagnostics {
            console.printError(diagnostic.description)
        }
        guard let plan = report.plan, !report.diagnostics.hasErrors else {
            printFailure(report)
            return
        }
        switch report.configuration.action {
        case .write: printWritten(plan, features: report.featureCount)
        case .dryRun: printPending(plan, features: report.featureCount)
        case .check: printCheck(plan, features: report.featureCount)
        }
        if options.verbose {
            let (seconds, attoseconds) = elapsed.components
            console.print("routegen: finished in \(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms")
        }
    }

    /// The summary of a failed run: nothing was written, unless writing itself failed part-way,
    /// in which case every change that was made is listed (each file is whole: writes are atomic).
    func printFailure(_ report: RunReport) {
        let errors = Self.count(report.diagnostics.errorCount, "error")
        let applied = report.appliedChanges
        guard !applied.isEmpty else {
            console.printError("routegen: \(errors); nothing was written")
            return
        }
        for change in applied {
            console.printError("\(Self.pastTense(change.kind)) \(change.path)")
        }
        let written = applied.count { $0.kind != .remove }
        let removed = applied.count { $0.kind == .remove }
        console.printError(
            "routegen: \(errors) while writing; \(Self.count(written, "file")) written and \(removed) removed before "
                + "\(report.diagnostics.errorCount == 1 ? "it" : "them"), the other files left as they were; fix the errors and run routegen again"
        )
    }

    /// The write-mode listing: every change made (and, verbosely, every unchanged file), then a summary.
    func printWritten(_ plan: OutputPlan, features: Int) {
        guard !options.quiet else { return }
        var lines: [String] = []
        lines.reserveCapacity(plan.changes.count + 1)
        for change in plan.changes where options.verbose || change.kind != .unchanged {
            lines.append(Self.pastTense(change.kind) + " " + change.path)
        }
        let written = plan.count(of: .create) + plan.count(of: .update)
        lines.append("routegen: \(Self.count(features, "feature")), \(Self.count(written, "file")) written, \(plan.count(of: .remove)) removed, \(plan.count(of: .unchanged)) unchanged")
        console.print(lines: lines)
    }

    /// The dry-run listing: what would change, then a summary.
    func printPending(_ plan: OutputPlan, features: Int) {
        guard !options.quiet else { return }
        let pending = plan.pendingChanges
        var lines = pending.map { "would " + $0.kind.rawValue + " " + $0.path }
        lines.append("routegen: dry run, \(Self.count(features, "feature")), \(Self.count(pending.count, "file")) would change; nothing was written")
        console.print(lines: lines)
    }

    /// The check-mode listing: the out-of-date files and how to update them, or that all is up to date.
    func printCheck(_ plan: OutputPlan, features: Int) {
        let pending = plan.pendingChanges
        guard !pending.isEmpty else {
            if !options.quiet {
                console.print("routegen: \(Self.count(plan.changes.count, "generated file")) of \(Self.count(features, "feature")) up to date")
            }
            return
        }
        for change in pending {
            console.printError("\(change.path): error: generated file would be \(Self.pastTense(change.kind)) by routegen")
        }
        // The command is already shell-quoted; quoting it again would break it for paths that
        // need quotes, so it ends the line, where it can be copied whole.
        console.printError("routegen: \(Self.count(pending.count, "generated file")) out of date; to update, run: \(rerunCommand)")
    }

    /// `1 file`, `2 files`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `created`, `updated`, `removed`, `unchanged`.
    static func pastTense(_ kind: FileChange.Kind) -> String {
        switch kind {
        case .create: "created"
        case .update: "updated"
        case .remove: "removed"
        case .unchanged: "unchanged"
        }
    }
}
