/// Finds the spec files a run reads: the files given, and every `*.routes.yaml` and
/// `*.app.yaml` inside the folders given (recursively, following symbolic links, skipping hidden
/// folders such as `.build`).
///
/// A folder scan reports what it cannot read as the direct path does, never skipping it: a
/// spec skipped silently would be a spec deleted, whose generated files the run removes.
enum SpecDiscovery {
    /// The spec paths named by `inputs`, in input order, folders expanded in sorted order,
    /// without duplicates. Reports inputs that do not exist, are not specs, or hold no spec, and
    /// what a folder holds that cannot be read: a subfolder it cannot list, a spec whose path is
    /// not UTF-8. A spec name that is no regular file (a FIFO, a device, a link that leads
    /// nowhere) is returned, for reading it to report.
    static func specPaths(in inputs: [String], diagnostics: inout Diagnostics) -> [String] {
        var paths: [String] = []
        // So that `Specs` and `./Specs/Home.routes.yaml` read Home once, under the name it was
        // first given.
        var seen = SeenSpecs()
        for input in inputs.map(\.withoutTrailingSlashes) {
            guard let kind = FileKind.of(input) else {
                diagnostics.error("no such file or folder", at: SourceLocation(file: input))
                continue
            }
            let found: [String]
            if kind == .folder {
                let errorCount = diagnostics.errorCount
                let walk = walkedSpecs(inFolder: input, diagnostics: &diagnostics)
                found = walk.paths
                if found.isEmpty, diagnostics.errorCount == errorCount {
                    diagnostics.error("no '*\(SpecSource.fileSuffix)' spec in this folder", at: SourceLocation(file: input))
                }
                // A walk reaches each folder once, so the regular files it lists are as many
                // different specs: the only input has nothing to tell apart.
                if inputs.count == 1, walk.areListedFiles {
                    return found
                }
            } else if input.hasSuffix(SpecSource.fileSuffix) || SpecSource.isAppSpec(input) {
                found = [input]
            } else {
                diagnostics.error("not a spec: spec file names end in '\(SpecSource.fileSuffix)', e.g. 'Home\(SpecSource.fileSuffix)'", at: SourceLocation(file: input))
                found = []
            }
            for path in found where seen.insert(path) {
                paths.append(path)
            }
        }
        return paths
    }

    /// The specs a run has taken, so that a spec reached by two paths is read once.
    ///
    /// Two paths are the same spec when they resolve to the same absolute path (every symbolic
    /// link, `.` and `..` resolved). Resolving costs a system call per path component, so paths
    /// are first told apart by the identity of the file they name (one `stat`): paths of
    /// different files are different specs, and only paths of the same file, which may still be
    /// two names of it (hard links), are resolved and compared.
    struct SeenSpecs {
        /// The paths taken, by the identity of the file they name.
        private var byIdentity: [FileIdentity: [String]] = [:]
        /// The resolved paths taken of the paths that name no file (a link that leads nowhere,
        /// which reading reports).
        private var unidentified: Set<String> = []

        /// Takes `path`; `false` when a path of the same spec was taken before.
        mutating func insert(_ path: String) -> Bool {
            guard let identity = FileIdentity.of(path) else {
                return unidentified.insert(FileKind.resolvedPath(path)).inserted
            }
            guard let taken = byIdentity[identity] else {
                byIdentity[identity] = [path]
                return true
            }
            let resolved = FileKind.resolvedPath(path)
            guard !taken.contains(where: { FileKind.resolvedPath($0) == resolved }) else { return false }
            byIdentity[identity, default: []].append(path)
            return true
        }
    }

    /// What walking a folder found: the specs' paths, and whether each was listed as a regular
    /// file (not a symbolic link, which may lead to a spec found by another path).
    struct Walk {
        /// The paths, sorted once the walk is done.
        var paths: [String] = []
        /// Whether every spec found was listed as a regular file.
        var areListedFiles = true
    }

    /// The specs under `folder`, sorted, as paths that start with `folder`. Symbolic links to
    /// folders and to specs are followed, the folder itself included; a folder is walked once
    /// however many links reach it, so a link cycle ends. Reports what cannot be read.
    static func walkedSpecs(inFolder folder: String, diagnostics: inout Diagnostics) -> Walk {
        var walk = Walk()
        var walked: Set<WalkedFolder> = []
        collectSpecs(inFolder: Array(folder.utf8), into: &walk, walked: &walked, diagnostics: &diagnostics)
        walk.paths.sort()
        return walk
    }

    /// Adds the specs under `folder` (a path of bytes: a name need not be UTF-8) to `walk`,
    /// unless `walked` holds its resolved path.
    private static func collectSpecs(
        inFolder folder: [UInt8], into walk: inout Walk, walked: inout Set<WalkedFolder>, diagnostics: inout Diagnostics
    ) {
        guard walked.insert(WalkedFolder(path: FileKind.resolvedPath(bytes: folder))).inserted else { return }
        let entries: [POSIXFiles.FolderEntry]
        switch POSIXFiles.entries(inFolder: folder) {
        case .success(let listed):
            entries = listed
        case .failure(let failure):
            diagnostics.error("cannot read this folder, which may hold specs: \(failure.reason)", at: SourceLocation(file: shown(folder)))
            return
        }
        for entry in entries.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) where entry.name.first != UInt8(ascii: ".") {
            let path = folder + [UInt8(ascii: "/")] + entry.name
            // Listing says what most entries are; a link, or an entry whose kind the file system
            // does not list, is looked up (and a link followed).
            let isFolder = switch entry.kind {
            case .folder: true
            case .regularFile: false
            case .other: FileKind.of(bytes: path) == .folder
            }
            if isFolder {
                collectSpecs(inFolder: path, into: &walk, walked: &walked, diagnostics: &diagnostics)
                continue
            }
            guard isSpecName(entry.name) else { continue }
            // Reading the spec reports a FIFO, a device or a link that leads nowhere, as for a
            // spec given by name; a path that is not UTF-8 cannot be named at all.
            guard let text = String(validating: path, as: UTF8.self) else {
                diagnostics.error("cannot read this spec: its path is not valid UTF-8; rename the file or the folder that holds it", at: SourceLocation(file: shown(path)))
                continue
            }
            walk.paths.append(text)
            if entry.kind != .regularFile { walk.areListedFiles = false }
        }
    }

    /// Whether the file name `name` (bytes) ends as a feature spec's or an app spec's does.
    static func isSpecName(_ name: [UInt8]) -> Bool {
        [SpecSource.fileSuffix, RouteGenFileNames.appSpecSuffix].contains { suffix in
            name.count > suffix.utf8.count && name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
    }

    /// A path of bytes as a message shows it: bytes that are not UTF-8 as replacement characters.
    static func shown(_ path: [UInt8]) -> String {
        String(decoding: path, as: UTF8.self)
    }
}

/// A folder a walk has been through, by its resolved path's bytes. A type of its own rather
/// than the bytes themselves: a set of `[UInt8]` makes the Swift runtime look up the
/// conformances of `Array` and of `UInt8` at the first walk of every run, about 250,000
/// instructions before any spec is read.
struct WalkedFolder: Hashable {
    /// The folder's path, resolved, as bytes.
    var path: [UInt8]
}
