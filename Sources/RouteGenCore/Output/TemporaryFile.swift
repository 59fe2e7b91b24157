/// The temporary files routegen writes before renaming them over a generated file, named so
/// that a later run recognises and removes those that an interrupted run (`kill -9`) left:
/// `.<file name>.routegen-<process id>-<random>.tmp`, in the output folder. A temporary folder
/// that stands in for an output folder that does not exist yet (see ``OutputStaging``) is named
/// the same way, beside it.
enum TemporaryFile {
    /// The marker between a temporary file's target name and its process identifier.
    static let marker = ".routegen-"
    /// The suffix of every temporary file.
    static let suffix = ".tmp"

    /// A new temporary path for writing `path`, unique to this process and call.
    static func path(for path: String) -> String {
        let nameStart = path.lastSlashIndex.map(path.index(after:)) ?? path.startIndex
        return path[..<nameStart] + "." + path[nameStart...] + processMarker + "\(nextNumber())" + suffix
    }

    /// The marker and this process's identifier, which every temporary file's name holds.
    private static let processMarker = marker + "\(POSIXFiles.processID)-"

    /// The numbers of this process's temporary files.
    private static let numbers = NumberSequence()

    /// The next number.
    private static func nextNumber() -> UInt32 {
        numbers.next()
    }

    /// The process that wrote the temporary file named `name`, if it is one of routegen's.
    ///
    /// Read from the name's UTF-8 bytes: a writing run lists a folder that holds its own staged
    /// files, and asks this of every name (searching the `String` cost about 60,000 instructions
    /// a name).
    static func writer(ofFileNamed name: String) -> Int32? {
        let bytes = Array(name.utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count >= markerBytes.count + suffixBytes.count,
              bytes.suffix(suffixBytes.count).elementsEqual(suffixBytes),
              let markerEnd = lastEnd(of: markerBytes, in: bytes[..<(bytes.count - suffixBytes.count)])
        else { return nil }
        let rest = bytes[markerEnd..<(bytes.count - suffixBytes.count)]
        guard let dash = rest.firstIndex(of: UInt8(ascii: "-")),
              let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self)),
              UInt32(String(decoding: rest[(dash + 1)...], as: UTF8.self)) != nil
        else { return nil }
        return pid
    }

    /// The marker and the suffix as UTF-8.
    private static let markerBytes = Array(marker.utf8), suffixBytes = Array(suffix.utf8)

    /// Where the last occurrence of `pattern` in `bytes` ends, if it occurs.
    private static func lastEnd(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var start = bytes.endIndex - pattern.count
        while start >= bytes.startIndex {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return start + pattern.count }
            start -= 1
        }
        return nil
    }

    /// A temporary folder beside a missing output folder, to write its files into and then
    /// rename into place.
    struct FolderStandIn: Equatable {
        /// The folder that holds the output folder and its stand-in.
        var parent: String
        /// The output folder's name.
        var name: String
        /// The stand-in's path: a new temporary path for the output folder.
        var path: String

        /// The stand-in for the output folder `directory`; `nil` when its path ends in no name
        /// a folder can be renamed to (`/`, `.` or `..`).
        init?(for directory: String) {
            let trimmed = directory.withoutTrailingSlashes
            let slash = trimmed.lastSlashIndex
            let name = String(slash.map { trimmed[trimmed.index(after: $0)...] } ?? trimmed[...])
            guard !name.isEmpty, name != ".", name != ".." else { return nil }
            self.name = name
            parent = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
            path = TemporaryFile.path(for: trimmed)
        }
    }

    /// Removes the stand-ins for `standIn`'s output folder, beside it, whose writer no longer
    /// runs, with the files in them: what a run interrupted before renaming one left. A folder
    /// that holds anything but files is left alone.
    static func removeLeftoverFolders(standingInFor standIn: FolderStandIn) {
        let names = (try? POSIXFiles.names(inFolder: standIn.parent, startingWith: "." + standIn.name + marker).get()) ?? []
        for name in names {
            guard let pid = writer(ofFileNamed: name), pid != POSIXFiles.processID, !POSIXFiles.isRunning(pid) else { continue }
            let folder = OutputPlanner.join(standIn.parent, name)
            guard FileKind.of(folder) == .folder else { continue }
            for file in (try? POSIXFiles.names(inFolder: folder).get()) ?? [] {
                try? POSIXFiles.removeFile(at: OutputPlanner.join(folder, file))
            }
            POSIXFiles.removeEmptyFolder(at: folder)
        }
    }

    /// Removes the temporary files in `directory` whose writer no longer runs: what an
    /// interrupted run left. Those of a run still writing are left alone.
    static func removeLeftovers(in directory: String) {
        let names = (try? POSIXFiles.names(inFolder: directory).get()) ?? []
        for name in names {
            // This run's own staged files are alive by definition: no system call for them.
            guard let pid = writer(ofFileNamed: name), pid != POSIXFiles.processID, !POSIXFiles.isRunning(pid) else { continue }
            try? POSIXFiles.removeFile(at: OutputPlanner.join(directory, name))
        }
    }
}

/// Numbers from a random start (so that a leftover of an earlier process that had the same
/// identifier is unlikely to have the same name), one more each time: one random draw per
/// process rather than per file.
private final class NumberSequence: @unchecked Sendable {
    private let lock = Lock()
    private var upcoming = UInt32.random(in: .min ... .max)

    /// The next number of the sequence.
    func next() -> UInt32 {
        lock.withLock {
            defer { upcoming &+= 1 }
            return upcoming
        }
    }
}
