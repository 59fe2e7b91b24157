/// What the last run wrote, kept in the output folder so that a run whose inputs did not change
/// reuses the files on disk instead of reading, checking and rendering its specs again.
///
/// A feature's files are a function of its spec's bytes and file name, the templates, the
/// settings and routegen's version; their digest is the feature's *fingerprint*. The cache maps
/// each fingerprint to the size and digest of every file rendered from it, and records the
/// fingerprint of the whole run (every spec's file name and bytes, in order) when the run had
/// no warning to report again.
///
/// A file is reused only when its bytes on disk still have that size and digest, so a file
/// edited or removed by hand is rendered again and `--check` reports it as it always did. A run
/// whose fingerprint is the recorded one, and whose files all check, is up to date without
/// reading a spec as YAML. The cache holds no path, date or version, so it is the same on every
/// machine. It is written after a successful write, atomically; a missing, unreadable or
/// foreign one only means rendering everything. Check and dry runs read it and never write it.
struct RenderCache: Sendable {
    /// The cache file's name in the output folder; no generated file starts with a dot.
    static let fileName = ".routegen-cache"
    /// The first line, naming the format: 3 since digests hash long runs of bytes in four
    /// lanes (a cache of format 2 is foreign, so the first run after updating renders everything).
    static let formatLine = "routegen render cache 3"
    /// A cache file larger than this is not routegen's (its own take about 100 bytes a file).
    static let maximumSize = 64 << 20

    /// A generated file as the cache records it.
    struct File: Sendable {
        /// The file name in the output folder.
        var name: String
        /// The number of bytes.
        var size: Int
        /// The digest of its bytes.
        var digest: String
    }

    /// One feature's entry (or an app's, whose fingerprint no feature has).
    struct Entry: Sendable {
        /// The fingerprint of the inputs the files were rendered from.
        var fingerprint: String
        /// The files.
        var files: [File]
    }

    /// The output folder.
    var directory: String
    /// The entries, by spec file name.
    var entries: [String: Entry] = [:]
    /// The fingerprint of the run that wrote the cache, if it recorded one.
    var runFingerprint: String?
    /// The cache file's text as it was read; empty when there was none.
    var text = ""

    /// The cache of `directory`, empty when it has none or it cannot be read.
    static func load(from directory: String) -> RenderCache {
        var cache = RenderCache(directory: directory)
        guard let bytes = POSIXFiles.readRegularFile(at: OutputPlanner.join(directory, fileName), maximumSize: maximumSize) else {
            return cache
        }
        cache.text = String(decoding: bytes, as: UTF8.self)
        let lines = Self.lines(of: bytes, text: cache.text)
        guard lines.first == [formatLine] else { return cache }
        var current: (spec: String, entry: Entry)?
        for fields in lines.dropFirst() where fields != [""] {
            switch (fields.first, fields.count) {
            case ("run", 2) where cache.runFingerprint == nil && current == nil:
                cache.runFingerprint = fields[1]
            case ("feature", 3):
                if let current { cache.entries[current.spec] = current.entry }
                current = (fields[1], Entry(fingerprint: fields[2], files: []))
            case ("file", 4) where current != nil:
                guard let size = Int(fields[2]) else { return RenderCache(directory: directory) }
                current?.entry.files.append(File(name: fields[1], size: size, digest: fields[3]))
            default:
                return RenderCache(directory: directory)
            }
        }
        if let current { cache.entries[current.spec] = current.entry }
        return cache
    }

