import Foundation

/// What the last run wrote for each feature, kept in the output folder so that a run whose
/// inputs did not change for a feature reuses the files on disk instead of rendering them again.
///
/// A feature's files are a function of its spec's bytes and file name, the templates, the
/// settings and routegen's version; their digest is the feature's *fingerprint*. The cache maps
/// each fingerprint to the digest of every file rendered from it. A file is reused only when its
/// bytes on disk still have that digest, so a file edited or removed by hand is rendered again
/// and `--check` reports it as it always did. The cache file is written after a successful
/// write, atomically; a missing, unreadable or foreign one only means rendering everything.
/// Check and dry runs read it and never write it.
struct RenderCache: Sendable {
    /// The cache file's name in the output folder; no generated file starts with a dot.
    static let fileName = ".routegen-cache"
    /// The first line, naming the format.
    static let formatLine = "routegen render cache 1"

    /// One feature's entry.
    struct Entry: Sendable {
        /// The fingerprint of the inputs the files were rendered from.
        var fingerprint: String
        /// The files' names, with the digest of their bytes.
        var files: [(name: String, digest: String)]
    }

    /// The output folder.
    var directory: String
    /// The entries, by spec file name.
    var entries: [String: Entry] = [:]
    /// The cache file's text as it was read; empty when there was none.
    var text = ""

    /// The cache of `directory`, empty when it has none or it cannot be read.
    static func load(from directory: String) -> RenderCache {
        var cache = RenderCache(directory: directory)
        guard let data = FileManager.default.contents(atPath: OutputPlanner.join(directory, fileName)) else { return cache }
        cache.text = String(decoding: data, as: UTF8.self)
        let lines = cache.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(formatLine) else { return cache }
        var current: (spec: String, entry: Entry)?
        for line in lines.dropFirst() where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("feature", 3):
                if let current { cache.entries[current.spec] = current.entry }
                current = (fields[1], Entry(fingerprint: fields[2], files: []))
            case ("file", 3) where current != nil:
                current?.entry.files.append((fields[1], fields[2]))
            default:
                return RenderCache(directory: directory)
            }
        }
        if let current { cache.entries[current.spec] = current.entry }
        return cache
    }

    /// The files of the feature of `specFileName` as they are on disk, when the last run
    /// rendered them from `fingerprint` and none has changed since; `nil` otherwise.
    func reusableFiles(specFileName: String, fingerprint: String) -> [GeneratedFile]? {
        guard let entry = entries[specFileName], entry.fingerprint == fingerprint, !entry.files.isEmpty else { return nil }
        var files: [GeneratedFile] = []
        for file in entry.files {
            guard let data = FileManager.default.contents(atPath: OutputPlanner.join(directory, file.name)),
                  ContentDigest(data).description == file.digest
            else { return nil }
            files.append(GeneratedFile(name: file.name, contents: String(decoding: data, as: UTF8.self)))
        }
        return files
    }

    /// The cache's text for `features`: each with its fingerprint and files, in run order.
    static func text(for features: [RenderedFeature]) -> String {
        var text = formatLine + "\n"
        for feature in features {
            text += "feature\t\(feature.specFileName)\t\(feature.fingerprint)\n"
            for file in feature.files {
                var contents = file.contents
                let digest = contents.withUTF8 { ContentDigest($0) }
                text += "file\t\(file.name)\t\(digest)\n"
            }
        }
        return text
    }

    /// Writes the cache `text` (of ``text(for:)``) into `directory`, atomically; a failure only costs the
    /// next run its reuse, so it is not reported.
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
    var specFileName: String
    /// The digest of everything the files depend on.
    var fingerprint: String
    /// The files.
    var files: [GeneratedFile]
}
