/// Stage 6b: applies an ``OutputPlan``: writes created and updated files, each atomically
/// (a temporary file renamed into place, so a file is never half-written; no `fsync`: the
/// rename is what guarantees that), then removes stale ones. When the output folder does not
/// exist and ``OutputStaging`` wrote every file into the folder that stands in for it, that
/// folder is renamed into place instead: the output folder appears whole, in one step.
enum OutputWriter {
    /// Applies `plan`, reporting the first file that could not be written (the rest are not
    /// tried: a full disk fails them all) and every file that could not be removed; returns the
    /// changes that were made, so that a failure part-way can say exactly what it changed.
    ///
    /// Many files are written in two lanes at once (see ``write(_:)``); a lane that fails stops
    /// the other before its next file, so a failure can come after a few more files were
    /// written, and the returned changes still say exactly which.
    ///
    /// `stagedFolder` is the folder staging wrote into in place of the missing output folder.
    @discardableResult
    static func apply(_ plan: OutputPlan, stagedFolder: String? = nil, diagnostics: inout Diagnostics) -> [FileChange] {
        var applied: [FileChange] = []
        let writes = plan.changes.filter { $0.kind == .create || $0.kind == .update }
        if let stagedFolder, isWholeFolder(plan), FileKind.of(plan.directory) == nil {
            // A folder that appeared at the output path since planning is not replaced: each
            // file is then renamed out of the stand-in into it, as below.
            if (try? POSIXFiles.replace(plan.directory, with: stagedFolder)) != nil { return writes }
        }
        if !writes.isEmpty, FileKind.of(plan.directory) == nil {
            do throws(POSIXFiles.Failure) {
                try POSIXFiles.createFolders(at: plan.directory)
            } catch {
                diagnostics.error("cannot create the output folder: \(error.reason)", at: SourceLocation(file: plan.directory))
                return applied
            }
        }
        TemporaryFile.removeLeftovers(in: plan.directory)
        let (written, failure) = write(writes)
        applied = written
        if let failure {
            diagnostics.error("cannot write this file: \(failure.error.reason)", at: SourceLocation(file: failure.change.path))
            return applied
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

    /// Whether `plan` creates every file it names from a staged file, and nothing else: when
    /// staging wrote into a folder standing in for the output folder, every staged file is
    /// there, so that folder then holds the whole output folder.
    static func isWholeFolder(_ plan: OutputPlan) -> Bool {
        !plan.changes.isEmpty && plan.changes.allSatisfy { $0.kind == .create && $0.stagedPath != nil }
    }

    /// How many files a plan writes before they are written in two lanes: below it, the lanes
    /// would cost more than they save.
    static let filesPerLane = 32

    /// Writes `changes`, in order, or in two lanes of consecutive files at once when there are
    /// many; each lane stops at its first failure, or before its next file once the other
    /// failed. The changes written, in order, and the first failure, if any.
    static func write(_ changes: [FileChange]) -> (written: [FileChange], failure: (change: FileChange, error: POSIXFiles.Failure)?) {
        let laneCount = changes.count >= 2 * filesPerLane ? 2 : 1
        let lanes = WriteLanes(count: laneCount)
        let laneSize = (changes.count + laneCount - 1) / laneCount
        SideThreads.concurrentPerform(iterations: laneCount) { lane in
            for index in (lane * laneSize)..<min(changes.count, (lane + 1) * laneSize) {
                guard !lanes.hasFailed else { return }
                do throws(POSIXFiles.Failure) {
                    try write(changes[index])
                    lanes.record(index, lane: lane)
                } catch {
                    lanes.fail(index, error, lane: lane)
                    return
                }
            }
        }
        let failure = lanes.firstFailure.map { (changes[$0.index], $0.error) }
        return (lanes.written.map { changes[$0] }, failure)
    }

    /// Writes one file through a temporary file renamed over it (or renames the one staging
    /// wrote); an updated file keeps its permission bits, a created one gets those of any new file.
    static func write(_ change: FileChange) throws(POSIXFiles.Failure) {
        if let staged = change.stagedPath {
            return try POSIXFiles.replace(change.path, with: staged)
        }
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

/// What the lanes of ``OutputWriter/write(_:)`` wrote and where one failed, shared between them.
private final class WriteLanes: @unchecked Sendable {
    private let lock = Lock()
    private var writtenByLane: [[Int]]
    private var failures: [(index: Int, error: POSIXFiles.Failure)] = []

    /// Lanes for `count` writers.
    init(count: Int) {
        writtenByLane = Array(repeating: [], count: count)
    }

    /// Whether a lane failed.
    var hasFailed: Bool {
        lock.withLock { !failures.isEmpty }
    }

    /// Records that `lane` wrote the change at `index`.
    func record(_ index: Int, lane: Int) {
        lock.withLock { writtenByLane[lane].append(index) }
    }

    /// Records that `lane` failed to write the change at `index`.
    func fail(_ index: Int, _ error: POSIXFiles.Failure, lane: Int) {
        lock.withLock { failures.append((index, error)) }
    }

    /// The indices written, in order.
    var written: [Int] {
        lock.withLock { writtenByLane.joined().sorted() }
    }

    /// The failure of the first change, in order, that failed.
    var firstFailure: (index: Int, error: POSIXFiles.Failure)? {
        lock.withLock { failures.min { $0.index < $1.index } }
    }
}
