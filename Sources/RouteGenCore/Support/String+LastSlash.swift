extension String {
    /// The path without trailing slashes (but `/` stays `/`).
    var withoutTrailingSlashes: String {
        var path = self
        while path.utf8.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Where the text's last `/` character is, if it has one: found over the bytes when the text
    /// is ASCII, where every `/` is a character of its own (a path's characters cost ten times
    /// its bytes to walk), over the characters otherwise.
    var lastSlashIndex: String.Index? {
        let scan = utf8.withContiguousStorageIfAvailable { bytes -> (isASCII: Bool, slash: Int?) in
            var slash: Int?
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte >= 0x80 { return (false, nil) }
                if byte == UInt8(ascii: "/") { slash = offset }
            }
            return (true, slash)
        }
        guard let scan, scan.isASCII else { return lastIndex(of: "/") }
        return scan.slash.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
