import Foundation

extension SpecSource {
    /// The spec at `path`, or why it cannot be read. Only a regular file is read: a FIFO or a
    /// device could block the run, or never end.
    static func read(at path: String) -> Result<SpecSource, Diagnostic> {
        if let kind = POSIXFiles.fileKind(of: path), kind != "a regular file" {
            return .failure(.error("cannot read this spec: it is \(kind), not a regular file", at: SourceLocation(file: path)))
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return .success(SpecSource(path: path, bytes: Array(data)))
        } catch {
            return .failure(.error("cannot read this spec: \(FileSystemError.reason(error))", at: SourceLocation(file: path)))
        }
    }
}
