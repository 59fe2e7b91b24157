import Foundation

/// A fresh folder under the system's temporary folder, for tests that touch the disk.
public struct TemporaryDirectory: Sendable {
    /// The folder's path.
    public let path: String

    /// Creates a new, empty folder.
    public init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("routegen-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `name` inside the folder.
    public func path(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Writes `text` to `name` inside the folder, creating intermediate folders.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let file = path(name)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The text of `name` inside the folder, or `nil` when it does not exist.
    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names directly inside `folder` (the folder itself by default), sorted.
    public func list(_ folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? path : path(folder)).sorted()
    }

    /// The modification date of `name` inside the folder.
    public func modificationDate(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path(name))[.modificationDate] as? Date
    }

    /// Sets the modification date of `name` to `date`, so a later rewrite would be visible.
    public func setModificationDate(_ date: Date, of name: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path(name))
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
