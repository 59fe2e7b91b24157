import Foundation

/// What kind of thing a path names, for the stages that look at the disk (finding specs,
/// planning output) without depending on each other.
enum FileKind {
    /// Whether `path` is a regular file (not a folder or a symbolic link).
    static func isRegularFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }

    /// What a path names once symbolic links are followed.
    enum Resolved {
        /// A folder.
        case folder
        /// A regular file.
        case regularFile
        /// Something else: a device, a socket, a link that leads nowhere, or nothing.
        case other
    }

    /// What `path` names, following symbolic links (to their end, or to `.other` when they
    /// lead nowhere or in a circle).
    static func followingLinks(_ path: String) -> Resolved {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        switch (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType {
        case .typeDirectory?: return .folder
        case .typeRegular?: return .regularFile
        default: return .other
        }
    }
}
