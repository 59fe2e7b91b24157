@testable import RouteGenCore
import Testing

/// `writeDigits(of:radix:at:)` spells numbers into the bytes of generated code and of the render
/// cache, so it must spell them as `String(_:radix:)` does.
@Suite struct WriteDigitsTests {
    @Test(arguments: [10, 16] as [UInt64])
    func digitsAreSpeltAsStringSpellsThem(radix: UInt64) {
        var generator = SystemRandomNumberGenerator()
        let edges: [UInt64] = [0, 1, 9, 10, 15, 16, 99, 100, 255, 256, UInt64(Int.max), .max]
        let values = edges + (0..<200).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 24)
        defer { buffer.deallocate() }
        for value in values {
            buffer[0] = UInt8(ascii: "x")
            let end = buffer.writeDigits(of: value, radix: radix, at: 1)
            #expect(String(decoding: buffer[..<end], as: UTF8.self) == "x" + String(value, radix: Int(radix)), "\(value)")
        }
    }
}
