extension SpecSource {
    /// The spec at `path`, or why it cannot be read. Only a regular file is read: a FIFO or a
    /// device could block the run, or never end.
    static func read(at path: String) -> Result<SpecSource, Diagnostic> {
        switch POSIXFiles.readFile(at: path) {
        case .success(let bytes):
            return .success(SpecSource(path: path, bytes: bytes))
        case .failure(.notRegular(let kind)):
            return .failure(.error("cannot read this spec: it is \(kind), not a regular file", at: SourceLocation(file: path)))
        case .failure(.failed(let failure)):
            return .failure(.error("cannot read this spec: \(failure.reason)", at: SourceLocation(file: path)))
        case .failure(.refusedSize):
            return .failure(.error("cannot read this spec", at: SourceLocation(file: path)))
        }
    }
}
