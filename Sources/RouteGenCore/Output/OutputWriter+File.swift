extension OutputWriter {
    /// Writes `contents` to the file at `path` when its bytes differ from the file's, atomically
    /// (as generated files are); an updated file keeps its permission bits. Returns what was
    /// done, or `nil` with an error when the path is not a file or writing failed.
    static func writeFile(_ contents: String, to path: String, diagnostics: inout Diagnostics) -> FileChange? {
        let bytes = Array(contents.utf8)
        let kind: FileChange.Kind
        switch FileKind.of(path) {
        case nil:
            kind = .create
        case .regularFile:
            let isUnchanged = POSIXFiles.readRegularFile(at: path, exactSize: bytes.count) == bytes
            kind = isUnchanged ? .unchanged : .update
        case let other?:
            diagnostics.error("the output path is \(other), not a file; name the file to write, e.g. '-o navigation.mmd'", at: SourceLocation(file: path))
            return nil
        }
        let change = FileChange(kind: kind, path: path, contents: kind == .unchanged ? nil : bytes)
        guard kind != .unchanged else { return change }
        do throws(POSIXFiles.Failure) {
            try write(change)
        } catch {
            diagnostics.error("cannot write this file: \(error.reason)", at: SourceLocation(file: path))
            return nil
        }
        return change
    }
}
