#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a path names, for the stages that look at the disk (finding specs,
/// planning output) without depending on each other.
enum FileKind {
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
        var status = stat()
        guard stat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .regularFile
        default: return .other
        }
    }

    /// The absolute path `path` names with every symbolic link, `.` and `..` resolved; `path`
    /// itself when it cannot be resolved.
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
