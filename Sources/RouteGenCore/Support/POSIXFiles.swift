#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the output stage needs that Foundation does not give as they
/// are: exclusive creation, a rename that replaces, the mode of a file, whether a process lives.
enum POSIXFiles {
    /// A failed operation and its `errno`.
    struct Failure: Error {
        /// The `errno` value.
        var code: Int32

        /// The system's text for the error (`No space left on device`).
        var reason: String {
            String(cString: strerror(code)).lowercased()
        }
    }

    /// Creates `path`, which must not exist, and writes `bytes` into it. Its permissions are
    /// `exactMode`, or 0666 reduced by the umask as for any new file. On failure the partial
    /// file is removed.
    static func createFile(at path: String, bytes: [UInt8], exactMode: mode_t?) throws(Failure) {
        try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            try createFile(at: path, bytes: buffer, exactMode: exactMode)
        }
    }

    /// Creates `path` as ``createFile(at:bytes:exactMode:)-([UInt8],_,_)`` does, from bytes lent
    /// in place.
    static func createFile(at path: String, bytes: UnsafeBufferPointer<UInt8>, exactMode: mode_t?) throws(Failure) {
        let mode = exactMode ?? 0o666
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(path)
                throw Failure(code: code)
            }
            written += result
        }
        // The mode given to open is reduced by the umask; a replaced file keeps its exact mode.
        if let exactMode {
            fchmod(descriptor, exactMode)
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(path)
            throw Failure(code: code)
        }
    }

    /// Moves `source` over `destination` atomically: a reader sees the old file or the new one.
    static func replace(_ destination: String, with source: String) throws(Failure) {
        guard rename(source, destination) == 0 else { throw Failure(code: errno) }
    }

    /// Removes the file at `path`; a file that is already gone is not a failure.
    static func removeFile(at path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure(code: errno) }
    }

    /// The permission bits of the file at `path`, or `nil` when it cannot be read.
    static func mode(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }

    /// Why a file was not read.
    enum ReadFailure: Error {
        /// It is not a regular file, but this.
        case notRegular(FileKind)
        /// The system refused, or the file changed size while it was read.
        case failed(Failure)
        /// Its size was not one to read.
        case refusedSize
    }

    /// The bytes of the regular file at `path`, when it is one of `exactSize` bytes (if given)
    /// and at most `maximumSize`; `nil` otherwise. Opening never blocks on a FIFO, and a file
    /// of another size is never read.
    static func readRegularFile(at path: String, exactSize: Int? = nil, maximumSize: Int = .max) -> [UInt8]? {
        try? readFile(at: path) { size in
            size <= maximumSize && exactSize.map { $0 == size } ?? true ? size : nil
        }.get()
    }

    /// The first `prefix` bytes of the regular file at `path` (all of them when it is shorter);
    /// `nil` when it is no regular file or cannot be read.
    static func readRegularFile(at path: String, prefix: Int) -> [UInt8]? {
        try? readFile(at: path) { min($0, prefix) }.get()
    }

    /// The first `count(size)` bytes of the regular file at `path`, given its size (all of them
    /// by default), or why they were not read: `count` gave `nil`, the file is no regular file,
    /// or it cannot be read.
    static func readFile(at path: String, count: (Int) -> Int? = { $0 }) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.failed(Failure(code: errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.failed(Failure(code: errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(FileKind(mode: status.st_mode))) }
        guard let size = count(Int(status.st_size)) else { return .failure(.refusedSize) }
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let result = read(descriptor, buffer.baseAddress! + count, size - count)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    failure = result < 0 ? errno : EIO
                    break
                }
                count += result
            }
        }
        return failure.map { .failure(.failed(Failure(code: $0))) } ?? .success(bytes)
    }

    /// The names in the folder at `path` (its bytes), as the file system holds them, but `.`
    /// and `..`, in no order.
    static func nameBytes(inFolder path: [UInt8]) -> Result<[[UInt8]], Failure> {
        entries(inFolder: path).map { entries in entries.map(\.name) }
    }

    /// An entry of a folder as listing it tells.
    struct FolderEntry: Equatable {
        /// What listing says an entry is, without following a symbolic link.
        enum Kind: Equatable {
            /// A regular file.
            case regularFile
            /// A folder.
            case folder
            /// Anything else: a symbolic link, another kind of file, or a kind the file system
            /// does not say when listing (`stat` the path to know).
            case other
        }

        /// The name, as the file system holds it.
        var name: [UInt8]
        /// What the entry is.
        var kind: Kind
    }

    /// The entries of the folder at `path` (its bytes), but `.` and `..`, in no order, each
    /// with the kind `readdir` gives (`d_type`), which spares a `stat` of each entry.
    static func entries(inFolder path: [UInt8]) -> Result<[FolderEntry], Failure> {
        var entries: [FolderEntry] = []
        return visitEntries(inFolder: path) { name, entry in
            entries.append(FolderEntry(name: Array(name), kind: entryKind(entry)))
        }.map { entries }
    }

    /// The names in the folder at `path`, but `.` and `..`, that start with the bytes of `prefix`
    /// (every name, by default), in no order; a name that is not UTF-8 is decoded with
    /// replacement characters (see `nameBytes(inFolder:)`). Every other name is passed over where
    /// `readdir` holds it, no array or string made of it, so that a folder of many other entries
    /// (an output folder's parent such as `/tmp`) is listed at the cost of comparing a few bytes
    /// of each.
    static func names(inFolder path: String, startingWith prefix: String = "") -> Result<[String], Failure> {
        let prefix = Array(prefix.utf8)
        var names: [String] = []
        return visitEntries(inFolder: Array(path.utf8)) { name, _ in
            guard prefix.isEmpty || name.count >= prefix.count && prefix.withUnsafeBytes({ memcmp($0.baseAddress!, name.baseAddress!, prefix.count) == 0 }) else {
                return
            }
            names.append(String(decoding: name, as: UTF8.self))
        }.map { names }
    }

    /// Calls `body` with the name (its bytes where `readdir` holds them, valid during the call)
    /// and the record of each entry of the folder at `path`, but `.` and `..`.
    private static func visitEntries(
        inFolder path: [UInt8], _ body: (UnsafeRawBufferPointer, UnsafePointer<dirent>) -> Void
    ) -> Result<Void, Failure> {
        guard let folder = withCString(path, { opendir($0) }) else { return .failure(Failure(code: errno)) }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = entryNameBytes(entry)
            let isDot = name.count == 1 && name[0] == UInt8(ascii: ".")
            let isDotDot = name.count == 2 && name[0] == UInt8(ascii: ".") && name[1] == UInt8(ascii: ".")
            if !isDot, !isDotDot {
                body(name, entry)
            }
        }
        return .success(())
    }

    /// What the directory entry `entry` is, read in place as its name is (see `entryNameBytes(_:)`).
    static func entryKind(_ entry: UnsafePointer<dirent>) -> FolderEntry.Kind {
        let type = (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_type)!).load(as: UInt8.self)
        switch Int(type) {
        case Int(DT_REG): return .regularFile
        case Int(DT_DIR): return .folder
        default: return .other
        }
    }

    /// The bytes of the name of the directory entry `entry`, up to its NUL, where `readdir`
    /// holds them: valid until the next `readdir` of its folder.
    ///
    /// Not through `entry.pointee`: that copies the whole `dirent`, a `d_name` of 256 bytes,
    /// and `readdir` hands out records only as long as their names, packed in a buffer. Copying
    /// the last record of a full buffer read past its end, into memory that may not be mapped
    /// (a run crashed there once in a few hundred, listing a folder of 1,000 names).
    static func entryNameBytes(_ entry: UnsafePointer<dirent>) -> UnsafeRawBufferPointer {
        let start = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self)))
    }

    /// Calls `body` with `path` (bytes without a NUL) as a C string.
    static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// Creates the folder at `path` and the folders above it that do not exist, as `mkdir -p`
    /// does; a folder that exists already is not a failure. Returns the folders it created,
    /// outermost first; on failure it removes them again.
    @discardableResult
    static func createFolders(at path: String) throws(Failure) -> [String] {
        var prefix = path.hasPrefix("/") ? "/" : ""
        var created: [String] = []
        func fail(_ code: Int32) -> Failure {
            // Leaves no folder of its own behind.
            for folder in created.reversed() { removeEmptyFolder(at: folder) }
            return Failure(code: code)
        }
        for component in path.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o777) == 0 {
                created.append(prefix)
            } else if errno != EEXIST {
                throw fail(errno)
            }
        }
        guard FileKind.of(path) == .folder else { throw fail(ENOTDIR) }
        return created
    }

    /// Creates the folder at `path`, whose parent must exist and which must not.
    static func createFolder(at path: String) throws(Failure) {
        guard mkdir(path, 0o777) == 0 else { throw Failure(code: errno) }
    }

    /// Removes the folder at `path` when it is empty; `false` when it was not removed.
    @discardableResult
    static func removeEmptyFolder(at path: String) -> Bool {
        rmdir(path) == 0
    }

    /// The current folder, or `nil` when it cannot be read.
    static var currentFolder: String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// This process's identifier, read once (a system call each time otherwise).
    static let processID: Int32 = getpid()

    /// Whether the process `pid` still runs (or exists under another user).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
