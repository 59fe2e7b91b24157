#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a path names once symbolic links are followed, as reading it would: what
/// the stages that look at the disk (finding specs, planning output) ask, and what their
/// messages say is in the way.
enum FileKind: Equatable, Sendable, CustomStringConvertible {
    /// A regular file.
    case regularFile
    /// A folder.
    case folder
    /// A named pipe, which blocks whoever opens it to read.
    case fifo
    /// A character or block device.
    case device
    /// A socket.
    case socket
    /// Anything else.
    case other

    /// The kind a `stat`'s `st_mode` gives.
    init(mode: mode_t) {
        self = switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFIFO: .fifo
        case S_IFCHR, S_IFBLK: .device
        case S_IFSOCK: .socket
        default: .other
        }
    }

    /// How a message names it: `a regular file`, `a folder`, `a FIFO`…
    var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .folder: "a folder"
        case .fifo: "a FIFO"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }

    /// What `path` names, following symbolic links; `nil` when it names nothing (or a link
    /// leads nowhere, or in a circle).
    static func of(_ path: String) -> FileKind? {
        of(bytes: Array(path.utf8))
    }

    /// What the path of bytes `path` names (a name need not be UTF-8), as `of(_:)` says.
    static func of(bytes path: [UInt8]) -> FileKind? {
        var status = stat()
        guard POSIXFiles.withCString(path, { stat($0, &status) }) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// The absolute path `path` names with every symbolic link, `.` and `..` resolved; `path`
    /// itself when it cannot be resolved.
    static func resolvedPath(_ path: String) -> String {
        String(decoding: resolvedPath(bytes: Array(path.utf8)), as: UTF8.self)
    }

    /// The path of bytes `path` resolved as `resolvedPath(_:)` does.
    static func resolvedPath(bytes path: [UInt8]) -> [UInt8] {
        guard let resolved = POSIXFiles.withCString(path, { realpath($0, nil) }) else { return path }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }
}

/// The file a path names once symbolic links are followed, as the file system tells files
/// apart: its device and inode. Two paths with different identities name different files; two
/// with the same one name the same file, perhaps under two names (a hard link).
struct FileIdentity: Hashable, Sendable {
    /// The device that holds the file.
    var device: UInt64
    /// The file's number on that device.
    var inode: UInt64

    /// The identity of the file `path` names; `nil` when it names nothing (or a link leads
    /// nowhere, or in a circle). One `stat`, where resolving the path costs a system call per
    /// component.
    static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        guard POSIXFiles.withCString(Array(path.utf8), { stat($0, &status) }) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}
