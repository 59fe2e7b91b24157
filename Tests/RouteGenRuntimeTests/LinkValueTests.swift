import Foundation
import RouteGenRuntime
import Testing

/// Writing route values into links and reading them back.
@Suite struct LinkValueTests {
    enum Fruit: String { case apple, pear }
    enum Level: Int { case low = 1, high = 10 }
    struct Tag: RawRepresentable, LosslessStringConvertible, Equatable {
        var rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        init?(_ description: String) { self.rawValue = "described " + description }
        var description: String { "described " + rawValue }
    }
    /// An identifier wrapping a UUID, as apps declare typed IDs.
    struct AccountID: RawRepresentable, Hashable {
        var rawValue: UUID
    }
    /// A typed ID wrapping a UUID that also has a description of its own.
    struct DescribedID: RawRepresentable, LosslessStringConvertible, Hashable {
        var rawValue: UUID
        init(rawValue: UUID) { self.rawValue = rawValue }
        init?(_ description: String) { return nil }
        var description: String { "id " + rawValue.uuidString }
    }
    /// A link wrapped in a type of its own.
    struct Website: RawRepresentable, Hashable {
        var rawValue: URL
    }
    /// An amount wrapped in a type of its own.
    struct Price: RawRepresentable, Hashable {
        var rawValue: Decimal
    }

    @Test func standardTypesRoundTrip() throws {
        #expect(LinkValue.parser(Int.self)(LinkValue.text(Int.min)) == Int.min)
        #expect(LinkValue.parser(UInt8.self)(LinkValue.text(UInt8.max)) == .max)
        #expect(LinkValue.parser(Double.self)(LinkValue.text(0.1)) == 0.1)
        #expect(LinkValue.parser(Bool.self)(LinkValue.text(true)) == true)
        #expect(LinkValue.parser(String.self)("a/b c") == "a/b c")
        let id = UUID()
        #expect(LinkValue.parser(UUID.self)(LinkValue.text(id)) == id)
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        #expect(LinkValue.parser(URL.self)(LinkValue.text(url)) == url)
        #expect(LinkValue.parser(URL.self)("relative/path") == nil)
        let amount = try #require(Decimal(string: "12.50"))
        #expect(LinkValue.parser(Decimal.self)(LinkValue.text(amount)) == amount)
        #expect(LinkValue.parser(Decimal.self)("1,5") == nil)
    }

