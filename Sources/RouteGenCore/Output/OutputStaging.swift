/// Stage 6b begun early: while a writing run renders its features, each new file is written to a
/// temporary file on the core that rendered it, and its bytes are let go; ``OutputWriter`` then
/// only renames it into place.
///
/// Only files the output folder does not have yet are staged (a cold run's files): a file that
/// exists must first be checked (is it routegen's? has it changed?) and is planned and written
/// as before. Until a staged file is renamed nothing in the output folder changes: a run that
/// ends in an error removes every staged file, and the folders staging created, so the folder
/// is as it was. A file that cannot be staged (a folder that cannot be created or written to)
/// keeps its bytes and is written as before, which reports why it cannot be.
///
/// Where the staged files go:
/// - When the output folder exists, each is a temporary file in it (``TemporaryFile``'s names).
/// - When it does not, staging makes a temporary folder beside it, named as a temporary file
///   of the output folder would be (`.Generated.routegen-<process>-<number>.tmp`), and writes
///   the files there under their own names: writing renames that one folder into place, so the
///   output folder appears whole, in one step, instead of in 500 renames. A folder that an
///   interrupted run left there (`kill -9`) is removed by the next run that stages beside it.
final class OutputStaging: @unchecked Sendable {
    /// The output folder.
    let directory: String

    /// Whether the output folder can take staged files.
    private enum FolderState {
        /// Not looked at yet: no feature has been staged.
        case unchecked
        /// It exists, or staging created it.
        case ready
        /// It cannot be created, or a file could not be written into it: stage nothing more.
        case unusable
    }

    private let lock = Lock()
    private var folderState = FolderState.unchecked
    /// The folders staging created, outermost first.
    private var createdFolders: [String] = []
    /// The temporary folder that stands in for the output folder, which did not exist when
    /// staging first looked: every staged file is there, under its own name. Written once, under
    /// the lock, before any file is staged; only read after that.
    private(set) var folder: String?
    /// The temporary files staged, in no order.
    private var stagedPaths: [String] = []
    /// The names in the output folder when staging first looked at it: a file of one of these
    /// names is not staged. (Planning looks again, so a file that appears later is still seen.)
    /// Written once, under the lock, before any file is staged; only read after that.
    private var existingNames: Set<String> = []

    /// Staging for the output folder `directory`.
    init(directory: String) {
        self.directory = directory
    }

    /// `files` with each one the output folder does not have staged: written to a temporary
    /// file there, its bytes let go. The others are returned as they are.
    func stage(_ files: [GeneratedFile]) -> [GeneratedFile] {
        files.map { file in
            guard !file.isOnDisk, file.stagedPath == nil else { return file }
            return file.bytes.withUnsafeBufferPointer { stage(name: file.name, bytes: $0) } ?? file
        }
    }

    /// The file `name` of `bytes` as rendering keeps it (see `FeatureRenderer`): staged when
    /// the output folder does not have it, so that its bytes, lent by the renderer, are written
    /// where they are and never copied into an array; otherwise a file of a copy of them.
    func keep(name: String, bytes: UnsafeBufferPointer<UInt8>) -> GeneratedFile {
        stage(name: name, bytes: bytes) ?? GeneratedFile(name: name, copying: bytes)
    }

    /// The file `name` of `bytes` staged, with the size and digest of what it holds; `nil` when
    /// the output folder has a file of that name, or takes no staged files.
    private func stage(name: String, bytes: UnsafeBufferPointer<UInt8>) -> GeneratedFile? {
        guard prepareFolder(), !existingNames.contains(name), isUsable else { return nil }
        let temporary = folder.map { OutputPlanner.join($0, name) } ?? TemporaryFile.path(for: OutputPlanner.join(directory, name))
        do throws(POSIXFiles.Failure) {
            try POSIXFiles.createFile(at: temporary, bytes: bytes, exactMode: nil)
        } catch {
            lock.withLock { folderState = .unusable }
            return nil
        }
        lock.withLock { stagedPaths.append(temporary) }
        var staged = GeneratedFile(name: name, bytes: [])
        staged.stagedPath = temporary
        staged.stagedSize = bytes.count
        staged.stagedDigest = ContentDigest(bytes).description
        return staged
    }

    /// Removes every staged file that `applied` did not rename into place and the temporary
    /// folder that held them, unless it was renamed into place; then, when no generated file was
    /// written, the folders staging created (an error stopped the run).
    func discardStaged(except applied: [FileChange]) {
        let (paths, folders, stagingFolder) = lock.withLock { () -> ([String], [String], String?) in
            defer { stagedPaths = [] }
            return (stagedPaths, createdFolders, folder)
        }
        // Each applied change renamed a different staged file: when as many were renamed as
        // were staged, as in every run that wrote, there is nothing to look up or remove.
        let renamedCount = applied.count { $0.stagedPath != nil }
        if renamedCount < paths.count {
            let renamed = Set(applied.compactMap(\.stagedPath))
            for path in paths where !renamed.contains(path) {
                try? POSIXFiles.removeFile(at: path)
            }
        }
        // Gone when writing renamed it into place, empty now otherwise.
        if let stagingFolder {
            POSIXFiles.removeEmptyFolder(at: stagingFolder)
        }
        guard applied.isEmpty else { return }
        for folder in folders.reversed() {
            POSIXFiles.removeEmptyFolder(at: folder)
        }
    }

    /// Whether the folder still takes staged files.
    private var isUsable: Bool {
        lock.withLock { folderState == .ready }
    }

    /// The first time, makes sure staged files have a folder: the output folder when it exists,
    /// else a new stand-in beside it (and the folders above them), or the output folder itself
    /// when its path names no folder a stand-in could be renamed to; `false` when none can be.
    private func prepareFolder() -> Bool {
        lock.withLock {
            if folderState == .unchecked {
                switch FileKind.of(directory) {
                case .folder?:
                    guard case .success(let names) = POSIXFiles.names(inFolder: directory) else {
                        folderState = .unusable
                        break
                    }
                    existingNames = Set(names)
                    folderState = .ready
                case nil:
                    do throws(POSIXFiles.Failure) {
                        if let standIn = TemporaryFile.FolderStandIn(for: directory) {
                            createdFolders = try POSIXFiles.createFolders(at: standIn.parent)
                            TemporaryFile.removeLeftoverFolders(standingInFor: standIn)
                            try POSIXFiles.createFolder(at: standIn.path)
                            folder = standIn.path
                        } else {
                            createdFolders = try POSIXFiles.createFolders(at: directory)
                        }
                        folderState = .ready
                    } catch {
                        for created in createdFolders.reversed() { POSIXFiles.removeEmptyFolder(at: created) }
                        createdFolders = []
                        folderState = .unusable
                    }
                case _?:
                    folderState = .unusable
                }
            }
            return folderState == .ready
        }
    }
}
