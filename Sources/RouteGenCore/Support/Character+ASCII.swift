extension Character {
    /// Whether the character is an ASCII letter.
    var isASCIILetter: Bool { isASCIILowercaseLetter || isASCIIUppercaseLetter }
    /// Whether the character is an ASCII lowercase letter (a single scalar, so `a` plus a
    /// combining accent is not one).
    var isASCIILowercaseLetter: Bool { isASCII(in: 0x61...0x7A) }
    /// Whether the character is an ASCII uppercase letter.
    var isASCIIUppercaseLetter: Bool { isASCII(in: 0x41...0x5A) }
    /// Whether the character is an ASCII digit.
    var isASCIIDigit: Bool { isASCII(in: 0x30...0x39) }

    /// Whether the character is an ASCII control character (U+0000–U+001F or U+007F).
    var isASCIIControl: Bool { isASCII(in: 0x00...0x1F) || isASCII(in: 0x7F...0x7F) }

    /// Whether the character is a single Unicode scalar whose value lies in `range`.
    private func isASCII(in range: ClosedRange<UInt32>) -> Bool {
        unicodeScalars.count == 1 && unicodeScalars.allSatisfy { range.contains($0.value) }
    }
}

extension Array where Element == UInt8 {
    /// Whether these UTF-8 bytes are ASCII without a carriage return: every byte is then a
    /// Unicode scalar and a `Character` of its own (`\r\n` is one `Character`).
    ///
    /// Reads eight bytes at a time: a template is checked this way on every run.
    var isOneCharacterPerByte: Bool {
        withUnsafeBufferPointer { buffer in
            var index = 0
            if let base = buffer.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= buffer.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    // A byte of `carriageReturns` is zero where `word` has `\r`; once no byte of
                    // `word` has its high bit set, `(x - 0x01…) & ~x & 0x80…` is nonzero exactly
                    // when a byte of `x` is zero.
                    let carriageReturns = word ^ 0x0D0D_0D0D_0D0D_0D0D
                    let hasCarriageReturn = (carriageReturns &- 0x0101_0101_0101_0101) & ~carriageReturns
                    guard (word | hasCarriageReturn) & 0x8080_8080_8080_8080 == 0 else { return false }
                    index += 8
                }
            }
            while index < buffer.count {
                guard buffer[index] < 0x80, buffer[index] != 0x0D else { return false }
                index += 1
            }
            return true
        }
    }
}
