import Foundation

/// Stage 6b: applies an ``OutputPlan``: writes created and updated files, each atomically
/// (a temporary file renamed into place, so a file is never half-written), then removes stale ones.
enum OutputWriter {
    /// Applies `plan`, reporting every file that could not be written or removed; returns the
    /// changes that were made, so that a failure part-way can say exactly what it changed.
    @discardableResult
    static func apply(_ plan: OutputPlan, diagnostics: inout Diagnostics) -> [FileChange] {
        var applied: [FileChange] = []
        let fileManager = FileManager.default
        let writes = plan.changes.filter { $0.kind == .create || $0.kind == .update }
        if !writes.isEmpty, !fileManager.fileExists(atPath: plan.directory) {
            do {
                try fileManager.createDirectory(atPath: plan.directory, withIntermediateDirectories: true)
            } catch {
                diagnostics.error("cannot create the output folder: \(FileSystemError.reason(error))", at: SourceLocation(file: plan.directory))
                return applied
            }
        }
        for change in writes {
            do {
                try Data(change.contents ?? []).write(to: URL(fileURLWithPath: change.path), options: .atomic)
                applied.append(change)
            } catch {
                diagnostics.error("cannot write this file: \(FileSystemError.reason(error))", at: SourceLocation(file: change.path))
            }
        }
        for change in plan.changes where change.kind == .remove {
            do {
                try fileManager.removeItem(atPath: change.path)
                applied.append(change)
            } catch {
                diagnostics.error("cannot remove this stale generated file: \(FileSystemError.reason(error))", at: SourceLocation(file: change.path))
            }
        }
        return applied
    }
}
