import Foundation

/// Stage 6b: applies an ``OutputPlan``: writes created and updated files, each atomically
/// (a temporary file renamed into place, so a file is never half-written; no `fsync`: the
/// rename is what guarantees that), then removes stale ones.
enum OutputWriter {
    /// Applies `plan`, reporting the first file that could not be written (the rest are not
    /// tried: a full disk fails them all) and every file that could not be removed; returns the
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
        TemporaryFile.removeLeftovers(in: plan.directory)
        for change in writes {
            do throws(POSIXFiles.Failure) {
                try write(change)
                applied.append(change)
            } catch {
                diagnostics.error("cannot write this file: \(error.reason)", at: SourceLocation(file: change.path))
                return applied
            }
        }
        for change in plan.changes where change.kind == .remove {
            do throws(POSIXFiles.Failure) {
                // A file another run removed first is gone, as this run wanted.
                try POSIXFiles.removeFile(at: change.path)
                applied.append(change)
            } catch {
                diagnostics.error("cannot remove this stale generated file: \(error.reason)", at: SourceLocation(file: change.path))
            }
        }
        return applied
    }

    /// Writes one file through a temporary file renamed over it; an updated file keeps its
    /// permission bits, a created one gets those of any new file.
    static func write(_ change: FileChange) throws(POSIXFiles.Failure) {
        let temporary = TemporaryFile.path(for: change.path)
        let mode = change.kind == .update ? POSIXFiles.mode(of: change.path) : nil
        try POSIXFiles.createFile(at: temporary, bytes: change.contents ?? [], exactMode: mode)
        do throws(POSIXFiles.Failure) {
            try POSIXFiles.replace(change.path, with: temporary)
        } catch {
            try? POSIXFiles.removeFile(at: temporary)
            throw error
        }
    }
}
