import Foundation

/// What kind of thing a path names, for the stages that look at the disk (finding specs,
/// planning output) without depending on each other.
enum FileKind {
    /// Whether `path` is a regular file (not a folder or a symbolic link).
    static func isRegularFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }
}