    /// The tab-separated fields of each line of the cache file `bytes` (whose text is `text`).
    ///
    /// routegen's own cache is ASCII without `\r`, where every byte is a character, so it is
    /// split over its bytes; any other file is split over its characters, as a `String` splits
    /// it (`\r\n` is one character there, and a combining mark joins the break before it).
    static func lines(of bytes: [UInt8], text: String) -> [[String]] {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var lines: [[String]] = []
            var fields: [String] = []
            var start = 0
            for index in 0...buffer.count {
                let byte = index < buffer.count ? buffer[index] : UInt8(ascii: "\n")
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") else { continue }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self))
                start = index + 1
                if byte == UInt8(ascii: "\n") {
                    lines.append(fields)
                    fields = []
                }
            }
            return lines
        }
    }

    /// The bytes of the file `file` names, when it is a regular file of that size whose bytes
    /// have that digest; `nil` otherwise. A file of another size is never read.
    func bytes(of file: File) -> [UInt8]? {
        guard let bytes = POSIXFiles.readRegularFile(at: OutputPlanner.join(directory, file.name), exactSize: file.size),
              ContentDigest(bytes).description == file.digest
        else { return nil }
        return bytes
    }

    /// The files of the feature of `specFileName` as they are on disk, when the last run
    /// rendered them from `fingerprint` and none has changed since; `nil` otherwise.
    func reusableFiles(specFileName: String, fingerprint: String) -> [GeneratedFile]? {
        guard let entry = entries[specFileName], entry.fingerprint == fingerprint, !entry.files.isEmpty else { return nil }
        var files: [GeneratedFile] = []
        for file in entry.files {
            guard let bytes = bytes(of: file) else { return nil }
            files.append(GeneratedFile(name: file.name, bytes: bytes, isOnDisk: true))
        }
        return files
    }

    /// The names of the files of the recorded run, when it had `fingerprint` and every file it
    /// wrote is still on disk as it wrote it; `nil` otherwise.
    func upToDateFiles(fingerprint: String) -> [String]? {
        guard runFingerprint == fingerprint else { return nil }
        var names: [String] = []
        for entry in entries.values {
            for file in entry.files {
                guard bytes(of: file) != nil else { return nil }
                names.append(file.name)
            }
        }
        return names
    }

    /// The cache's text for a run that wrote `features`' files, in run order, recording the run
    /// as `fingerprint` when it has one: a run with warnings passes none, so that the next run
    /// checks its specs and reports them again.
    static func text(for features: [RenderedFeature], run fingerprint: String?) -> String {
        var text = formatLine + "\n"
        if let fingerprint {
            text += "run\t\(fingerprint)\n"
        }
        text.reserveCapacity(text.utf8.count + features.reduce(0) { $0 + $1.cacheEntry.utf8.count })
        for feature in features {
            text += feature.cacheEntry
        }
        return text
    }

    /// Writes the cache `text` (of ``text(for:run:)``) into `directory`,
    /// atomically; a failure only costs the next run its reuse, so it is not reported.
    static func write(_ text: String, into directory: String) {
        let path = OutputPlanner.join(directory, fileName)
        let temporary = TemporaryFile.path(for: path)
        do throws(POSIXFiles.Failure) {
            try POSIXFiles.createFile(at: temporary, bytes: Array(text.utf8), exactMode: nil)
            try POSIXFiles.replace(path, with: temporary)
        } catch {
            try? POSIXFiles.removeFile(at: temporary)
        }
    }
}

/// One feature's generated files and the fingerprint of the inputs they came from.
struct RenderedFeature: Sendable {
    /// The spec file name, which keys the cache.
    let specFileName: String
    /// The digest of everything the files depend on.
    let fingerprint: String
    /// The files (staged, in a writing run: see `OutputStaging`).
    var files: [GeneratedFile]
    /// The feature's lines of the cache: its fingerprint, then each file's name, size and
    /// digest, made where the feature is rendered, concurrently, so that writing the cache only
    /// joins them.
    let cacheEntry: String

    /// The files of the spec `specFileName`, rendered from inputs of `fingerprint`.
    init(specFileName: String, fingerprint: String, files: [GeneratedFile]) {
        self.specFileName = specFileName
        self.fingerprint = fingerprint
        self.files = files
        // Appended part by part into room made once: interpolating each line made a string of
        // it, then grew the entry to hold it.
        var entry = ""
        entry.reserveCapacity(specFileName.utf8.count + fingerprint.utf8.count + 10 + files.count * 80)
        entry += "feature\t"
        entry += specFileName
        entry += "\t"
        entry += fingerprint
        entry += "\n"
        for file in files {
            entry += "file\t"
            entry += file.name
            entry += "\t"
            entry += String(file.size)
            entry += "\t"
            // A staged file's bytes are gone; its digest was taken as it was staged.
            entry += file.stagedPath == nil ? ContentDigest(file.bytes).description : file.stagedDigest
            entry += "\n"
        }
        cacheEntry = entry
    }
}
