/// The temporary files routegen writes before renaming them over a generated file, named so
/// that a later run recognises and removes those that an interrupted run (`kill -9`) left:
/// `.<file name>.routegen-<process id>-<random>.tmp`, in the output folder.
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
    static func writer(ofFileNamed name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(suffix), let markerEnd = lastEnd(of: marker, in: name) else { return nil }
        let rest = name[markerEnd...].dropLast(suffix.count)
        guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), UInt32(rest[rest.index(after: dash)...]) != nil else { return nil }
        return pid
    }

    /// Where the last occurrence of `pattern` in `text` ends, if it occurs.
    private static func lastEnd(of pattern: String, in text: String) -> String.Index? {
        var end: String.Index?
        var start = text.startIndex
        while let range = text[start...].firstRange(of: pattern) {
            end = range.upperBound
            start = text.index(after: range.lowerBound)
        }
        return end
    }

    /// Removes the temporary files in `directory` whose writer no longer runs: what an
    /// interrupted run left. Those of a run still writing are left alone.
    static func removeLeftovers(in directory: String) {
        let names = (try? POSIXFiles.names(inFolder: directory).get()) ?? []
        for name in names {
            guard let pid = writer(ofFileNamed: name), !POSIXFiles.isRunning(pid) else { continue }
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
