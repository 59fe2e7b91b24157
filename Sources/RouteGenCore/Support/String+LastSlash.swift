extension String {
    /// Where the text's last `/` character is, if it has one: found over the bytes when the text
    /// is ASCII, where every `/` is a character of its own (a path's characters cost ten times
    /// its bytes to walk), over the characters otherwise.
    var lastSlashIndex: String.Index? {
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.lastIndex(of: UInt8(ascii: "/")) }
        return lastIndex(of: "/")
    }
}
