extension String {
    /// What `body` makes of the string's UTF-8 bytes, read in place (copied to be contiguous
    /// only for a string that is not, which routegen's strings never are): `String.UTF8View`'s
    /// iterator, and its `first`, cost several times as much per byte.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // `body` is called from a closure of its own: handed on as it is, validation took 1.2 M
        // instructions more over the benchmark's 100 features (its name checks call this).
        if let result = utf8.withContiguousStorageIfAvailable({ body($0) }) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
