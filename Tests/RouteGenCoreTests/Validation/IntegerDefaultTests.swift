import Testing
@testable import RouteGenCore

/// An integer default's range check reads short decimal literals over their bytes, and every
/// other literal the general way; both give the messages the general way gave.
@Suite struct IntegerDefaultTests {
    /// The type `text` spells.
    static func type(_ text: String) throws -> SwiftType {
        try SwiftSubset.type(text).get()
    }

    @Test(arguments: [
        ("127", "Int8", nil), ("128", "Int8", "does not fit in Int8 (-128...127)"),
        ("-128", "Int8", nil), ("-129", "Int8", "does not fit in Int8 (-128...127)"),
        ("-0", "UInt8", nil), ("-1", "UInt8", "does not fit in UInt8 (0...255)"), ("007", "UInt8", nil),
        ("999999999999999999", "Int", nil), ("999999999999999999", "Int32", "does not fit in Int32 (-2147483648...2147483647)"),
        ("9223372036854775807", "Int", nil), ("9223372036854775808", "Int", "does not fit in Int (-9223372036854775808...9223372036854775807)"),
        ("-9223372036854775808", "Swift.Int", nil), ("1_000", "Int8", "does not fit in Int8 (-128...127)"),
        ("0x7F", "Int8", nil), ("0x80", "Int8", "does not fit in Int8 (-128...127)"), ("-0b1", "UInt", "does not fit in UInt (0...18446744073709551615)"),
        ("1.5", "Int8", nil), ("-", "Int8", nil), ("x", "Int8", nil), ("300", "Double", nil), ("300", "Optional<Int8>", nil),
    ] as [(String, String, String?)])
    func theRangeCheckReadsEveryLiteral(text: String, type: String, message: String?) throws {
        #expect(SpecValidator.integerLiteralOverflow(text, type: try Self.type(type)) == message)
        // Validation asks the type's facts, which hold its integer type once per type.
        let facts = ParameterTypeFacts(try Self.type(type))
        #expect(facts.integerType.flatMap { SpecValidator.integerLiteralOverflow(text, integerType: $0) } == message)
    }

    @Test(arguments: ["0", "12", "-12", "123456789012345678", "-123456789012345678"])
    func shortDecimalLiteralsAreReadOverTheirBytes(_ text: String) {
        #expect(SpecValidator.shortDecimalValue(text) == Int128(text))
    }

    @Test(arguments: ["", "-", "1234567890123456789", "1_0", "0x1", "+1", "--1", "1-", "\u{661}", " 1"])
    func otherLiteralsAreLeftToTheGeneralReading(_ text: String) {
        #expect(SpecValidator.shortDecimalValue(text) == nil)
    }
}