    /// Generated code names the conversions of the standard types; each converts as the
    /// overload Swift picks for its type, written and read, good text and bad.
    @Test func theStandardTypesNamedConversionsAreTheOverloadsTheyStandFor() throws {
        let texts = ["", "0", "1", "-7", "0.5", "1e3", "1,5", "nan", "true", "TRUE", "yes", "a/b c",
                     "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
                     "https://example.com/a?b=c", "relative/path", "12.50", "9.99"]
        for text in texts {
            #expect(LinkValue.stringParser(text) == LinkValue.parser(String.self)(text), "\(text)")
            #expect(LinkValue.intParser(text) == LinkValue.parser(Int.self)(text), "\(text)")
            // Compared by bits: "nan" reads as a NaN, which equals nothing.
            #expect(LinkValue.doubleParser(text)?.bitPattern == LinkValue.parser(Double.self)(text)?.bitPattern, "\(text)")
            #expect(LinkValue.boolParser(text) == LinkValue.parser(Bool.self)(text), "\(text)")
            #expect(LinkValue.uuidParser(text) == LinkValue.parser(UUID.self)(text), "\(text)")
            #expect(LinkValue.urlParser(text) == LinkValue.parser(URL.self)(text), "\(text)")
            #expect(LinkValue.decimalParser(text) == LinkValue.parser(Decimal.self)(text), "\(text)")
        }
        #expect(LinkValue.boolParser("1") == true)
        #expect(LinkValue.urlParser("relative/path") == nil)
        for value in ["", "a/b c", "é"] { #expect(LinkValue.stringText(value) == LinkValue.text(value)) }
        for value in [Int.min, -1, 0, 42, .max] { #expect(LinkValue.intText(value) == LinkValue.text(value)) }
        for value in [0.1, -2.5, 1e300, .infinity] { #expect(LinkValue.doubleText(value) == LinkValue.text(value)) }
        for value in [true, false] { #expect(LinkValue.boolText(value) == LinkValue.text(value)) }
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(LinkValue.uuidText(id) == LinkValue.text(id))
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        #expect(LinkValue.urlText(url) == LinkValue.text(url))
        let amount = try #require(Decimal(string: "12.50"))
        #expect(LinkValue.decimalText(amount) == LinkValue.text(amount))
    }

    @Test func aStandardValueAtItsDefaultWritesNothingAndAnyOtherItsText() throws {
        #expect(LinkValue.stringText("a", unless: "a") == nil)
        #expect(LinkValue.stringText("b", unless: "a") == "b")
        #expect(LinkValue.intText(1, unless: 1) == nil)
        #expect(LinkValue.intText(2, unless: 1) == LinkValue.intText(2))
        #expect(LinkValue.doubleText(0.5, unless: 0.5) == nil)
        #expect(LinkValue.doubleText(-2.5, unless: 0.5) == LinkValue.doubleText(-2.5))
        #expect(LinkValue.boolText(false, unless: false) == nil)
        #expect(LinkValue.boolText(true, unless: false) == "true")
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(LinkValue.uuidText(id, unless: id) == nil)
        #expect(LinkValue.uuidText(id, unless: UUID()) == LinkValue.uuidText(id))
        let url = try #require(URL(string: "https://example.com/a"))
        #expect(LinkValue.urlText(url, unless: url) == nil)
        #expect(LinkValue.urlText(url, unless: try #require(URL(string: "https://example.com/b"))) == LinkValue.urlText(url))
        let amount = try #require(Decimal(string: "12.50"))
        #expect(LinkValue.decimalText(amount, unless: 12.5) == nil, "equal decimals are equal however written")
        #expect(LinkValue.decimalText(amount, unless: 1) == LinkValue.decimalText(amount))
    }

    @Test func rawRepresentableTypesUseTheirRawValueNeverTheirPosition() {
        #expect(LinkValue.text(Fruit.pear) == "pear")
        #expect(LinkValue.parser(Fruit.self)("pear") == .pear)
        #expect(LinkValue.parser(Fruit.self)("1") == nil)
        #expect(LinkValue.text(Level.high) == "10")
        #expect(LinkValue.parser(Level.self)("10") == .high)
        #expect(LinkValue.parser(Level.self)("1") == .low)
        // A type that is both uses its raw value.
        #expect(LinkValue.text(Tag(rawValue: "x")) == "x")
        #expect(LinkValue.parser(Tag.self)("x") == Tag(rawValue: "x"))
    }

    @Test func rawRepresentableTypesWhoseRawValueIsAUUIDAURLOrADecimalUseTheirRawValue() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(LinkValue.text(AccountID(rawValue: id)) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(LinkValue.parser(AccountID.self)(id.uuidString) == AccountID(rawValue: id))
        #expect(LinkValue.parser(AccountID.self)("not-a-uuid") == nil)
        // A type that is both uses its raw value, as for the other raw values.
        #expect(LinkValue.text(DescribedID(rawValue: id)) == id.uuidString)
        #expect(LinkValue.parser(DescribedID.self)(id.uuidString) == DescribedID(rawValue: id))
        let site = Website(rawValue: try #require(URL(string: "https://example.com/a")))
        #expect(LinkValue.parser(Website.self)(LinkValue.text(site)) == site)
        let price = Price(rawValue: try #require(Decimal(string: "9.99")))
        #expect(LinkValue.parser(Price.self)(LinkValue.text(price)) == price)
    }

    /// Issue 21: web links write Booleans as 1 and 0 too.
    @Test func aBoolReadsTrueFalseOneAndZero() {
        #expect(["true", "1", "false", "0", "yes", "TRUE", "01", ""].map { LinkValue.parser(Bool.self)($0) } == [true, true, false, false, nil, nil, nil, nil])
        #expect(LinkValue.text(true) == "true")
    }

    @Test func textThatDoesNotConvertIsNil() {
        #expect(LinkValue.parser(Int.self)("4.2") == nil)
        #expect(LinkValue.parser(Int8.self)("300") == nil)
        #expect(LinkValue.parser(Bool.self)("yes") == nil)
        #expect(LinkValue.parser(UUID.self)("not-a-uuid") == nil)
    }
}
