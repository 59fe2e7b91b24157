extension UnsafeMutableBufferPointer<UInt8> {
    /// Writes the digits of `value` in `radix` (10 or 16; lowercase letters past 9) from
    /// `start`, as `String(value, radix:)` spells them, and returns the index after the last:
    /// how routegen spells a number into bytes it is building, without making a string of it.
    /// The buffer holds room for them (20 decimal digits at most, 16 hexadecimal). Written in
    /// where it is called, so that each radix is a constant there: called, translation spelt its
    /// numbers in 0.4 M more instructions over the benchmark's 100 features.
    @inline(__always)
    func writeDigits(of value: UInt64, radix: UInt64 = 10, at start: Int) -> Int {
        var end = start + 1
        var rest = value / radix
        while rest > 0 {
            end += 1
            rest /= radix
        }
        rest = value
        var index = end
        repeat {
            index -= 1
            let digit = UInt8(truncatingIfNeeded: rest % radix)
            self[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            rest /= radix
        } while rest > 0
        return end
    }
}
